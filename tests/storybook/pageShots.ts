/**
 * The page screenshots (tests/storybook/screenshots.spec.ts, and other-fonts.spec.ts under another
 * machine's fonts): the first story of each page (stories/pages/, its title "Pages/…") for the default
 * brand in both markets, each compared with its baseline in tests/storybook/__screenshots__/ after
 * checking that no run of its text is drawn with a font of the machine (./fonts.ts).
 */
import { expect, type Page } from '@playwright/test';
import { catalogueStories, collectErrors, renderStory, type Globals, type StoryEntry } from './catalogue.ts';
import { textInInstalledFonts } from './fonts.ts';

export const MARKETS: { market: 'in' | 'id'; globals: Globals }[] = [
  { market: 'in', globals: { market: 'in' } },
  { market: 'id', globals: { market: 'id' } },
];

/** The first story of each page (by title, in the catalogue's order). */
export function pageShots(): StoryEntry[] {
  const seen = new Set<string>();
  return catalogueStories().filter((story) => {
    if (!story.title.startsWith('Pages/') || seen.has(story.title)) return false;
    seen.add(story.title);
    return true;
  });
}

/**
 * Renders the story for the market and compares it with its baseline, every run of its text in the catalogue's own
 * fonts.
 */
export async function expectPageShot(
  page: Page,
  story: StoryEntry,
  { market, globals }: (typeof MARKETS)[number],
): Promise<void> {
  const browser = collectErrors(page);
  const rendered = await renderStory(page, story.id, globals);
  browser.stop();
  expect(rendered.errorDisplay, `${story.title} › ${story.name}`).toBeNull();
  // Pictures the page shows have arrived (a half-loaded banner is not a difference worth a failure).
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // Every run of text in the fonts the repository ships: none in a font of the machine's.
  expect(await textInInstalledFonts(page), 'text drawn with an installed font').toEqual([]);
  // A framed document (the lender's agreement or policy, a static page in its own fonts) is a box in the picture:
  // the picture is of the page around it, and the document's text would be drawn in the machine's fonts.
  await expect(page).toHaveScreenshot(`${story.id}.${market}.png`, {
    maxDiffPixelRatio: 0.002,
    mask: [page.locator('iframe')],
  });
}
