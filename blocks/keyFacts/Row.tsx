import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { KeepFigures } from '../../renderer/runtime/ui/KeepFigures.tsx';
import * as styles from './styles.ts';
import { termEmphasis } from '../../renderer/runtime/theme/surface.ts';

interface RowProps {
  label: string;
  /** A line under the label (what the figure includes, when a fee is paid). */
  note?: string;
  /** null: the lender did not supply what the figure needs. */
  value: ReactNode | null;
  /** What the borrower agrees to pay. */
  strong?: boolean;
  /** Words rather than a figure: the value goes under the term, across the card. */
  wide?: boolean;
}

/** One term and its value in the statement's description list. */
export function Row({ label, note, value, strong = false, wide = false }: RowProps) {
  const theme = useTheme();
  const t = useT();
  return (
    <div css={strong ? termEmphasis(theme) : undefined} data-wide={wide || undefined}>
      <dt>
        {label}
        {note && (
          <span css={[styles.small(theme), { display: 'block', fontWeight: 400 }]}>
            <KeepFigures text={note} />
          </span>
        )}
      </dt>
      <dd>{value ?? <span css={styles.missing(theme)}>{t('keyFacts.notSupplied')}</span>}</dd>
    </div>
  );
}
