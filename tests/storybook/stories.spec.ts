/**
 * Every story of the built catalogue rendered in Chromium (`npm run test:storybook`): a story fails
 * when it throws, shows Storybook's error display, renders nothing, leaves a page loading, or logs a
 * console error or an uncaught exception, unless the story declares that outcome on purpose
 * (parameters.renderCheck, tests/storybook/catalogue.ts). One test per toolbar choice and story
 * title (a block's or a page's stories), rendering each of its stories in turn in the worker's page;
 * each story's findings are a soft assertion of their own, its message naming the story id, so one
 * failing story neither hides nor stops the others.
 */
import { expect } from '@playwright/test';
import { catalogueStories, collectErrors, renderStory, test, type Globals, type StoryEntry } from './catalogue.ts';

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

/** The catalogue's stories by title, in its order. */
const byTitle = new Map<string, StoryEntry[]>();
for (const story of catalogueStories()) byTitle.set(story.title, [...(byTitle.get(story.title) ?? []), story]);

for (const { name, globals, which } of TOOLBARS) {
  test.describe(name, () => {
    for (const [title, stories] of byTitle) {
      if (!which({ title })) continue;
      test(title, async ({ catalogue }) => {
        // The config's 45 s for a story, as when each story was a test of its own.
        test.setTimeout(45_000 * stories.length);
        for (const story of stories) {
          const where = `${story.id} (${story.title} › ${story.name}, ${story.importPath}), toolbar ${name}`;
          const browser = collectErrors(catalogue);
          try {
            const rendered = await renderStory(catalogue, story.id, globals);
            expect.soft(rendered.errorDisplay, `${where}: Storybook's error display`).toBeNull();
            const { onPurpose } = rendered;
            expect.soft(rendered.empty, `${where}: renders nothing`).toBe(!!onPurpose.empty);
            expect.soft(rendered.stillLoading, `${where}: still loading`).toBe(!!onPurpose.loading);
            const errors = onPurpose.failedLoads
              ? browser.errors.filter((error) => !error.startsWith('console.error: Failed to load resource'))
              : browser.errors;
            expect.soft(errors, `${where}: errors in the browser`).toEqual([]);
          } catch (error) {
            expect.soft(String(error), `${where}: rendered`).toBe('');
          } finally {
            browser.stop();
          }
        }
      });
    }
  });
}
