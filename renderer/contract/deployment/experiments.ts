/**
 * A brand's experiments (deployment `experiments`, issue 34): a route's page in two or more variants,
 * each a list of page patch operations (./patchOps.ts; empty for the control), shown to a share of
 * the borrowers by weight. The build compiles each variant into the route's page module
 * (renderer/toolchain/brand/experiments.ts), the runtime assigns one per borrower
 * (renderer/runtime/page/experiment.ts).
 */
import { MARKET_KEYS } from '../language.ts';
import { ROUTE_KEYS } from '../routeTable.ts';
import { patchOp } from './patchOps.ts';

const name = { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' } as const;

export const experimentsSchema = {
  type: 'array',
  description:
    "This brand's experiments: a route's page in two or more variants, each shown to a share of the borrowers (sticky per borrower: a hash of the experiment's id with the launch's userId, else its deviceId; a launch with neither sees the page unchanged). Each variant is checked as a page patch is, locked nodes included (docs/operators.md, Experiments).",
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'route', 'variants', 'weights'],
    properties: {
      $comment: { type: 'string' },
      id: {
        type: 'string',
        pattern: '^[a-z][A-Za-z0-9-]*$',
        description:
          "The experiment's name, unique in the brand: what the host's analytics event and the beacon carry.",
      },
      route: { enum: ROUTE_KEYS, description: 'The route key of the page it varies.' },
      variants: {
        type: 'object',
        minProperties: 2,
        propertyNames: name,
        description:
          "Each variant by name: a list of page patch operations applied after the brand's own patch of the page ([] for the control).",
        additionalProperties: { type: 'array', items: patchOp },
      },
      weights: {
        type: 'object',
        propertyNames: name,
        description:
          "Each variant's share of the borrowers, in percent: the weights name every variant and add up to 100.",
        additionalProperties: { type: 'integer', minimum: 0, maximum: 100 },
      },
      markets: {
        type: 'array',
        items: { enum: MARKET_KEYS },
        minItems: 1,
        uniqueItems: true,
        description:
          'The markets whose borrowers take part (default: every market of the brand); the others see the page unchanged.',
      },
      enabled: {
        type: 'boolean',
        default: true,
        description: 'false keeps the experiment in the file and shows every borrower the page unchanged.',
      },
    },
  },
} as const;
