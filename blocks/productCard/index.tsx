import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import type { Props } from './definition.ts';
import { ProductAmount } from './ProductAmount.tsx';
import { ProductTitle } from './ProductTitle.tsx';

/**
 * A recommended loan product: an article named by the product's name, with its amount, rate and
 * description; its button raises press only when the product is enabled (greyed otherwise).
 */
export default function ProductCard(props: Props) {
  const {
    logo,
    name,
    amountRange,
    amountDescription,
    rate,
    description,
    tags,
    buttonText,
    enabled = true,
    emit,
    busy,
    disabled,
  } = props;
  const theme = useTheme();
  const t = useT();
  const nameId = useId();
  const usable = enabled && !disabled;
  return (
    <article
      aria-labelledby={nameId}
      css={css`
        margin: ${theme.space.s} ${theme.space.m};
        padding: ${theme.space.m};
        border-radius: ${theme.radius};
        background: ${theme.colors.surface};
      `}
    >
      <ProductTitle nameId={nameId} logo={logo} name={name} tags={tags} />
      <ProductAmount amountRange={amountRange} amountDescription={amountDescription} />
      {rate && (
        <p
          css={css`
            margin: ${theme.space.xs} 0 0;
            font-size: ${theme.font.small};
          `}
        >
          {t('product.rate')}: {rate}
        </p>
      )}
      {description && (
        <p
          css={css`
            margin: ${theme.space.xs} 0 0;
            font-size: ${theme.font.small};
            color: ${theme.colors.muted};
          `}
        >
          {description}
        </p>
      )}
      <button
        type="button"
        disabled={!usable || busy}
        onClick={() => emit('press')}
        css={css`
          margin-top: ${theme.space.m};
          width: 100%;
          min-height: 44px;
          border: 0;
          border-radius: 22px;
          font-size: 15px;
          font-weight: 600;
          background: ${usable ? theme.colors.accent : '#8a8a8a'};
          color: ${usable ? theme.colors.onAccent : '#eeeeee'};
        `}
      >
        {buttonText}
      </button>
    </article>
  );
}
