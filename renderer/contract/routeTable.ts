/**
 * Every screen's route key and default path (CONTRACT §2). Paths that SPEC.md names are fixed;
 * the others a deployment may rename through its `routes` map.
 */
export const FIXED_ROUTES = {
  home: '/',
  about: '/About',
  policy: '/Policy',
  loanTerms: '/Loan',
  feedback: '/User',
  privacyPolicyLegacy: '/privacyPolicy',
  complaintForm: '/complainPageNext',
  complaintList: '/complaintList',
  complaintDetail: '/complainDetails',
  complaintNew: '/complainNewPage',
  helpChat: '/intelligentCustomerService',
  repayMethod: '/individual',
  virtualAccount: '/that',
  testPreview: '/testPreview',
} as const;

export const RENAMABLE_ROUTES = {
  privacyPolicy: '/privacy-policy',
  customerService: '/customerService',
  aboutUs: '/aboutUs',
  complaint: '/complaint',
  loanDetails: '/loanDetails',
  loginFailure: '/loginFailure',
  loanConfirm: '/loanConfirm',
  payWay: '/payWay',
  repay: '/repay',
  repayDelay: '/repayDelay',
  repayChoose: '/repayChoose',
  repayYes: '/repayYes',
  repayNo: '/repayNo',
  recommendList: '/recommendList',
  order: '/order',
  loanAgreement: '/loanAgreement',
  product: '/product',
  paymentInstructions: '/paymentInstructions',
  promotionRegister: '/promotion',
  promotionDownload: '/promotion/download',
  promotionAgreement: '/promotion/agreement',
  dsard: '/dsard',
  error: '/error',
  walletRepay: '/walletRepay',
} as const;

/**
 * Route keys that are another key's screen under a second address (SPEC §2: /privacyPolicy and the privacy-policy
 * route).
 */
export const SAME_SCREEN: Partial<Record<string, string>> = { privacyPolicyLegacy: 'privacyPolicy' };

export type FixedRouteKey = keyof typeof FIXED_ROUTES;
export type RenamableRouteKey = keyof typeof RENAMABLE_ROUTES;
export type RouteKey = FixedRouteKey | RenamableRouteKey;

export const ROUTE_KEYS = [...Object.keys(FIXED_ROUTES), ...Object.keys(RENAMABLE_ROUTES)] as RouteKey[];

export function isRouteKey(key: string): key is RouteKey {
  return Object.hasOwn(FIXED_ROUTES, key) || Object.hasOwn(RENAMABLE_ROUTES, key);
}

/** The route key an address's path names (exact and case-sensitive, CONTRACT §2): a map lookup, built once. */
export function routeLookup(paths: Record<RouteKey, string>): (pathname: string) => RouteKey | undefined {
  const keys = new Map(Object.entries(paths).map(([key, path]) => [path, key as RouteKey]));
  return (pathname) => keys.get(pathname);
}

/** The path of every route key, with a deployment's renames applied. */
export function routePaths(renames: Partial<Record<string, string>> = {}): Record<RouteKey, string> {
  const paths = { ...FIXED_ROUTES, ...RENAMABLE_ROUTES } as Record<RouteKey, string>;
  for (const [key, path] of Object.entries(renames)) {
    if (path && Object.hasOwn(RENAMABLE_ROUTES, key)) paths[key as RenamableRouteKey] = path;
  }
  return paths;
}
