import { css, useTheme } from '@emotion/react';
import { useRef, useState } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import type { Props } from './definition.ts';
import { Viewer } from './Viewer.tsx';

/**
 * Thumbnails, four to a row, each a button named "View picture n" (or "<label> n"); the picture
 * inside has an empty alt so the name is said once. Tapping one opens the viewer; closing it puts
 * the focus back on the thumbnail of the picture last shown.
 */
export default function ImageGallery({ label, images }: Props) {
  const theme = useTheme();
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!images?.length) return null;

  const nameOf = (n: number) => (label ? `${label} ${n}` : t('images.view', { n }));
  const altOf = (n: number) => (label ? `${label} ${n}` : t('images.image', { n }));
  const close = () => {
    if (open !== null) thumbs.current[open]?.focus();
    setOpen(null);
  };

  return (
    <>
      <ul
        aria-label={label}
        css={css`
          display: grid;
          grid-template-columns: repeat(4, minmax(0, 1fr));
          gap: ${theme.space.s};
          margin: ${theme.space.s} 0;
          padding: 0;
          list-style: none;
        `}
      >
        {images.map((src, index) => (
          // Addresses can repeat; the list only changes when the page reloads it.
          <li key={index}>
            <button
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              aria-label={nameOf(index + 1)}
              onClick={() => setOpen(index)}
              css={css`
                display: block;
                width: 100%;
                aspect-ratio: 1;
                min-height: 44px;
                padding: 0;
                border: 0;
                border-radius: ${theme.radius};
                overflow: hidden;
                background: ${theme.colors.surface};
                cursor: zoom-in;
                &:focus-visible {
                  outline: 2px solid ${theme.colors.accent};
                  outline-offset: 2px;
                }
              `}
            >
              <img
                src={src}
                alt=""
                loading="lazy"
                decoding="async"
                css={css`
                  display: block;
                  width: 100%;
                  height: 100%;
                  object-fit: cover;
                `}
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && open < images.length && (
        <Viewer images={images} index={open} nameOf={nameOf} altOf={altOf} onIndex={setOpen} onClose={close} />
      )}
    </>
  );
}
