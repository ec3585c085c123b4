import { css, useTheme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { visuallyHidden } from '../../renderer/runtime/theme/field.ts';
import { choose, rejectMessage } from './choose.ts';
import type { Props } from './definition.ts';
import { Plus, Spinner } from './icons.tsx';
import { Thumbnail } from './Thumbnail.tsx';

/** Keys that survive removing an earlier picture, even when the same address is there twice. */
function keysOf(images: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return images.map((src) => {
    const n = (seen.get(src) ?? 0) + 1;
    seen.set(src, n);
    return `${src}#${n}`;
  });
}

/**
 * Thumbnails of the pictures already uploaded, each with a remove button, and an "Add picture" tile
 * opening the file chooser for one picture at a time. The block only decides (choose.ts: by content,
 * metadata removed): the page uploads a picked file (the runtime marks the block busy meanwhile) and
 * toasts the reason of a reject.
 */
export default function ImagePicker({ label, images = [], max = 9, maxBytes, emit, busy, disabled }: Props) {
  const theme = useTheme();
  const t = useT();
  const labelId = useId();
  const countId = useId();
  const inputId = useId();
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  /** The index of the picture just removed: its neighbour takes the focus once the list has changed. */
  const removedAt = useRef<number | null>(null);
  const full = images.length >= max;
  /** While a chosen file is read and cleaned, before the page has it. */
  const [preparing, setPreparing] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const working = Boolean(busy || preparing);
  const locked = working || Boolean(disabled);
  const addOff = locked || full;

  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(at, buttons.length - 1)] ?? input.current)?.focus();
  }, [images]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so choosing the same file again is still a change.
    event.target.value = '';
    if (!file || preparing) return;
    setPreparing(true);
    try {
      const choice = await choose(file, { count: images.length, max, maxBytes });
      if (!mounted.current) return;
      if (choice.event === 'pick') emit('pick', choice.payload);
      else emit('reject', { ...choice.payload, message: rejectMessage(t, choice.payload, max) });
    } finally {
      if (mounted.current) setPreparing(false);
    }
  };

  const remove = (index: number) => {
    removedAt.current = index;
    emit('remove', { images: images.filter((_, i) => i !== index), removed: images[index], index });
  };

  const keys = keysOf(images);
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      css={css`
        margin: ${theme.space.s} 0;
        color: ${theme.colors.text};
      `}
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          gap: ${theme.space.s};
          margin-bottom: ${theme.space.s};
        `}
      >
        <span
          id={labelId}
          css={css`
            font-weight: 600;
            min-width: 0;
            overflow-wrap: anywhere;
          `}
        >
          {label}
        </span>
        <span
          id={countId}
          css={css`
            font-size: ${theme.font.small};
            color: ${theme.colors.muted};
            font-variant-numeric: tabular-nums;
          `}
        >
          {t('images.count', { n: images.length, max })}
        </span>
      </div>
      <ul
        ref={list}
        css={css`
          display: grid;
          grid-template-columns: repeat(4, minmax(0, 1fr));
          gap: ${theme.space.s};
          margin: 0;
          padding: 0;
          list-style: none;
        `}
      >
        {images.map((src, index) => (
          <Thumbnail
            key={keys[index]}
            src={src}
            alt={t('images.image', { n: index + 1 })}
            removeLabel={t('images.remove', { n: index + 1 })}
            disabled={locked}
            onRemove={() => remove(index)}
          />
        ))}
        <li
          css={css`
            position: relative;
          `}
        >
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            disabled={addOff}
            aria-disabled={addOff || undefined}
            aria-describedby={countId}
            onChange={(event) => void onFile(event)}
            css={visuallyHidden}
          />
          <label
            htmlFor={inputId}
            css={css`
              box-sizing: border-box;
              display: flex;
              flex-direction: column;
              align-items: center;
              justify-content: center;
              aspect-ratio: 1;
              min-height: 44px;
              padding: ${theme.space.xs};
              border: 1px dashed ${theme.colors.muted};
              border-radius: ${theme.radius};
              background: ${theme.colors.surface};
              color: ${theme.colors.muted};
              font-size: ${theme.font.small};
              line-height: 1.2;
              text-align: center;
              overflow-wrap: anywhere;
              cursor: ${addOff ? 'default' : 'pointer'};
              opacity: ${full || disabled ? 0.5 : 1};
              input:focus-visible + & {
                outline: 2px solid ${theme.colors.accent};
                outline-offset: 1px;
              }
            `}
          >
            {/* Icons, not a "+" character: the label's text is exactly the control's name. */}
            {working ? <Spinner color={theme.colors.accent} /> : <Plus color={theme.colors.accent} />}
            {t('images.add')}
          </label>
        </li>
      </ul>
      <p
        role="status"
        css={css`
          margin: ${theme.space.xs} 0 0;
          min-height: 1.2em;
          font-size: ${theme.font.small};
          color: ${theme.colors.muted};
        `}
      >
        {working ? t('images.uploading') : ''}
      </p>
    </div>
  );
}
