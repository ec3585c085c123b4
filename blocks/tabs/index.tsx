import { useTheme } from '@emotion/react';
import { Children, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Props } from './definition.ts';
import { emptyNote } from '../../renderer/runtime/theme/text.ts';
import { barStyle, panelStyle, spacerStyle, tabStyle } from './styles.ts';

function titleOf(tab: unknown, titleKey: string): string {
  if (typeof tab === 'string') return tab;
  const value = typeof tab === 'object' && tab !== null ? (tab as Record<string, unknown>)[titleKey] : undefined;
  return value === null || value === undefined ? '' : String(value);
}

/** Arrow keys move focus between tabs (wrapping), Home/End to the ends; other keys do nothing. */
function nextIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A tab list with manual activation: arrows only move focus, Enter/Space/tap selects. Topics that
 * start a request (the help chat) must not fire one per arrow press. The page owns `selected`.
 */
export default function Tabs(props: Props) {
  const {
    label,
    tabs,
    titleKey = 'title',
    selected = 0,
    position = 'top',
    empty,
    emit,
    set,
    busy,
    disabled,
    children,
  } = props;
  const theme = useTheme();
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const barRef = useRef<HTMLDivElement>(null);
  const list = Array.isArray(tabs) ? tabs : [];
  const current = typeof selected === 'number' && selected >= 0 && selected < list.length ? selected : null;

  // The one tab in the Tab order: the last one the arrows reached, else the selected one, else the first.
  const [roving, setRoving] = useState<number | null>(null);
  const [seenSelected, setSeenSelected] = useState(current);
  if (seenSelected !== current) {
    // A new selection from the page: the Tab stop follows it.
    setSeenSelected(current);
    setRoving(null);
  }
  const stop = Math.min(roving ?? current ?? 0, Math.max(list.length - 1, 0));

  const inactive = Boolean(busy || disabled);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = current !== null && Children.count(children) > 0;
  const bottom = position === 'bottom';

  // A selected tab beyond the edge of a scrolling bar is brought into view (only the bar scrolls, not the page).
  useEffect(() => {
    const bar = barRef.current;
    const tab = current === null ? null : refs.current[current];
    if (!bar || !tab || bar.scrollWidth <= bar.clientWidth) return;
    bar.scrollLeft = tab.offsetLeft - (bar.clientWidth - tab.offsetWidth) / 2;
  }, [current, list.length]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextIndex(event.key, index, list.length);
    if (next === null) return;
    event.preventDefault();
    setRoving(next);
    refs.current[next]?.focus();
  }

  function activate(index: number) {
    setRoving(index);
    const tab = list[index];
    // A busy page ignores the tap (the tab stays focusable, unlike a disabled button); re-tapping the selected tab
    // changes nothing.
    if (inactive || index === current || tab === undefined) return;
    set?.selected?.(index);
    emit('select', { index, tab, title: titleOf(tab, titleKey) });
  }

  // No tab at all: no empty tab list (a tablist must hold tabs), but the page's words for it, if any.
  if (list.length === 0) return empty ? <p css={emptyNote(theme)}>{empty}</p> : null;

  const bar = (
    <div ref={barRef} role="tablist" aria-label={label} aria-busy={busy || undefined} css={barStyle(theme, bottom)}>
      {list.map((tab, index) => {
        const isSelected = index === current;
        return (
          <button
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={isSelected}
            aria-controls={isSelected && hasPanel ? panelId : undefined}
            aria-disabled={inactive || undefined}
            tabIndex={index === stop ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => activate(index)}
            css={tabStyle(theme, bottom, isSelected, inactive)}
          >
            {titleOf(tab, titleKey)}
          </button>
        );
      })}
    </div>
  );

  return (
    <>
      {bar}
      {hasPanel && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} tabIndex={0} css={panelStyle(theme)}>
          {children}
        </div>
      )}
      {/* The fixed bar is out of the flow: this keeps the page's last lines scrollable above it. */}
      {bottom && <div aria-hidden="true" css={spacerStyle} />}
    </>
  );
}
