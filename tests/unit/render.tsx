/**
 * Renders a block or page inside the real providers (theme, messages, services, react-query, toast,
 * loading), with services built by createServices from the real deployment and message catalogues.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement, ReactNode } from 'react';
import deployment from 'virtual:deployment';
import { AppProviders, createQueryClient } from '../../renderer/runtime/app/App.tsx';
import { createServices } from '../../renderer/runtime/app/createServices.ts';
import type { PublicDeployment, Services, Messages } from '../../renderer/contract/services.ts';
import en from '../../renderer/runtime/i18n/catalogues/en.json';
import id from '../../renderer/runtime/i18n/catalogues/id.json';
import zh from '../../renderer/runtime/i18n/catalogues/zh.json';
import type { Language, MarketKey } from '../../renderer/contract/language.ts';
import type { Catalogue } from '../../renderer/runtime/i18n/messages.tsx';
import type { LaunchParams } from '../../renderer/contract/launch.ts';
import { memoryStorage } from '../../renderer/runtime/storage/memoryStorage.ts';

export { memoryStorage };

/** The whole catalogues (what a test loads unless it names the shared part). */
export const catalogues: Record<Language, Catalogue> = { en, id, zh };

export interface RuntimeOptions {
  market?: MarketKey;
  language?: Language;
  launch?: LaunchParams;
  deployment?: PublicDeployment;
  storage?: Storage;
  /** The session's store of launch parameters (the launch action writes it). */
  session?: Storage;
  leave?: (href: string, replace?: boolean) => void;
  /** Defaults to happy-dom's own origin, so relative gateway paths reach MSW. */
  origin?: string;
  /** The shared catalogue (default: the language's whole catalogue; the app loads only the shared part). */
  messages?: Messages;
}

export function makeServices(options: RuntimeOptions = {}): Services {
  const language = options.language ?? 'en';
  return createServices({
    deployment: options.deployment ?? deployment,
    launch: options.launch ?? {},
    language,
    marketKey: options.market ?? (language === 'id' ? 'id' : 'in'),
    messages: options.messages ?? catalogues[language],
    origin: options.origin ?? window.location.origin,
    storage: options.storage ?? memoryStorage(),
    session: options.session ?? memoryStorage(),
    leave: options.leave ?? (() => undefined),
  });
}

export interface RuntimeRender extends RenderResult {
  services: Services;
  /** The element holding `ui` (the providers add the toast region beside it). */
  root: HTMLElement;
}

export function renderWithRuntime(ui: ReactElement, options: RuntimeOptions = {}): RuntimeRender {
  const services = makeServices(options);
  const queryClient = createQueryClient();
  // A wrapper, so rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders services={services} queryClient={queryClient}>
      <div className="ui-root">{children}</div>
    </AppProviders>
  );
  const result = render(ui, { wrapper });
  const root = result.container.querySelector<HTMLElement>('.ui-root');
  if (!root) throw new Error('the providers did not render');
  return { ...result, services, root };
}

/**
 * `ui` rendered to HTML as the server does, `beforeScript` done to that markup (what a borrower does before the
 * script comes), then hydrated inside the same providers.
 */
export function hydrateWithRuntime(
  ui: ReactElement,
  beforeScript: (container: HTMLElement) => void,
  options: RuntimeOptions = {},
): RenderResult {
  const services = makeServices(options);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders services={services} queryClient={createQueryClient()}>
      {children}
    </AppProviders>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(wrapper({ children: ui }));
  document.body.append(container);
  beforeScript(container);
  let result!: RenderResult;
  act(() => {
    result = render(ui, { container, hydrate: true, wrapper });
  });
  return result;
}
