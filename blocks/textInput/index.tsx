import { css, useTheme, type Theme } from '@emotion/react';
import { useId, type KeyboardEvent } from 'react';
import { Counter } from './Counter.tsx';
import type { Props } from './definition.ts';
import { fieldBox, visuallyHidden } from '../../renderer/runtime/theme/field.ts';
import { filledButton } from '../../renderer/runtime/theme/pressable.ts';
import { useDraft } from './useDraft.ts';

function fieldLook(
  theme: Theme,
  { multiline, readOnly, rows }: { multiline: boolean; readOnly: boolean; rows: number },
) {
  return [
    fieldBox(theme, { readOnly }),
    css`
      overflow-wrap: anywhere;
      resize: none;
    `,
    multiline &&
      css`
        /* Grows with its text where the browser can (elsewhere it keeps its rows and scrolls);
           read-only text needs no room to type into. */
        field-sizing: content;
        min-height: ${readOnly ? '44px' : `calc(${rows} * 1.4em + 22px)`};
      `,
  ];
}

/**
 * A labelled field (or text area) showing its own text so the caret stays put while the page's
 * value catches up (useDraft.ts). While one of its chains runs (`busy`: a chat message being sent) it
 * is read-only rather than disabled: the runtime would drop its changes meanwhile, and a disabled
 * field loses the focus (the phone keyboard closes). `disabled` (enabledWhen) disables it.
 */
export default function TextInput(props: Props) {
  const {
    label,
    labelHidden = false,
    value = '',
    placeholder,
    maxLength,
    multiline = false,
    rows = 5,
    counter = false,
    readOnly = false,
    submitLabel,
  } = props;
  const { inputMode = 'text', autoComplete } = props;
  const { emit, set, busy, disabled } = props;
  const theme = useTheme();
  const fieldId = useId();
  const counterId = useId();
  const { text, onChange } = useDraft({ value, maxLength, set, emit });

  // With a send button, a blank text is not sent (a chat message must say something).
  const canSubmit = !busy && !disabled && (submitLabel === undefined || text.trim() !== '');
  const submit = () => {
    if (canSubmit) emit('submit', { value: text });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends an IME composition only confirms the word.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  // pattern: older iOS shows the digit pad only with it; inputMode alone picks it elsewhere.
  const single = { onKeyDown, pattern: inputMode === 'numeric' ? '[0-9]*' : undefined };
  const common = {
    id: fieldId,
    value: text,
    placeholder,
    maxLength,
    readOnly: readOnly || busy,
    disabled,
    'aria-busy': busy || undefined,
    'aria-describedby': counter ? counterId : undefined,
    onChange,
    inputMode,
    autoComplete,
    css: fieldLook(theme, { multiline, readOnly, rows }),
  };

  return (
    <div
      css={css`
        position: relative;
        margin: ${theme.space.s} 0;
        color: ${theme.colors.text};
      `}
    >
      <label
        htmlFor={fieldId}
        css={
          labelHidden
            ? visuallyHidden
            : css`
                display: block;
                margin-bottom: ${theme.space.xs};
                font-size: ${theme.font.body};
                font-weight: 600;
              `
        }
      >
        {label}
      </label>
      {multiline ? (
        <textarea rows={rows} {...common} />
      ) : submitLabel === undefined ? (
        <input type="text" {...single} {...common} />
      ) : (
        <div
          css={css`
            display: flex;
            gap: ${theme.space.s};
          `}
        >
          <input type="text" {...single} {...common} />
          <button
            type="button"
            disabled={!canSubmit}
            onClick={submit}
            css={[
              filledButton(theme),
              css`
                flex: none;
                min-width: 72px;
              `,
            ]}
          >
            {submitLabel}
          </button>
        </div>
      )}
      {counter && <Counter id={counterId} length={text.length} maxLength={maxLength} />}
    </div>
  );
}
