import { css, useTheme } from '@emotion/react';
import { filledButton } from '../theme/pressable.ts';

/** A page's data could not be loaded: what happened, in the user's language, and a way to retry. */
export function LoadError({ title, message, retryLabel, onRetry }: { title: string; message: string; retryLabel: string; onRetry: () => void }) {
  const theme = useTheme();
  return (
    <main
      aria-labelledby="load-error-title"
      css={css`
        padding: 48px 24px;
        text-align: center;
      `}
    >
      <h1
        id="load-error-title"
        css={css`
          font-size: ${theme.font.title};
          margin: 0 0 12px;
        `}
      >
        {title}
      </h1>
      <p role="alert" css={css`margin: 0 0 24px; color: ${theme.colors.muted};`}>
        {message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        css={[filledButton(theme), css`min-width: 160px;`]}
      >
        {retryLabel}
      </button>
    </main>
  );
}
