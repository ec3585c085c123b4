import { css, useTheme } from '@emotion/react';
import { useId, useRef } from 'react';
import { useShowToast } from '../../renderer/runtime/ui/Toast.tsx';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { outlineButton } from '../../renderer/runtime/theme/pressable.ts';
import type { Props } from './definition.ts';
import { copyText } from './copy.ts';

/**
 * A labelled value as a term/definition pair (the value is named by its label), large for the
 * headline number. Copy puts the value on the clipboard and says "Copied" in the app's toast;
 * where copying is impossible it selects the value instead, ready for the phone's own copy.
 */
export default function Figure({ label, value, size = 'normal', copyable = false }: Props) {
  const theme = useTheme();
  const t = useT();
  const showToast = useShowToast();
  const labelId = useId();
  const valueRef = useRef<HTMLElement>(null);
  const large = size === 'large';
  // A binding may still be empty (data loading) or give a number: show text, never "undefined".
  const text = value === null || value === undefined ? '' : String(value);
  const canCopy = copyable && text !== '';

  const copy = async () => {
    if (await copyText(text)) {
      showToast(t('common.copied'));
      return;
    }
    const shown = valueRef.current;
    const selection = typeof window.getSelection === 'function' ? window.getSelection() : null;
    if (shown && selection) selection.selectAllChildren(shown);
  };

  return (
    <div
      css={css`
        position: relative;
        margin: ${theme.space.m};
        padding: ${theme.space.m};
        background: ${theme.colors.surface};
        border-radius: ${theme.radius};
        color: ${theme.colors.text};
      `}
    >
      <dl
        css={css`
          margin: 0;
        `}
      >
        {/* The label's row keeps room for the Copy button, so the value below gets the whole width. */}
        <dt
          id={labelId}
          css={css`
            display: flex;
            align-items: center;
            min-height: ${canCopy ? '44px' : 'auto'};
            padding-right: ${canCopy ? '88px' : '0'};
            font-size: ${theme.font.small};
            color: ${theme.colors.muted};
            overflow-wrap: anywhere;
          `}
        >
          {label}
        </dt>
        <dd
          ref={valueRef}
          aria-labelledby={labelId}
          css={css`
            margin: ${theme.space.xs} 0 0;
            /* 16 digits fit one line on a 320px phone. */
            font-size: ${large ? 'clamp(20px, 6.2vw, 28px)' : theme.font.body};
            font-weight: ${large ? 700 : 600};
            line-height: 1.25;
            font-variant-numeric: tabular-nums;
            letter-spacing: ${large ? '0.02em' : 'normal'};
            overflow-wrap: anywhere;
            /* A long press takes the whole number. */
            user-select: all;
            -webkit-user-select: all;
          `}
        >
          {text}
        </dd>
      </dl>
      {canCopy && (
        <button
          type="button"
          aria-label={`${t('common.copy')} ${label}`}
          onClick={() => void copy()}
          css={[
            outlineButton(theme),
            css`
              position: absolute;
              top: ${theme.space.m};
              right: ${theme.space.m};
              min-width: 64px;
              white-space: nowrap;
              font-size: ${theme.font.small};
            `,
          ]}
        >
          {t('common.copy')}
        </button>
      )}
    </div>
  );
}
