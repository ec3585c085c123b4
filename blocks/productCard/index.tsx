import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import type { Props } from './definition.ts';

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
