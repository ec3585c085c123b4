import { css, useTheme, type Theme } from '@emotion/react';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import type { Props } from './definition.ts';
import { cut, received, startDraft, typed } from '../shared/fieldDraft.ts';
import { fieldBox, visuallyHidden } from '../../renderer/runtime/theme/field.ts';
import { filledButton } from '../../renderer/runtime/theme/pressable.ts';

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
 * value catches up (draft.ts). While one of its chains runs (`busy`: a chat message being sent) it
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
  const t = useT();
  const fieldId = useId();
  const counterId = useId();
  const [draft, setDraft] = useState(() => startDraft(value));
  // The page changed the value (or echoed ours): adjust while rendering, as React recommends.
  let current = draft;
  if (value !== draft.prop) {
    current = received(draft, value);
    setDraft(current);
  }
  const text = current.text;

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // maxLength stops typing; a longer paste (or a keyboard that ignores the attribute) is cut, not refused.
    const next = cut(event.target.value, maxLength);
    setDraft((before) => typed(before, next));
    set?.value?.(next);
    emit('change', { value: next });
  };
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
      {counter && (
        <p
          id={counterId}
          css={css`
            margin: ${theme.space.xs} 0 0;
            text-align: right;
            font-size: ${theme.font.small};
            font-variant-numeric: tabular-nums;
            color: ${maxLength !== undefined && text.length >= maxLength ? theme.colors.accent : theme.colors.muted};
          `}
        >
          {maxLength === undefined ? text.length : t('text.counter', { n: text.length, max: maxLength })}
        </p>
      )}
    </div>
  );
}
