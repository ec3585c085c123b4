/**
 * Screenshot comparison of the pages (`npm run test:storybook`): the first story of each page
 * (stories/pages/, its title "Pages/…") for the default brand in both markets, at a phone's
 * viewport, against the baselines in tests/storybook/__screenshots__/. After a change meant to show,
 * update them with `npm run test:screenshots -- --update-snapshots` and look at the new pictures
 * before committing them.
 *
 * Kept deterministic: the fake gateway's fixed data (tests/fake-gateway), a frozen clock, no
 * animation or caret (Playwright's defaults for toHaveScreenshot), Debian's Chromium and its fonts,
 * one page per shot.
 */
import { expect, test } from '@playwright/test';
import { catalogueStories, collectErrors, renderStory, type Globals } from './catalogue.ts';

/** The clock every shot is taken at (the demo data's dates are fixed; "now" is too). */
const NOW = new Date('2026-11-20T10:00:00+05:30');

const MARKETS: { market: 'in' | 'id'; globals: Globals }[] = [
  { market: 'in', globals: { market: 'in' } },
  { market: 'id', globals: { market: 'id' } },
];

/** The first story of each page (by title, in the catalogue's order). */
function pageShots() {
  const seen = new Set<string>();
  return catalogueStories().filter((story) => {
    if (!story.title.startsWith('Pages/') || seen.has(story.title)) return false;
    seen.add(story.title);
    return true;
  });
}

for (const story of pageShots()) {
  for (const { market, globals } of MARKETS) {
    test(`${story.id} (${market})`, async ({ page }) => {
      await page.clock.install({ time: NOW });
      const browser = collectErrors(page);
      const rendered = await renderStory(page, story.id, globals, { fresh: true });
      browser.stop();
      expect(rendered.errorDisplay, `${story.title} › ${story.name}`).toBeNull();
      // Pictures the page shows have arrived (a half-loaded banner is not a difference worth a failure).
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await expect(page).toHaveScreenshot(`${story.id}.${market}.png`, { maxDiffPixelRatio: 0.002 });
    });
  }
}
