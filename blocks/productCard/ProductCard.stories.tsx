import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_RECOMMENDED } from '../../tests/fake-gateway/index.ts';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import ProductCard from './index.tsx';

// The demo gateway's recommended products, mapped as schemas/pages/loanDetails.json maps them.
const [open, full] = DEMO_RECOMMENDED.map((product) => ({
  logo: product.productLogo,
  name: product.productName,
  amountRange: product.range,
  amountDescription: product.rangeDes,
  rate: product.rateText,
  description: product.description,
  buttonText: product.buttonText,
  enabled: product.enabled === '1',
}));

const meta = {
  title: 'Blocks/productCard',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, ProductCard, { layout: 'fullscreen', args: open }),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof ProductCard>;

export const Enabled: Story = {};

export const Disabled: Story = { name: 'Disabled (product full today)', args: full };

export const WithTags: Story = { name: 'With tags (at most two show)', args: { tags: ['No collateral', 'Fast cash', 'A third tag never shows'] } };

export const Minimal: Story = { name: 'Name and button only', args: { logo: undefined, amountRange: undefined, amountDescription: undefined, rate: undefined, description: undefined } };
