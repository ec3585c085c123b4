import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import type { Props } from './definition.ts';

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

export default function LabelValueRows({ heading, rows, labelKey = 'title', valueKey = 'value', hideEmpty = false }: Props) {
  const theme = useTheme();
  const headingId = useId();
  const all = Array.isArray(rows) ? rows : [];
  const list = hideEmpty ? all.filter((row) => text((row as Record<string, unknown> | null)?.[valueKey]) !== '') : all;
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
      <dl
        css={css`
          margin: 0;
        `}
      >
        {list.map((row, index) => {
          const record = (row ?? {}) as Record<string, unknown>;
          return (
            <div
              key={index}
              css={css`
                display: flex;
                justify-content: space-between;
                gap: ${theme.space.m};
                padding: 10px 0;
                font-size: ${theme.font.body};
                & + & {
                  border-top: 1px solid rgba(255, 255, 255, 0.12);
                }
              `}
            >
              <dt css={css`color: ${theme.colors.muted};`}>{text(record[labelKey])}</dt>
              <dd
                css={css`
                  margin: 0;
                  text-align: right;
                  font-weight: 600;
                  overflow-wrap: anywhere;
                `}
              >
                {text(record[valueKey])}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
