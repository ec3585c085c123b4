/**
 * The page scope: the names a template, binding or condition may start with. The one definition:
 * boot's part and the page-wide part are built from it (../../runtime/page/pageScope.ts, typed by it, which keeps
 * these descriptions out of the browser's code), the chain and node runtimes add the local names,
 * the build checks every name against it (renderer/toolchain/compile/checkNames.ts) and the grammar list of
 * docs/page-schema.md is generated from it.
 */
/** Names every place of a page sees. */
export const PAGE_ROOTS = {
  data: "The page's data sources, by id: `data.<id>.<field of its reply>`.",
  loading: 'Whether an optional data source is on its way: `loading.<id>`.',
  query: "The page address's query (read case-sensitively).",
  launch: 'The launch parameters (CONTRACT §3).',
  state: 'The page state, by a key declared under "state".',
  deployment: 'The deployment (the brand): names, colours, phone, links, banners, features…',
  market: "The market's settings (currency, amount range, labels, penalty).",
  t: "The messages in the visit's language: `t.<group>.<key>`.",
  lang: "The visit's language: en, id or zh.",
  routes: 'Every screen as {key, path}.',
  platform: "ios or android: the launch's, else the browser's.",
} as const;

/** Names only some places see. */
export const LOCAL_ROOTS = {
  event:
    "Inside a node's event actions: the payload the block raised with the event, `event.<field>` as its definition declares it (the Events list).",
  result: "Inside a call's branches: ok, code, message, data, kind and error.",
  item: 'Under a node with "repeat": the list item.',
  index: 'Under a node with "repeat": the item\'s index.',
  args: 'Inside a named chain: the arguments of the run that started it.',
} as const;

export type PageRoot = keyof typeof PAGE_ROOTS;

/** The root the messages are read under: `{{t.common.cancel}}` in a text, `{"$t": "common.cancel"}` alone. */
export const MESSAGE_ROOT = 't' satisfies PageRoot;
export type LocalRoot = keyof typeof LOCAL_ROOTS;
export type ScopeRoot = PageRoot | LocalRoot;

export const SCOPE_ROOTS: readonly ScopeRoot[] = [
  ...(Object.keys(PAGE_ROOTS) as PageRoot[]),
  ...(Object.keys(LOCAL_ROOTS) as LocalRoot[]),
];

/** The page-wide scope, with exactly the page roots. */
export type PageScope = Record<PageRoot, unknown>;

/** The local names a chain or a repeated node adds. */
export type Locals = Partial<Record<LocalRoot, unknown>>;

export function isScopeRoot(name: string): name is ScopeRoot {
  return Object.hasOwn(PAGE_ROOTS, name) || Object.hasOwn(LOCAL_ROOTS, name);
}

/**
 * The names known at boot, before any page code runs: a data source reading only these can be sent early
 * (renderer/toolchain/compile/earlyPlan.ts).
 */
export const BOOT_ROOTS = [
  'query',
  'launch',
  'deployment',
  'market',
  'lang',
  'platform',
] as const satisfies readonly PageRoot[];

export type BootRoot = (typeof BOOT_ROOTS)[number];
export type BootScope = Pick<PageScope, BootRoot>;
