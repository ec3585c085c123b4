import type { Meta, StoryObj } from '@storybook/react-vite';
import { deployments } from 'virtual:deployments';
import { DEMO_ORDERS } from '../../demo/gateway/index.ts';
import { blockMeta } from '../../stories/argTypes.ts';
import { DEFAULT_DEPLOYMENT } from '../../stories/runtime.tsx';
import definition from './definition.ts';
import StatusBanner from './index.tsx';

type Banner = 'default' | '151' | '174' | '180' | '110' | '200';

/** The texts of the demo order with this banner's status (the default banner is status 21's). */
function textsOf(banner: Banner) {
  const order = DEMO_ORDERS.find((o) => String(o.orderStatus) === (banner === 'default' ? '21' : banner))!;
  return { title: order.status.en, description: order.description.en };
}

const meta = {
  title: 'Blocks/statusBanner',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, StatusBanner, { layout: 'fullscreen', args: { image: '', ...textsOf('default') } }),
  // An empty image control shows the banner of the brand picked in the toolbar.
  render: (args, { globals, parameters }) => {
    const banners = (deployments[String(globals.deployment)] ?? deployments[DEFAULT_DEPLOYMENT])?.banners ?? {};
    const banner = (parameters as { banner?: Banner }).banner ?? 'default';
    return <StatusBanner {...args} image={args.image || (banners[banner] ?? banners.default ?? '')} />;
  },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof StatusBanner>;

const story = (banner: Banner): Story => ({ args: textsOf(banner), parameters: { banner } });

export const Default: Story = { ...story('default'), name: 'Default banner (e.g. under review, 21)' };
export const Disbursing: Story = { ...story('151'), name: 'Disbursing (151)' };
export const RepaymentDue: Story = { ...story('174'), name: 'Repayment due (174)' };
export const Overdue: Story = { ...story('180'), name: 'Overdue (180)' };
export const Rejected: Story = { ...story('110'), name: 'Application rejected (110)' };
export const Repaid: Story = { ...story('200'), name: 'Repaid (200)' };
