import { css, useTheme } from '@emotion/react';
import { useId, type ChangeEvent, type Ref } from 'react';
import { visuallyHidden } from '../../renderer/runtime/theme/field.ts';
import { Plus, Spinner } from './icons.tsx';

interface AddTileProps {
  input: Ref<HTMLInputElement>;
  /** The id of the count, which describes the input. */
  countId: string;
  /** The label's text, exactly the control's name. */
  text: string;
  /** The input is off: the picker is busy, disabled or full. */
  off: boolean;
  /** Shown faded: full or disabled (not while busy, when the spinner says why). */
  faded: boolean;
  working: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * The last tile of the grid: a visually hidden file input for one picture and the square label that
 * opens it, showing a plus (a spinner while a picture is on its way) and taking the input's focus ring.
 */
export function AddTile({ input, countId, text, off, faded, working, onFile }: AddTileProps) {
  const theme = useTheme();
  const inputId = useId();
  return (
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
        disabled={off}
        aria-disabled={off || undefined}
        aria-describedby={countId}
        onChange={onFile}
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
          cursor: ${off ? 'default' : 'pointer'};
          opacity: ${faded ? 0.5 : 1};
          input:focus-visible + & {
            outline: 2px solid ${theme.colors.accent};
            outline-offset: 1px;
          }
        `}
      >
        {/* Icons, not a "+" character: the label's text is exactly the control's name. */}
        {working ? <Spinner color={theme.colors.accent} /> : <Plus color={theme.colors.accent} />}
        {text}
      </label>
    </li>
  );
}
