/** Builds the runtime's services from a deployment, the launch parameters and the chosen language. */
import axios from 'axios';
import { createBridge } from '../bridge/bridge.ts';
import { createGateway } from '../gateway/client.ts';
import type { Language, MarketKey } from '../i18n/language.ts';
import type { Messages } from '../i18n/messages.tsx';
import type { LaunchParams } from '../launch/launchParams.ts';
import { routePaths } from './routeTable.ts';
import type { PublicDeployment, Services } from './services.tsx';

export interface ServiceInput {
  deployment: PublicDeployment;
  launch: LaunchParams;
  language: Language;
  marketKey: MarketKey;
  messages: Messages;
  /** Defaults to the real window (a test or story may pass its own origin). */
  origin?: string;
  storage?: Storage;
  leave?: (href: string, replace?: boolean) => void;
}

export function createServices(input: ServiceInput): Services {
  const { deployment, launch, language, marketKey, messages } = input;
  const pageOrigin = input.origin ?? window.location.origin;
  const gateway = createGateway(
    {
      base: deployment.gateway.base,
      headers: (deployment.gateway.headers ?? {}) as Record<string, string>,
      trustedOrigins: deployment.trustedOrigins ?? [],
      pageOrigin,
      launch: () => launch,
    },
    axios.create(),
  );
  return {
    deployment,
    marketKey,
    market: deployment.markets[marketKey],
    language,
    messages,
    launch: () => launch,
    gateway,
    bridge: createBridge(window as never, () => launch.platform),
    paths: routePaths(deployment.routes),
    storage: input.storage ?? safeLocalStorage(),
    pageOrigin,
    leave: input.leave ?? ((href, replace) => (replace ? window.location.replace(href) : window.location.assign(href))),
  };
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
