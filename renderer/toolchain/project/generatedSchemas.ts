/**
 * The JSON Schemas the build generates from the code (the blocks, the call catalogue's ids, the route
 * keys): written by `npm run schemas` for editors, and compiled here for the checks.
 */
import type { ValidateFunction } from 'ajv';
import { blockDefinitions, modelDefinitions } from '../../../blocks/definitions.ts';
import { ROUTE_KEYS } from '../../contract/routeTable.ts';
import { deploymentSchema } from '../../contract/deployment/schema.ts';
import { catalogueSchema, type CallDef } from '../../contract/callSchema.ts';
import { createAjv } from './ajv.ts';
import { flowSchema } from '../compile/flows.ts';
import { buildPageSchema } from '../generate/pageSchema.ts';

export function generatedSchemas(calls: Record<string, CallDef>): Record<string, object> {
  return {
    'schemas/page.schema.json': buildPageSchema({
      blocks: blockDefinitions,
      models: modelDefinitions,
      callIds: Object.keys(calls),
      routeKeys: ROUTE_KEYS,
    }),
    'schemas/deployment.schema.json': deploymentSchema,
    'schemas/calls.schema.json': catalogueSchema,
    'schemas/flow.schema.json': flowSchema(),
  };
}

/** By the catalogue's call ids, the one input that varies (a test's planted catalogue; compiling is the slow part). */
const validatorsByCalls = new Map<string, { page: ValidateFunction; deployment: ValidateFunction }>();

/** The page and deployment schemas' validators, compiled together (a deployment's patch inserts the page's nodes). */
export function schemaValidators(calls: Record<string, CallDef>): {
  page: ValidateFunction;
  deployment: ValidateFunction;
} {
  const key = Object.keys(calls).join(',');
  let validators = validatorsByCalls.get(key);
  if (!validators) {
    const ajv = createAjv();
    const page = ajv.compile(generatedSchemas(calls)['schemas/page.schema.json']!);
    validators = { page, deployment: ajv.compile(deploymentSchema) };
    validatorsByCalls.set(key, validators);
  }
  return validators;
}
