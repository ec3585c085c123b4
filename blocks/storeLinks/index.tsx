import { css, useTheme } from '@emotion/react';
import { buttonLook, pressable } from '../../renderer/runtime/theme/pressable.ts';
import type { Props } from './definition.ts';

export default function StoreLinks({
  android,
  ios,
  platform = 'android',
  androidLabel,
  iosLabel,
  empty,
  emit,
  busy,
  disabled,
  children,
}: Props) {
  const theme = useTheme();
  const stores = [
    { system: 'android', url: android, label: androidLabel },
    { system: 'ios', url: ios, label: iosLabel },
  ].filter(
    (store): store is { system: string; url: string; label: string } =>
      typeof store.url === 'string' && store.url.trim() !== '',
  );
  const stack = css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space.s};
  `;
  if (stores.length === 0) {
    return (
      <div css={stack}>
        <p
          css={css`
            margin: 0;
            color: ${theme.colors.muted};
          `}
        >
          {empty}
        </p>
        {children}
      </div>
    );
  }
  return (
    <div css={stack}>
      {stores.map((store) => (
        // A store page is somewhere else: a link, though the page decides how it opens (the safe link rule).
        <button
          key={store.system}
          type="button"
          role="link"
          disabled={disabled || busy}
          onClick={() => emit('open', { url: store.url })}
          css={[
            pressable(theme),
            css`
              font-size: 16px;
              border: 0;
            `,
            buttonLook(theme, store.system === platform ? 'primary' : 'secondary'),
          ]}
        >
          {store.label}
        </button>
      ))}
    </div>
  );
}
