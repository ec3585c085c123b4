/**
 * Every block, by type. The build reads their definitions to validate pages and generate
 * schemas/page.schema.json; a page module imports only the components (blocks/<type>/index.tsx)
 * it uses.
 */
import button from './button/definition.ts';
import contactLink from './contactLink/definition.ts';
import labelValueRows from './labelValueRows/definition.ts';
import modal from './modal/definition.ts';
import productCard from './productCard/definition.ts';
import ratingStars from './ratingStars/definition.ts';
import stack from './stack/definition.ts';
import statusBanner from './statusBanner/definition.ts';
import text from './text/definition.ts';
import type { BlockDefinition } from './define.ts';
import type { ModelDefinition } from './defineModel.ts';

export const blockDefinitions: readonly BlockDefinition[] = [
  button,
  contactLink,
  labelValueRows,
  modal,
  productCard,
  ratingStars,
  stack,
  statusBanner,
  text,
];

/** Block models by block type (blocks/<type>/model.ts), for the page's dispatch action. */
export const modelDefinitions: Record<string, ModelDefinition> = {};
