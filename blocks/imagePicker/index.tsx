import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { AddTile } from './AddTile.tsx';
import type { Props } from './definition.ts';
import { PickerHeading } from './PickerHeading.tsx';
import { Thumbnail } from './Thumbnail.tsx';
import { usePictureChoice } from './usePictureChoice.ts';
import { useRemoval } from './useRemoval.ts';

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
  const { list, input, remove } = useRemoval(images, emit);
  const { preparing, onFile } = usePictureChoice({ images, max, maxBytes, emit, t });
  const full = images.length >= max;
  const working = Boolean(busy || preparing);
  const locked = working || Boolean(disabled);

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
      <PickerHeading
        labelId={labelId}
        countId={countId}
        label={label}
        count={t('images.count', { n: images.length, max })}
      />
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
        <AddTile
          input={input}
          countId={countId}
          text={t('images.add')}
          off={locked || full}
          faded={full || Boolean(disabled)}
          working={working}
          onFile={(event) => void onFile(event)}
        />
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
