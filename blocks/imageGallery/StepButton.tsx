import { css, useTheme } from '@emotion/react';
import { roundButton } from './roundButton.ts';

interface StepButtonProps {
  /** The edge of the screen it sits at: left steps back, right steps on. */
  side: 'left' | 'right';
  /** The name of the picture it shows. */
  name: string;
  onPress: () => void;
}

/** Previous or next picture: a round button at the middle of the screen's edge, named by the picture it shows. */
export function StepButton({ side, name, onPress }: StepButtonProps) {
  const theme = useTheme();
  return (
    <button
      type="button"
      aria-label={name}
      onClick={onPress}
      css={[
        roundButton,
        css`
          position: absolute;
          ${side}: ${theme.space.s};
          top: 50%;
          transform: translateY(-50%);
        `,
      ]}
    >
      <span aria-hidden="true">{side === 'left' ? '‹' : '›'}</span>
    </button>
  );
}
