import { css, useTheme } from '@emotion/react';
import type { Props } from './definition.ts';

type ProductTitleProps = Pick<Props, 'logo' | 'name' | 'tags'> & { nameId: string };

/** The card's first row: the lender's logo, the product's name (naming the card) and its first two tags. */
export function ProductTitle({ nameId, logo, name, tags }: ProductTitleProps) {
  const theme = useTheme();
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${theme.space.s};
      `}
    >
      {logo && (
        <img
          src={logo}
          alt=""
          width={32}
          height={32}
          css={css`
            border-radius: 8px;
          `}
        />
      )}
      <h3
        id={nameId}
        css={css`
          margin: 0;
          font-size: 16px;
        `}
      >
        {name}
      </h3>
      {tags?.slice(0, 2).map((tag) => (
        <span
          key={tag}
          css={css`
            font-size: 11px;
            white-space: nowrap;
            padding: 2px 6px;
            border-radius: 8px;
            border: 1px solid ${theme.colors.accent};
            color: ${theme.colors.accent};
          `}
        >
          {tag}
        </span>
      ))}
    </div>
  );
}
