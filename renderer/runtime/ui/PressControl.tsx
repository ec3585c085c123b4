/**
 * A block's tappable control: a real link where its actions go somewhere by themselves (the block's `hrefs`,
 * renderer/runtime/actions/actionHref.ts), else a button. The link works before the page's script has come (a tap on
 * the server's page simply goes there; the next page knows the borrower from the launch cookie); once the page works,
 * a plain tap is the page's: its default is held back and `onPress` runs the actions as a button's tap would (tracking,
 * the host bridge, in-app navigation). A new tab or window (a modified or middle click) stays the browser's.
 *
 * Its role stays what the borrower and the tests know it by: a button that goes somewhere is `<a href role="button">`
 * (Space presses it, as it does a button), a link is a link. A control that cannot be used now, or is busy, is the
 * disabled button it always was: no address to follow.
 */
import { css, type Interpolation, type Theme } from '@emotion/react';
import type { HTMLAttributes, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { isPlainClick } from './sectionLinks.ts';

type Shared = Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'role' | 'className' | 'children'>;

export interface PressControlProps extends Shared {
  /** Where its actions go by themselves: a real link there. */
  href?: string;
  /** What it is to a person (default button). */
  role?: 'button' | 'link';
  onPress: () => void;
  disabled?: boolean;
  busy?: boolean;
  /** Its look (the block's css), after what makes a link lay out as a button does. */
  look?: Interpolation<Theme>;
  children: ReactNode;
}

/** What a <button> is by itself and a link is not: a centred box, no underline. */
const asButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  text-align: center;
  text-decoration: none;
`;

export function PressControl({
  href,
  role = 'button',
  onPress,
  disabled = false,
  busy = false,
  look,
  children,
  ...rest
}: PressControlProps) {
  if (href !== undefined && !disabled && !busy) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onPress();
    };
    const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      if (!event.repeat) onPress();
    };
    return (
      <a
        {...rest}
        href={href}
        role={role === 'button' ? 'button' : undefined}
        onClick={onClick}
        onKeyDown={role === 'button' ? onKeyDown : undefined}
        css={[asButton, look]}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      {...rest}
      type="button"
      role={role === 'link' ? 'link' : undefined}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onPress}
      css={look}
    >
      {children}
    </button>
  );
}
