import { css, useTheme } from '@emotion/react';
import type { Props } from './definition.ts';

export default function StatusBanner({ image, imageAlt = '', title, description }: Props) {
  const theme = useTheme();
  return (
    <div
      css={css`
        text-align: center;
        padding-bottom: ${theme.space.m};
      `}
    >
      <img
        src={image}
        alt={imageAlt}
        width={750}
        height={300}
        css={css`
          display: block;
          width: 100%;
          height: auto;
          aspect-ratio: 5 / 2;
          object-fit: cover;
        `}
      />
      <h2
        css={css`
          font-size: ${theme.font.title};
          margin: ${theme.space.m} ${theme.space.m} ${theme.space.xs};
          color: ${theme.colors.accent};
        `}
      >
        {title}
      </h2>
      {description && (
        <p
          css={css`
            margin: 0 ${theme.space.m};
            font-size: ${theme.font.body};
            color: ${theme.colors.muted};
            line-height: 1.5;
          `}
        >
          {description}
        </p>
      )}
    </div>
  );
}
