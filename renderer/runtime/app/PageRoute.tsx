/**
 * One route: its page module is loaded once (main.ts starts the current route's download before
 * React renders), and a failed download shows a retry instead of a blank screen.
 */
import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n/messages.tsx';
import { ScreenReady } from './interactive.tsx';
import { useServices } from './services.tsx';
import { Page } from '../page/Page.tsx';
import { LoadError } from '../ui/LoadError.tsx';
import { TitleBar } from '../titleBar/TitleBar.tsx';
import { LoadingIndicator } from '../ui/Loading.tsx';
import type { MessagesLoader, PageLoader } from '../../contract/page/pageModule.ts';
import { preloadPage, readyPage } from './pageModules.ts';

function LoadedPage({ load, messages }: { load: PageLoader; messages?: MessagesLoader }) {
  const module = readyPage(load, messages) ?? use(preloadPage(load, messages));
  const location = useLocation();
  // A new address is a new page: fresh state, dialogs and data.
  return <Page key={location.pathname + location.search} module={module} />;
}

class ChunkBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

function ChunkError({ retry }: { retry: () => void }) {
  const t = useT();
  const { deployment } = useServices();
  // The page's own code did not arrive, and its name with it: the bar names the app; the failure says what happened.
  return (
    <>
      <TitleBar title={deployment.appName} />
      <main>
        <LoadError message={t('errors.network')} onRetry={retry} />
      </main>
      <ScreenReady />
    </>
  );
}

export function PageRoute({ load, messages }: { load: PageLoader; messages?: MessagesLoader }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ChunkBoundary
      key={attempt}
      fallback={(retry) => (
        <ChunkError
          retry={() => {
            setAttempt((n) => n + 1);
            retry();
          }}
        />
      )}
    >
      <Suspense fallback={<LoadingIndicator />}>
        <LoadedPage load={load} messages={messages} />
        <ScreenReady />
      </Suspense>
    </ChunkBoundary>
  );
}
