/**
 * Every story of the built catalogue rendered in Chromium (`npm run test:storybook`): a story fails
 * when it throws, shows Storybook's error display, renders nothing, leaves a page loading, or logs a
 * console error or an uncaught exception, unless the story declares that outcome on purpose
 * (parameters.renderCheck, tests/storybook/catalogue.ts). The test's title is the story id, so a
 * failure names it.
 */
import { expect } from '@playwright/test';
import { catalogueStories, collectErrors, renderStory, test, type Globals } from './catalogue.ts';

const stories = catalogueStories();

const every = () => true;
const pages = (story: { title: string }) => story.title.startsWith('Pages/');

/**
 * The toolbar choices stories render for (stories/runtime.tsx globalTypes): every story for the
 * default brand in both markets (a block's words and money follow the market), and every page
 * story for the other brand in both markets (its own words, colours and page overrides). A story
 * that pins its own globals renders with those.
 */
const TOOLBARS: { name: string; globals: Globals; which: (story: { title: string }) => boolean }[] = [
  { name: 'kilat, India', globals: { deployment: 'kilat', market: 'in' }, which: every },
  { name: 'kilat, Indonesia', globals: { deployment: 'kilat', market: 'id' }, which: every },
  { name: 'lumen, India', globals: { deployment: 'lumen', market: 'in' }, which: pages },
  { name: 'lumen, Indonesia', globals: { deployment: 'lumen', market: 'id' }, which: pages },
];

for (const { name, globals, which } of TOOLBARS) {
  test.describe(name, () => {
    for (const story of stories.filter(which)) {
      test(story.id, async ({ catalogue }) => {
        const browser = collectErrors(catalogue);
        try {
          const rendered = await renderStory(catalogue, story.id, globals);
          const where = `${story.title} › ${story.name} (${story.importPath}), toolbar ${name}`;
          expect(rendered.errorDisplay, `${where}: Storybook's error display`).toBeNull();
          const { onPurpose } = rendered;
          expect(rendered.empty, `${where}: renders nothing`).toBe(!!onPurpose.empty);
          expect(rendered.stillLoading, `${where}: still loading`).toBe(!!onPurpose.loading);
          const errors = onPurpose.failedLoads
            ? browser.errors.filter((error) => !error.startsWith('console.error: Failed to load resource'))
            : browser.errors;
          expect(errors, `${where}: errors in the browser`).toEqual([]);
        } finally {
          browser.stop();
        }
      });
    }
  });
}
