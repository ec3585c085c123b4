/**
 * Storybook controls made from a block's definition (blocks/<type>/definition.ts): the props schema
 * is the one description of a block's props, so controls, their descriptions and defaults all come
 * from it, and the events it declares (each with its payload's fields) become the `emit` action.
 */
import type { ArgTypes, InputType } from 'storybook/internal/csf';
import { createElement, type ComponentType } from 'react';
import { fn } from 'storybook/test';
import { eventSignature, type BlockDefinition } from '../renderer/contract/block/defineBlock.ts';
import { inMarket } from './inMarket.ts';
import type { StoryRuntime } from './runtime.tsx';

/** The part of JSON Schema the block definitions use. */
interface PropSchema {
  type?: string | readonly string[];
  enum?: readonly unknown[];
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, PropSchema>;
  required?: readonly string[];
}

function typeOf(schema: PropSchema): string | undefined {
  return typeof schema.type === 'string' ? schema.type : schema.type?.[0];
}

function control(schema: PropSchema): InputType['control'] {
  if (schema.enum) return { type: 'select' };
  const type = typeOf(schema);
  switch (type) {
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
    case 'number':
      return { type: 'number', min: schema.minimum, max: schema.maximum, ...(type === 'integer' ? { step: 1 } : {}) };
    case 'string':
      return { type: 'text' };
    default:
      return { type: 'object' };
  }
}

function summary(schema: PropSchema): string {
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  return typeof schema.type === 'string' ? schema.type : (schema.type?.join(' | ') ?? 'any');
}

/** One control per property of the props schema: enum → select, boolean, number, text, else object. */
export function argTypesFromSchema(props: BlockDefinition['props']): ArgTypes {
  const schema = props as PropSchema;
  const required = new Set(schema.required ?? []);
  const argTypes: ArgTypes = {};
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    argTypes[name] = {
      name,
      description: prop.description,
      control: control(prop),
      ...(prop.enum ? { options: [...prop.enum] } : {}),
      type: { name: 'other', value: summary(prop), required: required.has(name) },
      table: {
        type: { summary: summary(prop) },
        ...(prop.default !== undefined ? { defaultValue: { summary: JSON.stringify(prop.default) } } : {}),
      },
    };
  }
  return argTypes;
}

/** The schema's defaults, so each control starts where the block does. */
export function argsFromSchema(props: BlockDefinition['props']): Record<string, unknown> {
  const schema = props as PropSchema;
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).flatMap(([name, prop]) =>
      prop.default === undefined ? [] : [[name, prop.default]],
    ),
  );
}

const RUNTIME = 'added by the page runtime';
const PAGE_LEVEL_RULES = ['landmark-one-main', 'page-has-heading-one', 'region'];

/**
 * What the runtime adds to every block (renderer/contract/block/defineBlock.ts RuntimeProps); listed after the schema's
 * props.
 */
function runtimeArgTypes(definition: BlockDefinition): ArgTypes {
  const raised = Object.entries(definition.events).map(([name, schema]) => eventSignature(name, schema));
  const events = raised.length ? raised.join(', ') : 'none';
  const properties = (definition.props as { properties?: Record<string, { twoWay?: boolean }> }).properties ?? {};
  const twoWay = Object.keys(properties).filter((name) => properties[name]!.twoWay === true);
  return {
    ...(twoWay.length
      ? {
          set: {
            description: `Setters of the props a page binds both ways with {"$bindState": path} (${twoWay.join(', ')}): the block calls them with what the borrower chose.`,
            control: false,
            table: { category: RUNTIME },
          },
        }
      : {}),
    emit: {
      description: `Raises the block's events (${events}); the page decides what they do.`,
      control: false,
      table: { category: RUNTIME },
    },
    busy: {
      description: 'An action chain this block started is still running.',
      control: { type: 'boolean' },
      table: { category: RUNTIME },
    },
    disabled: {
      description: "The node's enabledWhen condition does not hold.",
      control: { type: 'boolean' },
      table: { category: RUNTIME },
    },
    ...(definition.children
      ? { children: { description: 'Child nodes.', control: false, table: { category: RUNTIME } } }
      : {}),
  };
}

/**
 * A block story's args as the block gets them in the toolbar's market and language: messages
 * (`{{t.group.key}}`) and money (`{{money <rupees> <rupiah>}}`) written in, stories/inMarket.ts.
 * For a story file with a render of its own.
 */
export function argsInMarket<A>(args: A, context: { loaded: Record<string, unknown> }): A {
  const runtime = (context.loaded as { runtime?: StoryRuntime }).runtime;
  return runtime ? inMarket(args, runtime.services) : args;
}

/**
 * The shared part of a block's story file meta: controls from the schema, the definition's
 * description as the docs text, `emit` as an action so the Actions panel shows its events, and a
 * render that writes the args' messages and money in the toolbar's market and language.
 * `args` are the file's example values (the schema has no examples); `frameHeight` gives each
 * story its own frame in the docs page (for blocks that cover the screen).
 */
export function blockMeta<P extends object>(
  definition: BlockDefinition,
  component: ComponentType<P>,
  { args, layout = 'padded', frameHeight }: { args?: Partial<P>; layout?: string; frameHeight?: string } = {},
) {
  const docs = {
    description: { component: `\`${definition.type}\`: ${definition.description}` },
    ...(frameHeight ? { story: { inline: false, height: frameHeight } } : {}),
  };
  return {
    component,
    argTypes: { ...argTypesFromSchema(definition.props), ...runtimeArgTypes(definition) },
    args: { ...argsFromSchema(definition.props), emit: fn(), ...args } as unknown as Partial<P>,
    render: (storyArgs: Partial<P>, context: { loaded: Record<string, unknown> }) =>
      createElement(component, argsInMarket(storyArgs, context) as P),
    // A block is a fragment of a page: the page-level axe rules (one main, one h1, landmarks) apply to pages.
    parameters: { layout, docs, a11y: { config: { rules: PAGE_LEVEL_RULES.map((id) => ({ id, enabled: false })) } } },
  };
}
