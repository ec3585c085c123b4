import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import { demoReply, keyFactsProps, withoutStatementFields } from '../../demo/examples/keyFacts.ts';
import KeyFacts from './index.tsx';

// The demo gateway's loan-detail-confirm replies and kilat's markets, as loan confirmation binds them.
const meta = {
  title: 'Blocks/keyFacts',
  tags: ['autodocs'],
  ...blockMeta(definition, KeyFacts, { layout: 'fullscreen', args: keyFactsProps(demoReply('2', 'in'), 'in') }),
} satisfies Meta<typeof KeyFacts>;

export default meta;
type Story = StoryObj<typeof KeyFacts>;

export const RupeesFull: Story = {
  name: "Rupees, full: a processing fee deducted, a service fee with the instalments, the APR, the lender's own APR and cooling-off",
};

export const RupiahFull: Story = {
  name: 'Rupiah, full: the daily cost within the 0.1% cap and the risk warning',
  globals: { market: 'id' },
  args: keyFactsProps(demoReply('1', 'id'), 'id'),
};

export const Partial: Story = {
  name: 'Partial: a reply without fees, payAmount, day, APR or cooling-off (the market default applies)',
  globals: { market: 'id' },
  args: keyFactsProps(withoutStatementFields(demoReply('1', 'id')), 'id'),
};

export const PartialDays: Story = {
  name: 'Partial: fees and amounts but no days (no APR; the total repayable still shows)',
  args: keyFactsProps(
    {
      ...demoReply('1', 'in'),
      repay_plans: demoReply('1', 'in').repay_plans.map(({ day: _day, ...plan }) => plan) as never,
    },
    'in',
  ),
};

export const OverCap: Story = {
  name: 'Rupiah over the cap: 0.112% a day against 0.1%, said plainly (the page keeps confirm off)',
  globals: { market: 'id' },
  args: keyFactsProps(demoReply('4', 'id'), 'id'),
};
