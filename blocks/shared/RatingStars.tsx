import { css, useTheme } from '@emotion/react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';

/** How many stars a rating has (the ratingStars block, the help chat's rated answer). */
export const MAX_STARS = 5;

export interface RatingStarsProps {
  label: string;
  /** 0 when none is chosen. */
  value?: number;
  emit: (event: 'change', payload: { value: number }) => void;
  busy?: boolean;
  disabled?: boolean;
}

/** Each star is a button named by its number ("4 stars", "4 bintang"), pressed when filled. */
export function RatingStars({ label, value = 0, emit, busy, disabled }: RatingStarsProps) {
  const theme = useTheme();
  const t = useT();
  const stars = Array.from({ length: MAX_STARS }, (_, i) => i + 1);
  return (
    <div
      role="group"
      aria-label={label}
      css={css`
        display: flex;
        justify-content: center;
        gap: ${theme.space.s};
        margin: ${theme.space.m} 0;
      `}
    >
      {stars.map((n) => {
        const filled = n <= value;
        return (
          <button
            key={n}
            type="button"
            aria-label={t(n === 1 ? 'rating.star' : 'rating.stars', { n })}
            aria-pressed={filled}
            disabled={disabled || busy}
            onClick={() => emit('change', { value: n })}
            css={css`
              width: 44px;
              height: 44px;
              border: 0;
              background: none;
              font-size: 32px;
              line-height: 1;
              cursor: pointer;
              color: ${filled ? theme.colors.accent : theme.colors.muted};
            `}
          >
            <span aria-hidden="true">{filled ? '★' : '☆'}</span>
          </button>
        );
      })}
    </div>
  );
}
