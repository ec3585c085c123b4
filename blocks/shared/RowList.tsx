import { css, useTheme } from '@emotion/react';
import { KeepFigures } from '../../renderer/runtime/ui/KeepFigures.tsx';
import { RULE } from '../../renderer/runtime/theme/surface.ts';

/** A field shown as text: null and undefined show nothing. */
export function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

interface RowListProps {
  rows: readonly unknown[];
  labelKey: string;
  valueKey: string;
  /** Smaller type and a rule above the first row (inside a card under its heading). */
  compact?: boolean;
}

/** Label/value pairs as a description list: shared by labelValueRows and orderCard. */
export function RowList({ rows, labelKey, valueKey, compact = false }: RowListProps) {
  const theme = useTheme();
  return (
    <dl
      css={css`
        margin: ${compact ? `${theme.space.s} 0 0` : '0'};
      `}
    >
      {rows.map((row, index) => {
        const record = (row ?? {}) as Record<string, unknown>;
        return (
          <div
            key={index}
            css={css`
              display: flex;
              justify-content: space-between;
              gap: ${theme.space.m};
              padding: ${compact ? theme.space.s : '10px'} 0;
              font-size: ${compact ? theme.font.small : theme.font.body};
              ${compact ? `border-top: ${RULE};` : `& + & { border-top: ${RULE}; }`}
            `}
          >
            <dt
              css={css`
                color: ${theme.colors.muted};
              `}
            >
              {asText(record[labelKey])}
            </dt>
            <dd
              css={css`
                margin: 0;
                text-align: right;
                font-weight: 600;
                overflow-wrap: anywhere;
              `}
            >
              <KeepFigures text={asText(record[valueKey])} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
