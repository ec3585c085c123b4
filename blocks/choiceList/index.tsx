import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { choiceValue } from '../shared/choiceValue.ts';
import { ChoiceOption } from './ChoiceOption.tsx';
import type { Props } from './definition.ts';

function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A group named by its heading; each option is a toggle button (aria-pressed) named by its title
 * alone, its second line read as the button's description.
 */
export default function ChoiceList(props: Props) {
  const {
    label,
    options,
    valueKey = 'value',
    titleKey = 'title',
    descriptionKey,
    selected,
    layout = 'list',
    emit,
    set,
    busy,
    disabled,
  } = props;
  const theme = useTheme();
  const baseId = useId();
  const headingId = `${baseId}-label`;
  const list = (Array.isArray(options) ? options : []) as Record<string, unknown>[];
  const grid = layout === 'grid';
  // Values arrive as numbers from one call and strings from another (or a query): compare as text.
  const chosen = selected === null || selected === undefined ? null : String(selected);
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      css={css`
        margin: ${theme.space.m};
      `}
    >
      <h2
        id={headingId}
        css={css`
          margin: 0 0 ${theme.space.s};
          font-size: ${theme.font.body};
          font-weight: 600;
        `}
      >
        {label}
      </h2>
      {list.length > 0 && (
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: ${theme.space.s};
            grid-template-columns: ${grid ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)'};
          `}
        >
          {list.map((item, index) => {
            const option = item ?? {};
            const value = option[valueKey];
            const title = text(option[titleKey]);
            const pressed = chosen !== null && value !== undefined && value !== null && String(value) === chosen;
            return (
              <ChoiceOption
                key={index}
                idPrefix={`${baseId}-${index}`}
                title={title}
                description={descriptionKey ? text(option[descriptionKey]) : ''}
                pressed={pressed}
                grid={grid}
                disabled={disabled || busy}
                onPress={() => {
                  set?.selected?.(choiceValue(value));
                  emit('select', { value, title, option, index });
                }}
              />
            );
          })}
        </ul>
      )}
    </div>
  );
}
