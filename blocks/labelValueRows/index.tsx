import { useTheme } from '@emotion/react';
import { useId } from 'react';
import { surfaceCard } from '../../renderer/runtime/theme/surface.ts';
import { cardHeading } from '../../renderer/runtime/theme/text.ts';
import type { Props } from './definition.ts';
import { RowList, asText } from '../shared/RowList.tsx';

export default function LabelValueRows({
  heading,
  rows,
  labelKey = 'title',
  valueKey = 'value',
  hideEmpty = false,
}: Props) {
  const theme = useTheme();
  const headingId = useId();
  const all = Array.isArray(rows) ? rows : [];
  const list = hideEmpty
    ? all.filter((row) => asText((row as Record<string, unknown> | null)?.[valueKey]) !== '')
    : all;
  if (list.length === 0 && !heading) return null;
  return (
    <section aria-labelledby={heading ? headingId : undefined} css={surfaceCard(theme)}>
      {heading && (
        <h2 id={headingId} css={cardHeading(theme)}>
          {heading}
        </h2>
      )}
      <RowList rows={list} labelKey={labelKey} valueKey={valueKey} />
    </section>
  );
}
