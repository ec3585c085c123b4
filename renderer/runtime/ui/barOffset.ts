/**
 * The room the sticky title bar takes at the top of the screen, for what must not end up under it:
 * a sticky navigation sticks below it, and a section a link scrolls to stops below it
 * (scroll-margin-top, or the offset of a scroll). The bar measures itself into one CSS custom
 * property on the document (its height grows when a long title wraps, and it is absent where the
 * host draws its own bar); CSS reads it with barOffset(), code with barOffsetPx().
 */

/** The custom property the title bar keeps its height in. */
export const BAR_OFFSET_PROPERTY = '--title-bar-offset';

/** The bar's height in CSS, 0px where there is no bar: `top: ${barOffset()}`, `calc(${barOffset()} + 8px)`. */
export function barOffset(): string {
  return `var(${BAR_OFFSET_PROPERTY}, 0px)`;
}

/** The bar's height in pixels, as the document holds it now (0 without a bar). */
export function barOffsetPx(root: HTMLElement = document.documentElement): number {
  const value = parseFloat(getComputedStyle(root).getPropertyValue(BAR_OFFSET_PROPERTY));
  return Number.isFinite(value) ? value : 0;
}

/** Keeps the document's property equal to the bar's height while it is shown; gives back the cleanup. */
export function publishBarOffset(bar: HTMLElement, root: HTMLElement = document.documentElement): () => void {
  const publish = () => root.style.setProperty(BAR_OFFSET_PROPERTY, `${bar.offsetHeight}px`);
  publish();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : undefined;
  observer?.observe(bar);
  return () => {
    observer?.disconnect();
    root.style.removeProperty(BAR_OFFSET_PROPERTY);
  };
}
