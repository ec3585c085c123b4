import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import type { Props } from './definition.ts';
import { RowList, asText } from './RowList.tsx';

export default function LabelValueRows({ heading, rows, labelKey = 'title', valueKey = 'value', hideEmpty = false }: Props) {
  const theme = useTheme();
  const headingId = useId();
  const all = Array.isArray(rows) ? rows : [];
  const list = hideEmpty ? all.filter((row) => asText((row as Record<string, unknown> | null)?.[valueKey]) !== '') : all;
  if (list.length === 0 && !heading) return null;
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      css={css`
        margin: ${theme.space.m};
        padding: ${theme.space.s} ${theme.space.m};
        background: ${theme.colors.surface};
        border-radius: ${theme.radius};
      `}
    >
      {heading && (
        <h2
          id={headingId}
          css={css`
            font-size: ${theme.font.body};
            margin: ${theme.space.s} 0;
          `}
        >
          {heading}
        </h2>
      )}
      <RowList rows={list} labelKey={labelKey} valueKey={valueKey} />
    </section>
  );
}
