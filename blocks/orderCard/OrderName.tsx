import { css, useTheme } from '@emotion/react';
import type { Props } from './definition.ts';

type OrderNameProps = Pick<Props, 'name' | 'status'> & {
  nameId: string;
  /** h3 under the card's caption, h2 without one. */
  level: 'h2' | 'h3';
};

/** The product's name, the heading that names the card, and the order's status under it. */
export function OrderName({ nameId, level: NameHeading, name, status }: OrderNameProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        flex: 1;
        min-width: 0;
      `}
    >
      <NameHeading
        id={nameId}
        css={css`
          margin: 0;
          font-size: 16px;
          overflow-wrap: anywhere;
        `}
      >
        {name}
      </NameHeading>
      {status && (
        <p
          css={css`
            margin: 2px 0 0;
            font-size: ${theme.font.small};
            color: ${theme.colors.accent};
          `}
        >
          {status}
        </p>
      )}
    </div>
  );
}
