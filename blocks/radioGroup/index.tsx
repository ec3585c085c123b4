import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { choiceValue } from '../shared/choiceValue.ts';
import type { Props } from './definition.ts';
import { isChosen, readOptions } from './options.ts';
import { visuallyHidden } from '../../renderer/runtime/theme/field.ts';
import { radioStyle, rowStyle } from './styles.ts';

/**
 * A fieldset named by its legend with one native radio per option, so taps, Space and the arrow
 * keys work as the platform's own radios do. Each radio is named by its title alone (a bank name,
 * a market); the second line (a masked card number) is its description, so two cards of one bank
 * are told apart by it. Only a change of choice raises select, as with native radios.
 */
export default function RadioGroup(props: Props) {
  const {
    label,
    labelHidden = false,
    options,
    valueKey = 'value',
    titleKey = 'title',
    descriptionKey,
    selected,
    emit,
    set,
    busy,
    disabled,
  } = props;
  const theme = useTheme();
  const name = useId();
  const list = readOptions(options, valueKey, titleKey, descriptionKey);
  const off = Boolean(disabled || busy);
  return (
    <fieldset
      aria-busy={busy || undefined}
      css={css`
        position: relative;
        min-width: 0;
        margin: ${theme.space.m};
        padding: 0;
        border: 0;
        color: ${theme.colors.text};
      `}
    >
      <legend
        css={
          labelHidden
            ? visuallyHidden
            : css`
                padding: 0;
                margin-bottom: ${theme.space.s};
                font-size: ${theme.font.body};
                font-weight: 600;
              `
        }
      >
        {label}
      </legend>
      <div
        css={css`
          display: grid;
          gap: ${theme.space.s};
        `}
      >
        {list.map(({ value, title, description, option }, index) => {
          const checked = isChosen(value, selected);
          const id = `${name}-${index}`;
          return (
            <label key={index} htmlFor={id} css={rowStyle(theme, checked, off)}>
              <input
                id={id}
                type="radio"
                name={name}
                value={value === null || value === undefined ? '' : String(value)}
                checked={checked}
                disabled={off}
                aria-labelledby={`${id}-title`}
                aria-describedby={description ? `${id}-description` : undefined}
                onChange={() => {
                  set?.selected?.(choiceValue(value));
                  emit('select', { value, title, option, index });
                }}
                css={radioStyle(theme)}
              />
              <span
                css={css`
                  flex: 1;
                  min-width: 0;
                  overflow-wrap: anywhere;
                `}
              >
                <span
                  id={`${id}-title`}
                  css={css`
                    display: block;
                    font-weight: 600;
                  `}
                >
                  {title}
                </span>
                {description && (
                  <span
                    id={`${id}-description`}
                    css={css`
                      display: block;
                      margin-top: 2px;
                      font-size: ${theme.font.small};
                      color: ${theme.colors.muted};
                      font-variant-numeric: tabular-nums;
                    `}
                  >
                    {description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
