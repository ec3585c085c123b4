import { css, useTheme } from '@emotion/react';
import { optionStyle } from './styles.ts';

interface ChoiceOptionProps {
  /** Starts the ids of its title and description. */
  idPrefix: string;
  title: string;
  /** Its second line; none when empty. */
  description: string;
  pressed: boolean;
  grid: boolean;
  disabled: boolean | undefined;
  onPress: () => void;
}

/**
 * One option: a toggle button (aria-pressed) named by its title alone, its second line read as the
 * button's description, with a mark saying it is chosen (a list row also shows one saying it leads on).
 */
export function ChoiceOption({ idPrefix, title, description, pressed, grid, disabled, onPress }: ChoiceOptionProps) {
  const theme = useTheme();
  const titleId = `${idPrefix}-title`;
  const descriptionId = `${idPrefix}-description`;
  return (
    <li
      css={css`
        display: flex;
      `}
    >
      <button
        type="button"
        aria-pressed={pressed}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={onPress}
        css={optionStyle(theme, pressed, grid)}
      >
        <span
          css={css`
            display: flex;
            align-items: center;
            gap: ${theme.space.s};
          `}
        >
          <span
            id={titleId}
            css={css`
              flex: 1;
              font-weight: 600;
            `}
          >
            {title}
          </span>
          {/* Chosen is also shown by a mark, not by colour alone. */}
          {(pressed || !grid) && (
            <span
              aria-hidden="true"
              css={[
                css`
                  flex: none;
                  width: 20px;
                  text-align: center;
                  color: ${theme.colors.accent};
                `,
                grid &&
                  css`
                    position: absolute;
                    top: 4px;
                    right: 6px;
                  `,
              ]}
            >
              {pressed ? '✓' : '›'}
            </span>
          )}
        </span>
        {description && (
          <span
            id={descriptionId}
            css={css`
              display: block;
              margin-top: 2px;
              font-size: ${theme.font.small};
              color: ${theme.colors.muted};
            `}
          >
            {description}
          </span>
        )}
      </button>
    </li>
  );
}
