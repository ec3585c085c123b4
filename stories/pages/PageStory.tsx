/**
 * A real page schema in Storybook: the brand's compiled page module (virtual:deployments, loaded by a
 * Storybook loader so the deployment toolbar swaps it) rendered by the page runtime inside a memory
 * router at the page's address. Leaving the page shows where the app would go instead.
 */
import { css, useTheme } from '@emotion/react';
import type { Globals } from 'storybook/internal/csf';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { pages } from 'virtual:deployments';
import { isRouteKey } from '../../renderer/contract/routeTable.ts';
import { useServices } from '../../renderer/runtime/app/services.tsx';
import type { MarketKey } from '../../renderer/contract/language.ts';
import { translate } from '../../renderer/runtime/i18n/messages.tsx';
import type { LaunchParams } from '../../renderer/contract/launch.ts';
import { Page } from '../../renderer/runtime/page/Page.tsx';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { VARIANT_PARAM } from '../../renderer/contract/experiment.ts';
import { ASSIGNED_VARIANT, DEFAULT_DEPLOYMENT, type StoryRuntime } from '../runtime.tsx';

/** Which page a story shows: plain strings, so Storybook's source snippet can print them. */
export interface StoryPage {
  deployment: string;
  route: string;
}

/** The page modules the loaders fetched, by deployment and route key. */
const loadedPages = new Map<string, PageModule>();
const pageKey = ({ deployment, route }: StoryPage) => `${deployment}/${route}`;

/**
 * Loads the page module of the deployment in the toolbar. (AppRoutes is not used: PageRoute caches a
 * module by route key alone, so a deployment switch would keep the first one's page.) The module
 * itself stays out of the story's args and props: Storybook's JSX source snippet formats every
 * prop, and a module object makes it throw ("Cannot convert object to primitive value"). The story
 * gets the names of its page; PageStory looks the module up.
 */
export function loadPage(routeKey: string) {
  return async ({ globals }: { globals: Globals }): Promise<{ page: StoryPage }> => {
    const page = { deployment: String(globals.deployment ?? DEFAULT_DEPLOYMENT), route: routeKey };
    const load = pages[page.deployment]?.[routeKey];
    if (!load) throw new Error(`No page "${routeKey}" for deployment "${page.deployment}"`);
    loadedPages.set(pageKey(page), await load());
    return { page };
  };
}

function loadedPage(page: StoryPage): PageModule {
  const module = loadedPages.get(pageKey(page));
  if (!module)
    throw new Error(
      `The page "${page.route}" of "${page.deployment}" was not loaded: give the story loaders: [loadPage('${page.route}')]`,
    );
  return module;
}

function CurrentPage({ module }: { module: PageModule }) {
  const location = useLocation();
  // As in the app (renderer/runtime/app/PageRoute.tsx): a new address is a new page.
  return <Page key={location.pathname + location.search} module={module} />;
}

function ElsewhereInApp() {
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  return (
    <section
      css={css`
        padding: ${theme.space.l};
        text-align: center;
      `}
    >
      <h1
        css={css`
          font-size: ${theme.font.title};
        `}
      >
        The app would now open another page
      </h1>
      <p
        css={css`
          color: ${theme.colors.muted};
          overflow-wrap: anywhere;
        `}
      >
        <code>{location.pathname + location.search}</code>
      </p>
      <button
        type="button"
        onClick={() => void navigate(-1)}
        css={css`
          min-width: 120px;
          min-height: 44px;
          border: 1px solid ${theme.colors.accent};
          border-radius: 22px;
          background: none;
          color: ${theme.colors.accent};
        `}
      >
        Back
      </button>
    </section>
  );
}

/** The page `route` of `deployment` (loaded by loadPage) at its address with this query. */
export function PageStory({ deployment, route, query }: StoryPage & { query: Record<string, string> }) {
  const { paths } = useServices();
  const module = loadedPage({ deployment, route });
  const routeKey = module.page.route;
  const path = isRouteKey(routeKey) ? paths[routeKey] : `/${routeKey}`;
  const address = `${path}?${new URLSearchParams(query).toString()}`;
  return (
    // A phone-sized column: these are mobile pages.
    <div
      css={css`
        max-width: 430px;
        min-height: 100vh;
        margin: 0 auto;
      `}
    >
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={path} caseSensitive element={<CurrentPage module={module} />} />
          <Route path="*" element={<ElsewhereInApp />} />
        </Routes>
      </MemoryRouter>
    </div>
  );
}

/** What a page story's loaders give it (the runtime of stories/runtime.tsx, the page of loadPage), and the toolbar. */
interface PageLoaded {
  loaded: Record<string, unknown>;
  globals?: Globals;
}

function runtimeOf({ loaded }: PageLoaded): StoryRuntime {
  const runtime = (loaded as { runtime?: StoryRuntime }).runtime;
  if (!runtime) throw new Error('the story has no runtime (stories/runtime.tsx runtimeLoader)');
  return runtime;
}

/** The render page stories share: the page at its address, the story's args as the query (empty ones left out). */
export function renderPage(args: object, context: PageLoaded) {
  const query = Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  const page = (context.loaded as { page?: StoryPage }).page;
  if (!page) throw new Error("a page story needs loaders: [loadPage('<route key>')] (stories/pages/PageStory.tsx)");
  // The toolbar's variant, as a demo build's address names one (renderer/contract/experiment.ts).
  const variant = context.globals?.variant;
  if (typeof variant === 'string' && variant !== ASSIGNED_VARIANT) query[VARIANT_PARAM] = variant;
  return <PageStory deployment={page.deployment} route={page.route} query={query} />;
}

/**
 * renderPage for a page with an amount in its address: when the story leaves `key` empty, it is
 * `amount(market)`, so rupees in India and rupiah in Indonesia as the market toolbar switches.
 */
export function renderPageWithAmount(key: string, amount: (market: MarketKey) => number | string) {
  return (args: object, context: PageLoaded) => {
    const given = (args as Record<string, unknown>)[key];
    const filled = given === undefined || given === null || given === '' ? amount(storyMarket(context).market) : given;
    return renderPage({ ...args, [key]: filled }, context);
  };
}

/**
 * A page story's beforeEach: every visit starts from the demo gateway's seeded data. The preview
 * refills the gateway before each story, but the story keeps its data cache across visits (a
 * complaint rated in one visit would otherwise still look rated in the next).
 */
export function freshPageData(context: PageLoaded): void {
  runtimeOf(context).queryClient.clear();
}

/** The market and language of the story (toolbar), for data written in the market's language. */
export function storyMarket(context: PageLoaded) {
  const { services } = runtimeOf(context);
  return { market: services.marketKey, language: services.language };
}

/** The story's launch parameters (the borrower a draft belongs to). */
export function storyLaunchParams(context: PageLoaded): LaunchParams {
  return runtimeOf(context).services.launch();
}

/**
 * The catalogue's words in the story's language, so a play function finds a control by its name
 * as a person does, whatever language the toolbar picked.
 */
export function storyText(context: PageLoaded, key: string, vars?: Record<string, string | number>): string {
  return translate(runtimeOf(context).services.messages, key, vars);
}
