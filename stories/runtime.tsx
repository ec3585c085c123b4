/**
 * The runtime around every story, chosen from the toolbar: deployment (the brand), market (the
 * launch's languageType, as a native shell would send it) and language (like the app's `lang`
 * query; "market's" leaves it to the market). A loader builds the services (the async part is the
 * message catalogue); the decorator wraps the story in the app's own providers.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { deployments, experiments } from 'virtual:deployments';
import { AppProviders, createQueryClient } from '../renderer/runtime/app/App.tsx';
import { createServices } from '../renderer/runtime/app/createServices.ts';
import type { Services, Messages } from '../renderer/contract/services.ts';
import { LANGUAGES, type Language, type MarketKey } from '../renderer/contract/language.ts';
import { chooseLanguage, chooseMarket, marketKeys, onlyLanguage } from '../renderer/runtime/i18n/language.ts';
import { withBrandMessages } from '../renderer/runtime/i18n/brandMessages.ts';
import type { LaunchParams } from '../renderer/contract/launch.ts';

export const DEPLOYMENTS = Object.keys(deployments);
export const DEFAULT_DEPLOYMENT = DEPLOYMENTS.includes('kilat') ? 'kilat' : (DEPLOYMENTS[0] ?? '');
export const MARKET_LANGUAGE = 'market';
/**
 * The variant toolbar's default: each page story's borrower (storybook-device) gets the variant the experiment assigns.
 */
export const ASSIGNED_VARIANT = 'assigned';

/**
 * Every variant of every brand's experiments, by name, with the experiments that have it (a page story shows it where
 * its experiment does).
 */
export const VARIANTS = [
  ...new Set(Object.values(experiments).flatMap((list) => list.flatMap((experiment) => experiment.variants))),
].map((name) => ({
  name,
  experiments: Object.entries(experiments).flatMap(([brand, list]) =>
    list
      .filter((experiment) => experiment.variants.includes(name))
      .map((experiment) => `${brand} ${experiment.id} on ${experiment.route}`),
  ),
}));

export const globalTypes = {
  deployment: {
    description: 'Deployment (a brand: one file in deployments/)',
    toolbar: {
      title: 'Deployment',
      icon: 'paintbrush',
      dynamicTitle: true,
      items: DEPLOYMENTS.map((id) => ({ value: id, title: deployments[id]?.appName ?? id })),
    },
  },
  market: {
    description: 'Market: the launch languageType the native shell sends',
    toolbar: {
      title: 'Market',
      icon: 'globe',
      dynamicTitle: true,
      items: [
        { value: 'in', title: 'India (rupees, no languageType)' },
        { value: 'id', title: 'Indonesia (rupiah, languageType=1)' },
      ],
    },
  },
  titleBar: {
    description: 'Who draws the title bar: the app (default), or a native host that draws its own (titleBar=host)',
    toolbar: {
      title: 'Title bar',
      icon: 'sidebaralt',
      dynamicTitle: true,
      items: [
        { value: 'app', title: "The app's title bar" },
        { value: 'host', title: "The host's own bar (titleBar=host)" },
      ],
    },
  },
  variant: {
    description:
      "An experiment's variant (deployments' experiments): as the story's borrower is assigned, or one by name (the page of a brand whose experiment on that route has it; the ?variant= of a demo build)",
    toolbar: {
      title: 'Variant',
      icon: 'branch',
      dynamicTitle: true,
      items: [
        { value: ASSIGNED_VARIANT, title: "As the borrower's id assigns it" },
        ...VARIANTS.map(({ name, experiments: where }) => ({ value: name, title: `${name} (${where.join(', ')})` })),
      ],
    },
  },
  language: {
    description: "Language, like the app's lang query; by default the market's",
    toolbar: {
      title: 'Language',
      icon: 'comment',
      dynamicTitle: true,
      items: [
        { value: MARKET_LANGUAGE, title: "Market's language" },
        ...LANGUAGES.map((lang) => ({ value: lang, title: `lang=${lang}` })),
      ],
    },
  },
} satisfies NonNullable<Preview['globalTypes']>;

export const initialGlobals = {
  deployment: DEFAULT_DEPLOYMENT,
  market: 'in',
  language: MARKET_LANGUAGE,
  titleBar: 'app',
  variant: ASSIGNED_VARIANT,
};

export interface StoryRuntime {
  services: Services;
  queryClient: QueryClient;
  /** New for each story and toolbar choice: the providers remount, so no story shares another's data. */
  renderKey: number;
}

/** The launch parameters a native shell would pass for this market. */
export function storyLaunch(market: MarketKey, merchantNumber: string): LaunchParams {
  return {
    deviceId: 'storybook-device',
    token: 'storybook-token',
    appVersion: '1.0.0',
    platform: 'android',
    merchantNumber,
    ...(market === 'id' ? { languageType: '1' } : {}),
  };
}

/**
 * The whole catalogue, not the app's shared part: a page story renders a page module itself, without
 * the page's own message chunk the app fetches beside it (renderer/toolchain/compile/messageSplit.ts).
 */
async function wholeCatalogue(language: Language): Promise<Messages> {
  const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
    en: () => import('../renderer/runtime/i18n/catalogues/en.json'),
    id: () => import('../renderer/runtime/i18n/catalogues/id.json'),
    zh: () => import('../renderer/runtime/i18n/catalogues/zh.json'),
  };
  return (await catalogues[language]()).default;
}

let renders = 0;
/** One runtime per story and toolbar choice: changing a control keeps the providers (and focus, typing). */
const runtimes = new Map<string, StoryRuntime>();

export const runtimeLoader: Loader = async ({ globals, id }) => {
  const cacheKey = [id, globals.deployment, globals.market, globals.language, globals.titleBar].join('|');
  const cached = runtimes.get(cacheKey);
  if (cached) return { runtime: cached };
  const deployment = deployments[String(globals.deployment)] ?? deployments[DEFAULT_DEPLOYMENT]!;
  const launch = storyLaunch(globals.market === 'id' ? 'id' : 'in', deployment.merchantNumber);
  const lang = globals.language === MARKET_LANGUAGE ? null : String(globals.language);
  // The app's own rules pick language and market from lang + languageType (CONTRACT §3).
  const language = chooseLanguage(lang, launch.languageType, onlyLanguage(deployment.markets));
  const marketKey = chooseMarket(lang, launch.languageType, marketKeys(deployment.markets));
  // The brand's own words for the market (deployment markets.<m>.messages), as the app shows them.
  const messages = withBrandMessages(await wholeCatalogue(language), deployment.markets[marketKey], language);
  const services = createServices({
    deployment,
    launch,
    language,
    marketKey,
    messages,
    // Leaving the app would unload Storybook's frame: show it in the Actions panel instead.
    leave: action('leave the app'),
    titleBar: globals.titleBar === 'host' ? 'host' : 'app',
  });
  const runtime: StoryRuntime = { services, queryClient: createQueryClient(), renderKey: ++renders };
  runtimes.set(cacheKey, runtime);
  return { runtime };
};

/** A pretend native host, so bridge messages show in the Actions panel and never unload the frame. */
function installStoryHost(): void {
  const host = window as unknown as { ReactNativeWebView?: { postMessage(message: string): void } };
  if (host.ReactNativeWebView) return;
  const log = action('bridge → native host');
  host.ReactNativeWebView = { postMessage: (message) => log(JSON.parse(message)) };
}

export const withRuntime: Decorator = (Story, { loaded }) => {
  const runtime = (loaded as { runtime?: StoryRuntime }).runtime;
  if (!runtime) return <Story />;
  installStoryHost();
  document.documentElement.lang = runtime.services.language;
  return (
    <AppProviders key={runtime.renderKey} services={runtime.services} queryClient={runtime.queryClient}>
      <Story />
    </AppProviders>
  );
};
