import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { surfaceCard, termRows } from '../../renderer/runtime/theme/surface.ts';
import type { Props } from './definition.ts';
import { OfficerContacts } from '../shared/OfficerContacts.tsx';

/**
 * Where a borrower escalates a complaint: the market's grievance redressal officer (deployment
 * markets.<m>.grievanceOfficer).
 */
export default function GrievanceOfficer({ heading, text, officer }: Props) {
  const theme = useTheme();
  const t = useT();
  const headingId = useId();
  if (!officer?.name) return null;
  return (
    <section aria-labelledby={headingId} css={surfaceCard(theme)}>
      <h2
        id={headingId}
        css={css`
          margin: ${theme.space.xs} 0;
          font-size: ${theme.font.body};
        `}
      >
        {heading || t('officer.title')}
      </h2>
      {text && (
        <p
          css={css`
            margin: 0 0 ${theme.space.s};
            font-size: ${theme.font.small};
            color: ${theme.colors.muted};
            line-height: 1.5;
          `}
        >
          {text}
        </p>
      )}
      <dl css={termRows(theme, '6em')}>
        <OfficerContacts officer={officer} />
      </dl>
    </section>
  );
}
