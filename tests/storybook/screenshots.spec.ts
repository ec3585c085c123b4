/**
 * Screenshot comparison of the pages (`npm run test:storybook`): the first story of each page
 * (stories/pages/, its title "Pages/…") for the default brand in both markets, at a phone's
 * viewport, against the baselines in tests/storybook/__screenshots__/. After a change meant to show,
 * update them with `npm run test:screenshots -- --update-snapshots` and look at the new pictures
 * before committing them.
 *
 * Kept deterministic: the fake gateway's fixed data (tests/fake-gateway), the clock installed at
 * catalogue.ts NOW, no animation or caret (Playwright's defaults for toHaveScreenshot), Debian's
 * Chromium, and the font the catalogue loads from the repository (.storybook/catalogueFont.css: Roboto,
 * from the npm package @fontsource-variable/roboto), never the machine's: each picture is checked to
 * hold no text drawn with an installed font (./fonts.ts), so a machine with other fonts (fonts-noto-core,
 * say) takes the same pictures. Each story starts from the top with its storage cleared.
 */
import { expect } from '@playwright/test';
import { catalogueStories, collectErrors, renderStory, test, type Globals } from './catalogue.ts';
import { textInInstalledFonts } from './fonts.ts';

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

test.use({ frozenClock: true });

// Market by market: a worker's page loads the preview again only when the market changes.
for (const { market, globals } of MARKETS) {
  for (const story of pageShots()) {
    test(`${story.id} (${market})`, async ({ catalogue: page }) => {
      const browser = collectErrors(page);
      const rendered = await renderStory(page, story.id, globals);
      browser.stop();
      expect(rendered.errorDisplay, `${story.title} › ${story.name}`).toBeNull();
      // Pictures the page shows have arrived (a half-loaded banner is not a difference worth a failure).
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      // Every run of text in the font the repository ships: none in a font of the machine's.
      expect(await textInInstalledFonts(page), 'text drawn with an installed font').toEqual([]);
      await expect(page).toHaveScreenshot(`${story.id}.${market}.png`, { maxDiffPixelRatio: 0.002 });
    });
  }
}
