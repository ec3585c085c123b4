/**
 * An experiment as the browser and the server get it (issue 34): compiled into its route's page module
 * by the build (renderer/toolchain/brand/experiments.ts from the deployment's `experiments`); the runtime
 * assigns each borrower a variant (renderer/runtime/page/experiment.ts) and tells an exposure once per
 * page view, when a node the variants differ in is shown: to the native host as the bridge's analytics
 * event and to the monitor's beacon.
 */
import type { MarketKey } from './language.ts';
import type { PageModel } from './page/types.ts';

/**
 * The query parameter that forces a variant by name in a demo build (npm run dev, npm start, Storybook); a production
 * build has no code that reads it.
 */
export const VARIANT_PARAM = 'variant';

/** The `event` of the host's analytics message (`confirmEvent`, CONTRACT §5) that tells an exposure. */
export const EXPOSURE_EVENT = 'experiment_exposure';

export interface PageVariant {
  name: string;
  /** The share of the borrowers, in percent. */
  weight: number;
  /** Its page; absent: the page module's own (the control). */
  page?: PageModel;
  /** The variant's page holds none of the nodes the variants differ in: exposed when the page shows. */
  onView?: true;
}

export interface PageExperiment {
  id: string;
  /** The markets whose borrowers take part. */
  markets: readonly MarketKey[];
  variants: readonly PageVariant[];
}

/** What an exposure says, and all it says: nothing of the borrower. */
export interface Exposure {
  experiment: string;
  variant: string;
}
