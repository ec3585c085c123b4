/**
 * A real page schema in Storybook: the brand's compiled page module (virtual:catalog, loaded by a
 * Storybook loader so the brand toolbar swaps it) rendered by the page runtime inside a memory
 * router at the page's address. Leaving the page shows where the app would go instead.
 */
import { css, useTheme } from '@emotion/react';
import type { Globals } from 'storybook/internal/csf';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { pages } from 'virtual:catalog';
import { isRouteKey } from '../../renderer/app/routeTable.ts';
import { useServices } from '../../renderer/app/services.tsx';
import { Page, type PageModule } from '../../renderer/page/Page.tsx';
import { DEFAULT_BRAND } from '../runtime.tsx';

/**
 * Loads the page module of the brand in the toolbar. (AppRoutes is not used: PageRoute caches a
 * module by route key alone, so a brand switch would keep the first brand's page.)
 */
export function loadPage(routeKey: string) {
  return async ({ globals }: { globals: Globals }): Promise<{ pageModule: PageModule }> => {
    const brand = String(globals.brand ?? DEFAULT_BRAND);
    const load = pages[brand]?.[routeKey];
    if (!load) throw new Error(`No page "${routeKey}" for brand "${brand}"`);
    return { pageModule: await load() };
  };
}

function CurrentPage({ module }: { module: PageModule }) {
  const location = useLocation();
  // As in the app (renderer/app/PageRoute.tsx): a new address is a new page.
  return <Page key={location.pathname + location.search} module={module} />;
}

function ElsewhereInApp() {
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  return (
    <section css={css`padding: ${theme.space.l}; text-align: center;`}>
      <h1 css={css`font-size: ${theme.font.title};`}>The app would now open another page</h1>
      <p css={css`color: ${theme.colors.muted}; overflow-wrap: anywhere;`}>
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

export function PageStory({ module, query }: { module: PageModule; query: Record<string, string> }) {
  const { paths } = useServices();
  const routeKey = module.page.route;
  const path = isRouteKey(routeKey) ? paths[routeKey] : `/${routeKey}`;
  const address = `${path}?${new URLSearchParams(query).toString()}`;
  return (
    // A phone-sized column: these are mobile pages.
    <div css={css`max-width: 430px; min-height: 100vh; margin: 0 auto;`}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={path} caseSensitive element={<CurrentPage module={module} />} />
          <Route path="*" element={<ElsewhereInApp />} />
        </Routes>
      </MemoryRouter>
    </div>
  );
}
