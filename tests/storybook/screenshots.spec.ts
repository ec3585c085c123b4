/**
 * Screenshot comparison of the pages (`npm run test:storybook`): the first story of each page
 * (stories/pages/, its title "Pages/…") for the default brand in both markets, at a phone's
 * viewport, against the baselines in tests/storybook/__screenshots__/. After a change meant to show,
 * update them with `npm run test:screenshots -- --update-snapshots` and look at the new pictures
 * before committing them.
 *
 * Kept deterministic: the demo gateway's fixed data (demo/gateway), the clock installed at
 * catalogue.ts NOW, no animation or caret (Playwright's defaults for toHaveScreenshot), Debian's
 * Chromium, and the fonts the catalogue loads from npm (.storybook/catalogueFont.css), never the
 * machine's: each picture is checked to hold no text drawn with an installed font (./fonts.ts), so a
 * machine with other fonts (fonts-noto-core, say) takes the same pictures (./other-fonts.spec.ts shows
 * it). Each story starts from the top with its storage cleared.
 */
import { test } from './catalogue.ts';
import { MARKETS, expectPageShot, pageShots } from './pageShots.ts';

// The font check asks Chromium about every run of text: a little more than the config's 45 s on a busy machine.
test.describe.configure({ timeout: 60_000 });
test.use({ frozenClock: true });

// Market by market: a worker's page loads the preview again only when the market changes.
for (const market of MARKETS) {
  for (const story of pageShots()) {
    test(`${story.id} (${market.market})`, async ({ catalogue: page }) => {
      await expectPageShot(page, story, market);
    });
  }
}
