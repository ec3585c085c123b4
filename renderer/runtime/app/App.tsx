/**
 * The whole app around the routes: brand theme, messages, services, data cache, toast and loading (each the app's own).
 */
import { ThemeProvider, Global, css } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { MessagesProvider, useT } from '../i18n/messages.tsx';
import type { PageLoaders, PageMessageLoaders } from '../../contract/page/pageModule.ts';
import { themeFrom } from '../theme/theme.ts';
import { LoadingHost } from '../ui/Loading.tsx';
import { ToastHost } from '../ui/Toast.tsx';
import { ScreenReady } from './interactive.tsx';
import { PageRoute } from './PageRoute.tsx';
import { createQueryClient } from './queryClient.ts';
import type { Language } from '../../contract/language.ts';
import type { Services } from '../../contract/services.ts';
import { ServicesProvider } from './services.tsx';

export { createQueryClient };

/** Providers shared by the app, stories and component tests. */
export function AppProviders({
  services,
  queryClient,
  children,
}: {
  services: Services;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // The repeat-tap detector follows the window's clicks while this app is mounted, those inside this
  // app only: the element the app is rendered into holds its toast region.
  const toastRegion = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      services.taps.listen(
        window,
        (target) => target instanceof Node && toastRegion.current?.parentNode?.contains(target) === true,
      ),
    [services.taps],
  );
  return (
    <ThemeProvider theme={themeFrom(services.deployment.colors)}>
      <Global
        styles={css`
          body {
            background: ${services.deployment.colors.background};
            color: ${services.deployment.colors.text};
          }
        `}
      />
      <MessagesProvider messages={services.messages}>
        <ServicesProvider services={services}>
          <QueryClientProvider client={client}>
            {children}
            <ToastHost toasts={services.toast} ref={toastRegion} />
            <LoadingHost loading={services.loading} />
          </QueryClientProvider>
        </ServicesProvider>
      </MessagesProvider>
    </ThemeProvider>
  );
}

function NotFound() {
  const t = useT();
  return (
    <main
      css={css`
        padding: 48px 24px;
        text-align: center;
      `}
    >
      <h1
        css={css`
          font-size: 20px;
        `}
      >
        {t('errors.notFound')}
      </h1>
      <ScreenReady />
    </main>
  );
}

/**
 * One screen for every address: the path names the screen through the route table (exact and case-sensitive,
 * CONTRACT §2), a map lookup, not the router's matching. No route pattern at all: a catch-all's pattern does not match
 * a path with a line break or a Unicode line separator, and the router then warns with the whole address, query
 * (the launch's token) and all.
 */
export function AppRoutes({
  services,
  pages,
  pageMessages = {},
}: {
  services: Services;
  pages: PageLoaders;
  pageMessages?: PageMessageLoaders;
}) {
  return <Screen routeAt={services.routeAt} pages={pages} pageMessages={pageMessages} language={services.language} />;
}

function Screen({
  routeAt,
  pages,
  pageMessages,
  language,
}: {
  routeAt: Services['routeAt'];
  pages: PageLoaders;
  pageMessages: PageMessageLoaders;
  language: Language;
}) {
  const { pathname } = useLocation();
  const key = routeAt(pathname);
  const load = key === undefined ? undefined : pages[key];
  if (!load) return <NotFound />;
  return <PageRoute key={key} load={load} messages={pageMessages[key!]?.[language]} />;
}

/**
 * The router the app runs in: the browser's history, or (on the server, renderer/server/renderApp.tsx) one fixed
 * address.
 */
export type AppRouter = ComponentType<{ children: ReactNode }>;

export function App({
  services,
  pages,
  pageMessages,
  queryClient,
  router: Router = BrowserRouter,
}: {
  services: Services;
  pages: PageLoaders;
  pageMessages?: PageMessageLoaders;
  queryClient?: QueryClient;
  router?: AppRouter;
}) {
  return (
    <AppProviders services={services} queryClient={queryClient}>
      <Router>
        <AppRoutes services={services} pages={pages} pageMessages={pageMessages} />
      </Router>
    </AppProviders>
  );
}
