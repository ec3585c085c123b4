/**
 * Which variant of a page's experiment a borrower sees (issue 34), decided from the launch alone so
 * that the server's render and the browser's agree and nothing is stored: a hash of the experiment's
 * id with the borrower's user id (else the device's) picks a bucket of 100, and the weights (percent)
 * share the buckets out in the variants' order. A launch with neither id, or of a market the
 * experiment leaves out, is in no variant and sees the page unchanged; so is every visit of a
 * deployment that runs none. The exposure is told once per page view (renderer/contract/experiment.ts).
 */
import { useCallback, useRef } from 'react';
import { EXPOSURE_EVENT, type PageExperiment, type PageVariant } from '../../contract/experiment.ts';
import type { LaunchParams } from '../../contract/launch.ts';
import type { MarketKey } from '../../contract/language.ts';
import type { Services } from '../../contract/services.ts';
import { shortHash } from '../launch/hash.ts';

/** The borrower's bucket of an experiment, 0 to 99. */
export function bucketOf(experimentId: string, who: string): number {
  return parseInt(shortHash(`${experimentId}:${who}`), 16) % 100;
}

/**
 * The variant this launch is in, or undefined (no id, another market); `forced` names one outright (a demo build's
 * query).
 */
export function assignVariant(
  experiment: PageExperiment,
  launch: LaunchParams,
  market: MarketKey,
  forced?: string,
): PageVariant | undefined {
  const named = forced === undefined ? undefined : experiment.variants.find((variant) => variant.name === forced);
  if (named) return named;
  const who = launch.userId || launch.deviceId;
  if (!who || !experiment.markets.includes(market)) return undefined;
  let bucket = bucketOf(experiment.id, who);
  return experiment.variants.find((variant) => (bucket -= variant.weight) < 0);
}

/** Tells the page view's exposure once: to the native host (its analytics event) and to the monitor. */
export function useExposure(
  experiment: PageExperiment | undefined,
  variant: PageVariant | undefined,
  route: string,
  services: Pick<Services, 'bridge' | 'reports'>,
): () => void {
  const told = useRef(false);
  return useCallback(() => {
    if (told.current || !experiment || !variant) return;
    told.current = true;
    services.bridge.send('confirmEvent', {
      event: EXPOSURE_EVENT,
      experiment: experiment.id,
      variant: variant.name,
      route,
    });
    services.reports.exposure({ experiment: experiment.id, variant: variant.name });
  }, [experiment, variant, route, services]);
}
