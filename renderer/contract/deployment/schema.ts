/**
 * A deployment (one brand): authored once here; schemas/deployment.schema.json is generated from it
 * and the Deployment type is inferred from it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { RENAMABLE_ROUTES } from '../routeTable.ts';
import { LAUNCH_KEYS } from '../launch.ts';
import { grievanceOfficerSchema } from './grievanceOfficer.ts';
import { monitoringSchema } from './monitoring.ts';
import { pagePatchSchema } from './patchOps.ts';
import { VERSION_FIELD, grammarVersionField } from '../grammarVersion.ts';
import { experimentsSchema } from './experiments.ts';

/** Where the identifying launch parameters go on a gateway request (renderer/runtime/gateway/credentials.ts). */
export const CREDENTIAL_MODES = ['query', 'headers'] as const;
export type CredentialMode = (typeof CREDENTIAL_MODES)[number];

const color = {
  type: 'string',
  pattern: '^#(?:[0-9a-fA-F]{3}){1,2}$',
  description: 'A hex colour, #rgb or #rrggbb.',
} as const;
const path = { type: 'string', pattern: '^/', description: "A path on the app's own origin." } as const;
const url = {
  type: 'string',
  pattern: '^(?:/|https?://)',
  description: "A path on the app's origin or an http(s) address.",
} as const;
const text = { type: 'string', minLength: 1 } as const;
const phone = { type: 'string', pattern: '^\\+?[0-9][0-9 -]{3,}$' } as const;
const email = { type: 'string', pattern: '^[^@\\s]+@[^@\\s]+$' } as const;

/** A brand's own words for a market (renderer/runtime/i18n/brandMessages.ts). */
const marketMessages = {
  type: 'object',
  description:
    'This brand\'s own words for this market\'s borrowers: a message key as the catalogues have it (group.key, as loan.repay in renderer/runtime/i18n/catalogues/en.json) → the text in the market\'s language, or → texts by language ({"en": …, "id": …, "zh": …}). A visit in a language an entry does not give keeps the catalogue\'s words. Validate checks the key exists and the text uses only the {placeholders} the catalogue\'s has.',
  propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9]*(?:\\.[A-Za-z0-9_]+)+$' },
  additionalProperties: {
    anyOf: [
      { ...text, description: "The text in the market's language." },
      {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        description: 'The text by language.',
        properties: { en: text, id: text, zh: text },
      },
    ],
  },
} as const;

export const marketSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'language', 'amountRange', 'labels', 'grievanceOfficer'],
  properties: {
    currency: { enum: ['INR', 'IDR'] },
    language: { enum: ['en', 'id'], description: 'The language this market speaks by default.' },
    amountRange: {
      type: 'object',
      additionalProperties: false,
      required: ['min', 'max', 'text'],
      properties: {
        min: {
          type: 'integer',
          minimum: 0,
          description:
            "The least a borrower may borrow, in the market's whole currency units (validate checks text states it).",
        },
        max: {
          type: 'integer',
          minimum: 0,
          description:
            "The most a borrower may borrow, in the market's whole currency units (validate checks text states it).",
        },
        text: {
          ...text,
          description: 'How the pages state the range: both figures, min and max, as the market writes money.',
        },
      },
    },
    penalty: {
      type: 'object',
      additionalProperties: false,
      required: ['newClient', 'repeatClient'],
      description:
        "The one-off late penalty of the loan terms (SPEC §9: Rs.1,000 for new clients, Rs.800 for repeat clients), in the market's whole currency units.",
      properties: { newClient: { type: 'integer', minimum: 0 }, repeatClient: { type: 'integer', minimum: 0 } },
    },
    phone: {
      ...phone,
      description:
        "The market's customer-service phone, shown to its borrowers wherever a page shows the brand's (renderer/toolchain/brand/marketContacts.ts); default the brand's phone. Validate refuses another market's country code.",
    },
    email: { ...email, description: "The market's customer-service e-mail; default the brand's e-mail." },
    grievanceOfficer: grievanceOfficerSchema,
    coolingOffDays: {
      type: 'integer',
      minimum: 1,
      description:
        "Days after disbursal in which the borrower may leave a loan by repaying the principal and the proportionate cost (the Key Fact Statement's cooling-off period) when loan-detail-confirm gives no coolingOffDays. Required in India (RBI's Digital Lending Directions).",
    },
    dailyCostCap: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 100,
      description:
        'The most a loan may cost a day, interest and every fee, in percent of the principal (read to a millionth): an offer above it is refused on loan confirmation. Required in Indonesia (OJK: 0.1 from 2026).',
    },
    recoveryAgentNote: {
      ...text,
      description:
        "The Key Fact Statement's recovery-agent clause, in the market's language: which clause of the loan agreement engages recovery agents and how they may act. Required in India.",
    },
    labels: {
      type: 'object',
      additionalProperties: false,
      description:
        "The market's own about text. SPEC §3's language table (loan amount, term, rate, repayment date, the buttons) is the message catalogues: this brand's own words for them go in messages (confirm.amount, confirm.term, confirm.rate, confirm.firstPay, promotion.apply, loan.repay).",
      required: ['about'],
      properties: {
        about: {
          ...text,
          description:
            'The about text the public site and the about pages show: the amounts this market lends, how fast, to whom (SPEC §1).',
        },
      },
    },
    messages: marketMessages,
  },
} as const;

export const deploymentSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'deployment.schema.json',
  title: 'Deployment (one brand)',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'appName',
    'productName',
    'colors',
    'phone',
    'merchantNumber',
    'company',
    'gateway',
    'links',
    'documents',
    'banners',
    'markets',
  ],
  properties: {
    $schema: { type: 'string' },
    [VERSION_FIELD]: grammarVersionField,
    id: {
      type: 'string',
      pattern: '^[a-z][a-z0-9-]*$',
      description: 'Must equal the file name; the build goes to dist/<id>/.',
    },
    appName: { ...text, description: 'Title of the login-failure screen and the public site.' },
    productName: {
      ...text,
      description: "The product's name: loan details' page title when the gateway's reply names none (SPEC §2).",
    },
    colors: {
      type: 'object',
      additionalProperties: false,
      required: ['background', 'surface', 'accent', 'onAccent', 'text', 'muted'],
      properties: {
        background: color,
        surface: color,
        accent: color,
        onAccent: { ...color, description: 'Text on the accent colour.' },
        text: color,
        muted: color,
      },
    },
    phone: {
      ...phone,
      description: "Customer-service phone: a market's own phone replaces it for that market's borrowers.",
    },
    email: {
      ...email,
      description: "Customer-service e-mail: a market's own e-mail replaces it for that market's borrowers.",
    },
    merchantNumber: { ...text, description: 'Used when the launch parameters carry none.' },
    gateway: {
      type: 'object',
      additionalProperties: false,
      required: ['base'],
      properties: {
        base: {
          type: 'string',
          // Not `//host` nor `/\host` (another host to a browser); `validate` also checks an https base is trusted.
          pattern: '^(?:/(?![/\\\\])|https://)[^\\s\\\\]*$',
          description:
            'Prefix of every SPEC §7 path, which receives the token and session: a path on the page\'s own origin (a single "/", as "/gateway") or an https address on a trustedOrigins origin.',
        },
        upstream: {
          type: 'string',
          pattern: '^https://[^\\s/?#@]+(?:/[^\\s?#]*)?$',
          description:
            "The lender's gateway in production, where the server proxies a path base (/gateway/x reaches <upstream>/x): an https address without query or credentials. GATEWAY_URL overrides it for the one brand being built or served (DEPLOYMENT). Left out, the build's nginx config points at a local demo address, so a forgotten one fails closed.",
        },
        headers: {
          type: 'object',
          maxProperties: 4,
          description: 'Request header name → the launch parameter whose value it carries.',
          propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9-]*$' },
          additionalProperties: { enum: LAUNCH_KEYS },
        },
        credentials: {
          enum: CREDENTIAL_MODES,
          description:
            'Where the identifying launch parameters (token, session, userId, deviceId, gid, deviceName) go on a gateway request. "query" (the default, CONTRACT §3): in every query string too, on top of the header pairs, so every address and access log line holds them. "headers" (recommended when the gateway reads them there): only as request headers, each in its header pair above or else X-Auth-Token, X-Session-Id, X-User-Id, X-Device-Id, X-Gid, X-Device-Name (renderer/runtime/gateway/credentials.ts).',
        },
      },
    },
    company: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'address'],
      description:
        'The licensed lender behind the brand, as the public and legal pages name it (SPEC §1 withholds it: the operator fills it in).',
      properties: {
        name: { ...text, description: 'Registered company name.' },
        address: { ...text, description: 'Registered address.' },
      },
    },
    trustedOrigins: {
      type: 'array',
      description:
        "Origins that may receive the full launch parameters on a link, and whose pages load in place inside the app's WebView.",
      items: { type: 'string', pattern: '^https://[^/]+$' },
    },
    partnerOrigins: {
      type: 'array',
      description:
        "Partner lenders' origins: their pages load in place inside the app's WebView, with the tracking set only (never the token or session). Inside a native host a web link to any origin neither the app's own, trusted nor a partner's is handed to the host to open outside the WebView (CONTRACT §5).",
      items: { type: 'string', pattern: '^https://[^/]+$' },
    },
    hostSchemes: {
      type: 'array',
      description:
        'The schemes of non-web links the native host is handed (openLink), lower case with the colon: "tel:", "mailto:", "market:", the brand\'s own app scheme. A link of any other scheme is refused with a message (CONTRACT §5).',
      items: { type: 'string', pattern: '^[a-z][a-z0-9+.-]*:$' },
    },
    documents: {
      type: 'object',
      additionalProperties: false,
      required: ['policy', 'loanAgreement'],
      description:
        "The documents /Policy and /Loan show in a sandboxed frame: static pages on the app's origin or on one of documentOrigins.",
      properties: {
        policy: { ...url, description: 'The privacy policy document.' },
        loanAgreement: { ...url, description: 'The loan agreement document.' },
      },
    },
    appDownloads: {
      type: 'object',
      additionalProperties: false,
      description:
        "Where the brand's app is downloaded: the promotion download page's buttons when the channel template names none.",
      properties: {
        android: { ...url, description: 'The Android app (a store page or an APK link).' },
        ios: { ...url, description: 'The iOS app (App Store page).' },
      },
    },
    documentOrigins: {
      type: 'array',
      description:
        "Origins besides the app's own whose documents (agreements, policies) may be shown in a sandboxed frame.",
      items: { type: 'string', pattern: '^https://[^/]+$' },
    },
    imageOrigins: {
      type: 'array',
      description:
        "Origins besides the app's own and the gateway's that pictures named in the gateway's replies come from (product logos, complaint pictures): the production policy's img-src.",
      items: { type: 'string', pattern: '^https://[^/]+$' },
    },
    frameAncestors: {
      type: 'array',
      description:
        "Origins whose pages may show this app in a frame (the production policy's frame-ancestors). Default none: no site may frame it (a native WebView loads it as a page, not a frame).",
      items: { type: 'string', pattern: '^https://[^/]+$' },
    },
    monitoring: monitoringSchema,
    experiments: experimentsSchema,
    hostTitleBar: {
      type: 'boolean',
      default: false,
      description:
        "The native host draws its own title bar for every launch of this brand: the app's bar (title and Back) is left out and the title stays for screen readers. A launch can say so itself with titleBar=host (CONTRACT §6). Default: the app draws it.",
    },
    contentKeys: {
      type: 'array',
      uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
      description:
        'The public keys (Ed25519, base64url of the raw 32 bytes) whose signature a content pack of this brand may carry (issue 43, docs/operators.md "Publishing content"): `npm run content -- keys <brand>` makes a pair and adds its public key here; list two while rotating. The build takes them: a pack signed by a key the build does not list is refused. None: no pack is ever served.',
    },
    features: {
      type: 'object',
      additionalProperties: false,
      properties: {
        loanDetailsProducts: {
          type: 'boolean',
          default: false,
          description:
            'Show recommended products on loan details (never for statuses 170, 174, 180 and 200). SPEC §4: the original always hid them, so the default is off.',
        },
        testPreview: {
          type: 'boolean',
          default: false,
          description:
            "Build the developer test page (/testPreview: device fields, a jump to every screen, the demo data list) in a demo build (DEMO_BUILD=1: npm start, the browser tests). A production build (npm run build, npm run serve) leaves it out and says so, as it edits the borrower's token and session (shown masked). Off by default, so a new brand is production-safe: off, the page is left out of the build and /testPreview shows the not-found page.",
        },
      },
    },
    routes: {
      type: 'object',
      description: 'Route path overrides (CONTRACT §2).',
      propertyNames: { enum: Object.keys(RENAMABLE_ROUTES) },
      additionalProperties: path,
    },
    links: {
      type: 'object',
      additionalProperties: false,
      required: ['repayPage', 'delayPage', 'bindCardUrl'],
      properties: {
        repayPage: { ...url, description: 'Where Repay goes when the order has no h5Url.' },
        delayPage: { ...url, description: 'Where the delay-repayment link goes.' },
        bindCardUrl: { ...url, description: "The host app's bind-card page." },
      },
    },
    banners: {
      type: 'object',
      description: 'Loan-details banner image by order status; "default" for any other status.',
      required: ['default'],
      propertyNames: { pattern: '^(?:default|[0-9]+)$' },
      additionalProperties: url,
    },
    serviceBanner: { ...url, description: 'Banner of the customer-service page.' },
    loginFailureBanner: {
      ...url,
      description: 'Banner of the login-failure page (default: the default loan-details banner).',
    },
    limits: {
      type: 'object',
      additionalProperties: false,
      properties: { uploadMaxBytes: { type: 'integer', minimum: 1 } },
    },
    markets: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      description:
        'The markets the brand lends in: in (India, rupees) and id (Indonesia, rupiah), one or both. A borrower of a one-market brand always gets that market.',
      properties: {
        in: { ...marketSchema, required: [...marketSchema.required, 'coolingOffDays', 'recoveryAgentNote'] },
        id: { ...marketSchema, required: [...marketSchema.required, 'dailyCostCap'] },
      },
    },
    pages: {
      type: 'object',
      description:
        "This brand's changes to shared pages, by route key: a list of operations on the page's nodes by id (setProps, setWhen, remove, insert, move, merge); the patched page is validated again.",
      // Typed for TypeScript as plain JSON (the operations are read by pagePatch.ts), for editors in full.
      additionalProperties: pagePatchSchema as unknown as { type: 'array' },
    },
  },
} as const;

export type Deployment = FromSchema<typeof deploymentSchema>;
export type Market = FromSchema<typeof marketSchema>;
