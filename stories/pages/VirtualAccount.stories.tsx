/**
 * Virtual account repayment 'Pelunasan' (schemas/pages/virtualAccount.json): the account the
 * gateway makes for the method chosen on this device (local storage payType, payCode, specificNum,
 * isDefault), how to pay there, and the tips dialog of 'TELAH MEMBAYAR'.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { amountDue } from '../gateway.ts';
import { freshPageData, loadPage, renderPageWithAmount, storyText } from './PageStory.tsx';

interface VirtualAccountArgs {
  orderId: string;
  productId: string;
  amount?: string;
  display?: string;
}

/** The stored choice the page reads (SPEC §2); each story starts without one. */
const STORED = ['payType', 'payCode', 'specificNum', 'isDefault'];
const ORDER = { orderId: '10174', productId: '3', display: '1' };

const meta = {
  title: 'Pages/Repayment/Virtual account (Pelunasan)',
  loaders: [loadPage('virtualAccount')],
  beforeEach: (context) => {
    freshPageData(context);
    for (const key of STORED) localStorage.removeItem(key);
  },
  argTypes: {
    orderId: { description: 'The order being repaid.', control: 'text' },
    productId: { description: 'Its product.', control: 'text' },
    amount: {
      description: "The amount, in the market's unit (empty: what order 10174 still owes in the toolbar's market).",
      control: 'text',
    },
    display: { description: 'Passed to the gateway as is_display.', control: 'text' },
  },
  render: renderPageWithAmount('amount', (market) => amountDue(ORDER.orderId, market)),
} satisfies Meta<VirtualAccountArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiniMarketDefault: Story = { name: 'Mini market (the default: nothing chosen yet)', args: ORDER };

export const StoredBank: Story = {
  name: 'A bank chosen earlier (BCA, m-BCA): the account number and bank steps',
  args: ORDER,
  beforeEach: () => {
    // As the method chooser stores it.
    const choice = { payType: '1', payCode: 'BCA', specificNum: 'm-BCA', isDefault: '0' };
    for (const [key, value] of Object.entries(choice)) localStorage.setItem(key, value);
  },
};

export const TipsOpen: Story = {
  name: "'I have paid' pressed: the tips dialog",
  args: ORDER,
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(await canvas.findByRole('button', { name: storyText(context, 'va.paid') }));
    await canvas.findByRole('dialog', { name: storyText(context, 'va.tipsTitle') });
  },
};
