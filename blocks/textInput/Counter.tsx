import { css, useTheme } from '@emotion/react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';

interface CounterProps {
  id: string;
  length: number;
  maxLength: number | undefined;
}

/** The live count under the field, "n/max" with a limit (in the accent colour once reached), describing the field. */
export function Counter({ id, length, maxLength }: CounterProps) {
  const theme = useTheme();
  const t = useT();
  return (
    <p
      id={id}
      css={css`
        margin: ${theme.space.xs} 0 0;
        text-align: right;
        font-size: ${theme.font.small};
        font-variant-numeric: tabular-nums;
        color: ${maxLength !== undefined && length >= maxLength ? theme.colors.accent : theme.colors.muted};
      `}
    >
      {maxLength === undefined ? length : t('text.counter', { n: length, max: maxLength })}
    </p>
  );
}
