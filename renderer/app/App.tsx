/** The whole app around the routes: brand theme, messages, services, data cache, toast and loading. */
import { ThemeProvider, Global, css } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { MessagesProvider, useT } from '../i18n/messages.tsx';
import type { PageModule } from '../page/Page.tsx';
import { themeFrom } from '../theme/theme.ts';
import { LoadingHost } from '../ui/Loading.tsx';
import { ToastHost } from '../ui/Toast.tsx';
import { PageRoute, type MessagesLoader } from './PageRoute.tsx';
import type { Language } from '../i18n/language.ts';
import { ServicesProvider, type Services } from './services.tsx';

export function createQueryClient(): QueryClient {
  // Failures are shown with a retry button rather than retried behind a spinner. Every visit of a
  // page asks again (a loan's status changes); what was cached shows meanwhile.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 } } });
}

/** Providers shared by the app, stories and component tests. */
export function AppProviders({ services, queryClient, children }: { services: Services; queryClient?: QueryClient; children: ReactNode }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
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
            <ToastHost />
            <LoadingHost />
          </QueryClientProvider>
        </ServicesProvider>
      </MessagesProvider>
    </ThemeProvider>
  );
}

function NotFound() {
  const t = useT();
  return (
    <main css={css`padding: 48px 24px; text-align: center;`}>
      <h1 css={css`font-size: 20px;`}>{t('errors.notFound')}</h1>
    </main>
  );
}

export type PageLoaders = Partial<Record<string, () => Promise<PageModule>>>;
/** Route key → language → the page's own messages (absent: the page needs none beyond the shared catalogue). */
export type PageMessageLoaders = Partial<Record<string, Partial<Record<Language, MessagesLoader>>>>;

export function AppRoutes({ services, pages, pageMessages = {} }: { services: Services; pages: PageLoaders; pageMessages?: PageMessageLoaders }) {
  return (
    <Routes>
      {Object.entries(services.paths).map(([key, path]) => {
        const load = pages[key];
        const messages = pageMessages[key]?.[services.language];
        return load ? <Route key={key} path={path} caseSensitive element={<PageRoute load={load} messages={messages} />} /> : null;
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

export function App({ services, pages, pageMessages }: { services: Services; pages: PageLoaders; pageMessages?: PageMessageLoaders }) {
  return (
    <AppProviders services={services}>
      <BrowserRouter>
        <AppRoutes services={services} pages={pages} pageMessages={pageMessages} />
      </BrowserRouter>
    </AppProviders>
  );
}
