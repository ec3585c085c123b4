/**
 * The payment method chooser (schemas/pages/repayMethod.json): a mini market (the default), a bank
 * chosen in its popup, and a bank with its transfer method ready to save.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { amountDue } from '../gateway.ts';
import { freshPageData, loadPage, renderPageWithAmount, storyText } from './PageStory.tsx';

interface RepayMethodArgs {
  orderId: string;
  productId: string;
  amount?: string;
  display?: string;
}

/** What the chooser stores for the virtual-account page; each story starts without it. */
const STORED = ['payType', 'payCode', 'specificNum', 'isDefault'];
const ORDER = { orderId: '10174', productId: '3', display: '1' };

const meta = {
  title: 'Pages/Repayment/Payment method',
  loaders: [loadPage('repayMethod')],
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
    display: { description: 'Passed back to the virtual-account page.', control: 'text' },
  },
  render: renderPageWithAmount('amount', (market) => amountDue(ORDER.orderId, market)),
} satisfies Meta<RepayMethodArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Bank, then its popup. */
async function openBanks(context: Context) {
  const { canvas, userEvent } = context;
  await userEvent.click(await canvas.findByRole('radio', { name: storyText(context, 'method.bank') }));
  const choose = await canvas.findByRole('button', { name: storyText(context, 'method.chooseBank') });
  await waitFor(() => expect(choose).toBeEnabled());
  await userEvent.click(choose);
  return canvas.findByRole('dialog', { name: storyText(context, 'method.chooseBank') });
}

export const MiniMarket: Story = { name: 'Mini market (the default)', args: ORDER };

export const BankPopup: Story = {
  name: 'Bank: choosing the bank (popup open)',
  args: ORDER,
  play: async (context) => {
    await openBanks(context);
  },
};

export const BankAndMethod: Story = {
  name: 'Bank and transfer method chosen (BCA, m-BCA)',
  args: ORDER,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const popup = await openBanks(context);
    await userEvent.click(await within(popup).findByRole('button', { name: 'BCA' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'm-BCA' }));
  },
};
