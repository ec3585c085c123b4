import { css, useTheme } from '@emotion/react';
import { useRef, type MouseEvent } from 'react';
import { pressable } from '../../renderer/runtime/theme/pressable.ts';
import type { Props } from './definition.ts';
import { isPlainClick, sectionHref } from '../../renderer/runtime/ui/sectionLinks.ts';
import { barOffset } from '../../renderer/runtime/ui/barOffset.ts';
import { useSectionScroll } from './useSectionScroll.ts';

interface Item {
  label: string;
  section?: string;
  href?: string;
}

/** Items as the page gave them: a bound list could hold anything, so only usable ones show. */
function usable(items: unknown): Item[] {
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is Item =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Item).label === 'string' &&
      (item as Item).label !== '',
  );
}

/**
 * The site's top navigation: one row of links that stays at the top (below the title bar) while the page scrolls (it
 * scrolls sideways when the links do not fit a narrow phone). Section links are real `#id` links
 * (useSectionScroll.ts); page links are real links to their address, and a plain tap raises open.
 */
export default function SiteNav({ label, items, emit, disabled }: Props) {
  const theme = useTheme();
  const bar = useRef<HTMLElement>(null);
  const links = usable(items);
  const sections = links.flatMap((item) => (item.section ? [item.section] : []));
  const goToSection = useSectionScroll(sections, bar);

  const openPage = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!disabled) emit('open', { href });
  };

  return (
    <nav
      ref={bar}
      aria-label={label}
      css={css`
        position: sticky;
        /* Below the app's title bar, which sticks above it (none where the host draws its own). */
        top: ${barOffset()};
        z-index: 40;
        background: ${theme.colors.background};
        box-shadow: 0 1px 0 rgba(255, 255, 255, 0.12);
      `}
    >
      <ul
        css={css`
          display: flex;
          gap: ${theme.space.xs};
          margin: 0;
          padding: ${theme.space.xs} ${theme.space.s};
          list-style: none;
          overflow-x: auto;
          overscroll-behavior-x: contain;
          scrollbar-width: none;
          &::-webkit-scrollbar {
            display: none;
          }
        `}
      >
        {links.map((item, index) => {
          const href = item.section ? sectionHref(item.section) : (item.href ?? '');
          return (
            <li
              key={index}
              css={css`
                flex: none;
              `}
            >
              <a
                href={href}
                onClick={(event) => (item.section ? goToSection(event, item.section) : openPage(event, href))}
                css={[
                  pressable(theme),
                  css`
                    display: inline-flex;
                    align-items: center;
                    min-height: 44px;
                    padding: 0 ${theme.space.m};
                    border-radius: 22px;
                    color: ${theme.colors.text};
                    font-size: ${theme.font.body};
                    font-weight: 600;
                    text-decoration: none;
                    white-space: nowrap;
                    /* Only where a pointer hovers: a tapped link on a phone would stay coloured. */
                    @media (hover: hover) {
                      &:hover {
                        color: ${theme.colors.accent};
                      }
                    }
                    &:active {
                      background: ${theme.colors.surface};
                    }
                  `,
                ]}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
