/**
 * Issue 35: the page screenshots do not follow the machine's fonts. The same catalogue in a Chromium
 * whose every font lookup resolves to another font first (other-fonts.conf, through fontconfig's
 * FONTCONFIG_FILE: what a machine with other fonts installed, such as fonts-noto-core, does), and
 * the pages whose text needs the most of the catalogue's fonts (Roboto, the installments' ⊘, the
 * developer test page's monospace and 中文, the public site's loan terms around their framed document) still match
 * the same baselines.
 */
import { join } from 'node:path';
import { CHROMIUM_BROWSER } from '../browser.ts';
import { expect } from '@playwright/test';
import { test } from './catalogue.ts';
import { MARKETS, expectPageShot, pageShots } from './pageShots.ts';

const OTHER_FONTS = join(import.meta.dirname, 'other-fonts.conf');
const PAGES = [
  'Pages/Loan details',
  'Pages/Repayment/Installments (Detail Tagihan)',
  'Pages/Developer test page',
  'Pages/Help chat',
  'Pages/Public site/Loan',
];

// The font check asks Chromium about every run of text: a little more than the config's 45 s on a busy machine.
test.describe.configure({ timeout: 60_000 });
test.use({
  frozenClock: true,
  launchOptions: { ...CHROMIUM_BROWSER.launchOptions, env: { ...process.env, FONTCONFIG_FILE: OTHER_FONTS } },
});

test("this browser draws the machine's fonts with another font than the screenshots' machine", async ({
  catalogue: page,
}) => {
  await page.setContent(
    '<p style="font-family: sans-serif">Loan</p><p style="font-family: \'Noto Sans\', system-ui">Loan</p>',
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: { nodeId: number } };
  const { nodeIds } = (await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'p' })) as {
    nodeIds: number[];
  };
  for (const nodeId of nodeIds) {
    const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })) as {
      fonts: { familyName: string }[];
    };
    expect(fonts.map((font) => font.familyName)).toEqual(['DejaVu Serif']);
  }
});

for (const market of MARKETS) {
  for (const story of pageShots().filter((shot) => PAGES.includes(shot.title))) {
    test(`${story.id} (${market.market}) under other fonts`, async ({ catalogue: page }) => {
      await expectPageShot(page, story, market);
    });
  }
}

test('covers the pages it names', () => {
  expect(
    pageShots()
      .filter((shot) => PAGES.includes(shot.title))
      .map((shot) => shot.title)
      .sort(),
  ).toEqual([...PAGES].sort());
});
