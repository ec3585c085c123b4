import { css, useTheme } from '@emotion/react';

interface PickerHeadingProps {
  labelId: string;
  countId: string;
  label: string;
  /** "n of max", which the add input is described by. */
  count: string;
}

/** The picker's name, which names its group, and how many pictures it holds of how many it takes. */
export function PickerHeading({ labelId, countId, label, count }: PickerHeadingProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        justify-content: space-between;
        gap: ${theme.space.s};
        margin-bottom: ${theme.space.s};
      `}
    >
      <span
        id={labelId}
        css={css`
          font-weight: 600;
          min-width: 0;
          overflow-wrap: anywhere;
        `}
      >
        {label}
      </span>
      <span
        id={countId}
        css={css`
          font-size: ${theme.font.small};
          color: ${theme.colors.muted};
          font-variant-numeric: tabular-nums;
        `}
      >
        {count}
      </span>
    </div>
  );
}
