/**
 * A new brand from a shipped one (`npm run new-brand`): the template's deployment with the new id,
 * names and addresses under the new brand's name, only the markets asked for, its pictures in its
 * own public/brands/<id>/ folder, production-safe (no developer test page, no page patches), with
 * the values a brand must give itself left to fill (./ownValues.ts: validate refuses the brand until
 * they are given, a demo build shows it meanwhile), and a list of what else the operator may change.
 */
import { format, resolveConfig } from 'prettier';
import type { Deployment } from '../../contract/deployment/schema.ts';
import type { MarketKey } from '../../contract/language.ts';
import { withOwnValuesToFill } from './ownValues.ts';
import { GRAMMAR_VERSION, VERSION_FIELD } from '../../contract/grammarVersion.ts';

export const BRAND_ID = /^[a-z][a-z0-9-]*$/;

/**
 * What is wrong with the brand a new one starts from: it must be a shipped brand's id, never a path (`--from ../x` read
 * any file).
 */
export function templateProblem(from: string, shipped: readonly string[]): string | undefined {
  if (BRAND_ID.test(from) && shipped.includes(from)) return undefined;
  return `--from ${from}: expected the id of a shipped brand (${shipped.join(', ')})`;
}

export interface ScaffoldInput {
  template: Deployment;
  id: string;
  markets: readonly MarketKey[];
}

export interface ToFill {
  pointer: string;
  what: string;
}

export interface Scaffold {
  deployment: Deployment;
  /** The template's pictures to copy: from public/<from> to public/<to>. */
  assets: { from: string; to: string }[];
  /** What still carries the template's or a placeholder's value. */
  toFill: ToFill[];
}

/** "cepat-dana" → "Cepat Dana". */
export function brandName(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ');
}

/** Every string of a JSON value with `replace` applied. */
function mapStrings<T>(value: T, replace: (text: string) => string): T {
  if (typeof value === 'string') return replace(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, replace)) as T;
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, replace)])) as T;
  return value;
}

export function scaffoldBrand({ template, id, markets }: ScaffoldInput): Scaffold {
  if (!BRAND_ID.test(id))
    throw new Error(
      `"${id}" cannot be a brand id: expected lower-case letters, digits and dashes, starting with a letter`,
    );
  if (markets.length === 0) throw new Error('a brand lends in at least one market: --market in and/or --market id');
  const from = template.id;
  const name = brandName(id);
  const slug = id.replace(/-/g, '');
  const {
    pages: _pages,
    features: _features,
    partnerOrigins: _partners,
    // Whose signature a pack needs is the brand's own (npm run content -- keys): never the template's.
    contentKeys: _keys,
    markets: templateMarkets,
    $schema,
    [VERSION_FIELD]: _version,
    ...rest
  } = template;
  // The template's names in text and addresses become the new brand's ("Kilat Dana" → "Cepat", kilatdana.example →
  // cepat.example).
  const words = [template.appName, template.productName, brandName(from)]
    .filter((word, i, all) => word && all.indexOf(word) === i)
    .sort((a, b) => b.length - a.length);
  // A host label or the app scheme that carries the template's id: pay.kilatdana.example → pay.cepat.example,
  // "kilatdana:" → "cepat:".
  const label = new RegExp(`[a-z0-9-]*${from}[a-z0-9-]*(?=\\.example\\b|:$)`, 'g');
  const rename = (text: string) => {
    let out = text.replaceAll(`/brands/${from}/`, `/brands/${id}/`).replace(label, slug);
    for (const word of words) out = out.replaceAll(word, name);
    return out;
  };
  const renamed = mapStrings(rest, rename);
  const chosen = Object.fromEntries(
    markets.map((key) => [key, mapStrings(templateMarkets[key], rename)]).filter(([, market]) => market),
  );
  if (Object.keys(chosen).length !== markets.length)
    throw new Error(`the template ${from} has no market ${markets.filter((key) => !templateMarkets[key]).join(', ')}`);
  // Who the brand is (merchant number, contacts, grievance officer, store pages…) is never the template's: left to
  // fill, and validate says where.
  const deployment = withOwnValuesToFill({
    ...($schema ? { $schema } : {}),
    ...renamed,
    id,
    appName: name,
    productName: name,
    markets: chosen,
    // Written in today's grammar, whatever the template's file says.
    [VERSION_FIELD]: GRAMMAR_VERSION,
  } as Deployment);

  const assets = [...JSON.stringify(template).matchAll(new RegExp(`"(/brands/${from}/[^"]+)"`, 'g'))].map(
    (match) => match[1]!,
  );
  // Besides the values left to fill (validate lists them, each at its line and column): what the template gave that the
  // brand may want otherwise.
  const toFill: ToFill[] = [
    { pointer: '/appName, /productName', what: `the brand's name as borrowers see it (now "${name}")` },
    {
      pointer: '/colors',
      what: 'the brand colours (validate checks text on background and onAccent on accent for WCAG AA contrast)',
    },
    {
      pointer: '/gateway/upstream',
      what: "the lender's production gateway the server proxies /gateway to (https://…); GATEWAY_URL overrides it for one build",
    },
    {
      pointer: '/trustedOrigins, /hostSchemes',
      what: `the lender's own sites and the app's URL scheme (now "${slug}:")`,
    },
    {
      pointer: '/banners, /serviceBanner, /loginFailureBanner',
      what: `the pictures, copied from ${from}'s into public/brands/${id}/: replace them`,
    },
    ...markets.map((key) => ({
      pointer: `/markets/${key}`,
      what: `the ${key === 'in' ? 'India (rupee)' : 'Indonesia (rupiah)'} market (${from}'s figures): amount range and its text, the about text (labels.about), the penalty, the cooling-off days${key === 'id' ? ', the daily cost cap' : ''}; its own words in messages (docs/operators.md)`,
    })),
  ];
  return {
    deployment,
    assets: assets
      .filter((path, i) => assets.indexOf(path) === i)
      .map((path) => ({ from: path, to: path.replace(`/brands/${from}/`, `/brands/${id}/`) })),
    toFill,
  };
}

/**
 * The new brand's file as new-brand writes it: as the project's formatter writes JSON, so `npm run lint` passes on it
 * as it is.
 */
export async function scaffoldText(deployment: Deployment, filepath: string): Promise<string> {
  return format(JSON.stringify(deployment, null, 2), { ...(await resolveConfig(filepath)), filepath });
}
