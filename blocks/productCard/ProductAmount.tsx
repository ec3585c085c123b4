import { css, useTheme } from '@emotion/react';
import type { Props } from './definition.ts';

type ProductAmountProps = Pick<Props, 'amountRange' | 'amountDescription'>;

/** How much one can borrow, large, and the line under it saying what the figure is. */
export function ProductAmount({ amountRange, amountDescription }: ProductAmountProps) {
  const theme = useTheme();
  return (
    <>
      {amountRange && (
        // A currency mark stays with its number ("Rp 15.000.000" never breaks after "Rp").
        <p
          css={css`
            margin: ${theme.space.s} 0 0;
            font-size: 22px;
            font-weight: 700;
          `}
        >
          {amountRange.replace(/\s(?=\d)/g, '\u00a0')}
        </p>
      )}
      {amountDescription && (
        <p
          css={css`
            margin: 0;
            font-size: ${theme.font.small};
            color: ${theme.colors.muted};
          `}
        >
          {amountDescription}
        </p>
      )}
    </>
  );
}
