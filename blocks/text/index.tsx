import { css, useTheme } from '@emotion/react';
import { KeepFigures } from '../../renderer/runtime/ui/KeepFigures.tsx';
import type { Props } from './definition.ts';

export default function Text({ text, variant = 'body', align = 'start' }: Props) {
  const theme = useTheme();
  if (!text) return null;
  const shown = <KeepFigures text={text} />;
  const base = css`
    margin: ${theme.space.s} ${theme.space.m};
    text-align: ${align};
    line-height: 1.5;
  `;
  if (variant === 'heading')
    return (
      <h2
        css={[
          base,
          css`
            font-size: 17px;
          `,
        ]}
      >
        {shown}
      </h2>
    );
  if (variant === 'alert') {
    return (
      <p
        role="alert"
        css={[
          base,
          css`
            font-size: ${theme.font.body};
            color: ${theme.colors.danger};
          `,
        ]}
      >
        {shown}
      </p>
    );
  }
  return (
    <p
      css={[
        base,
        css`
          font-size: ${variant === 'note' ? theme.font.small : theme.font.body};
        `,
        variant === 'note' &&
          css`
            color: ${theme.colors.muted};
          `,
      ]}
    >
      {shown}
    </p>
  );
}
