import { css, keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

export function Plus({ color }: { color: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      css={css`
        stroke: ${color};
        stroke-width: 2;
        stroke-linecap: round;
      `}
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

/** Shown on the add tile while a picture uploads (the words are in the status region). */
export function Spinner({ color }: { color: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      css={css`
        fill: none;
        stroke: ${color};
        stroke-width: 2.5;
        stroke-linecap: round;
        animation: ${spin} 0.9s linear infinite;
        @media (prefers-reduced-motion: reduce) {
          animation-duration: 3s;
        }
      `}
    >
      <path d="M12 3a9 9 0 1 0 9 9" />
    </svg>
  );
}
