import { css, useTheme } from '@emotion/react';
import type { Props } from './definition.ts';
import { contactHref } from '../../renderer/runtime/links/contactHref.ts';

export default function ContactLink({ kind, label, value }: Props) {
  const theme = useTheme();
  const href = value ? contactHref(kind, value) : null;
  if (!value) return null;
  return (
    <p
      css={css`
        display: flex;
        justify-content: space-between;
        gap: ${theme.space.m};
        margin: ${theme.space.s} ${theme.space.m};
        font-size: ${theme.font.body};
      `}
    >
      <span
        css={css`
          color: ${theme.colors.muted};
        `}
      >
        {label}
      </span>
      {href ? (
        // A phone number stays on one line (the label beside it wraps instead); an address may break.
        <a
          href={href}
          css={css`
            color: ${theme.colors.accent};
            font-weight: 600;
            ${kind === 'tel' ? 'white-space: nowrap;' : 'overflow-wrap: anywhere;'}
          `}
        >
          {value}
        </a>
      ) : (
        <span>{value}</span>
      )}
    </p>
  );
}
