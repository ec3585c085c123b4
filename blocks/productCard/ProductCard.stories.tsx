import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEMO_RECOMMENDED } from '../../demo/gateway/index.ts';
import {
  PRODUCTS,
  WORDS,
  listItem,
  rangeText,
  rateText,
  type DemoProduct,
  type Lang,
} from '../../demo/gateway/productData.ts';
import type { MarketKey } from '../../renderer/contract/language.ts';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import ProductCard from './index.tsx';

type CardArgs = Partial<Props>;
const product = (id: number): DemoProduct => PRODUCTS.find((candidate) => candidate.id === id)!;

/**
 * A recommend-product-list item mapped as schemas/pages/recommendList.json maps it (tags on the first two cards only).
 */
function fromRecommendList(id: number, lang: Lang, market: MarketKey, index = 0): CardArgs {
  const item = listItem(product(id), lang, market);
  return {
    logo: item.productLogo,
    name: item.productName,
    amountRange: item.amountRange,
    amountDescription: item.amountRangeDes,
    rate: item.loan_rate,
    description: item.productDesc,
    tags: index < 2 ? item.productTags : [],
    buttonText: item.buttonText,
    enabled: item.buttonStatus !== 0,
  };
}

/** A loan-details recProducts item (the demo gateway's) mapped as schemas/pages/loanDetails.json maps it. */
function fromLoanDetails(item: (typeof DEMO_RECOMMENDED)[number]): CardArgs {
  return {
    logo: item.productLogo,
    name: item.productName,
    amountRange: item.range,
    amountDescription: item.rangeDes,
    rate: item.rateText,
    description: item.description,
    tags: undefined,
    buttonText: item.buttonText,
    enabled: item.enabled === '1',
  };
}

/**
 * A login-failure product (stand/targeted `field`: icon, range, rateText, enabled '1') mapped as
 * schemas/pages/loginFailure.json maps it.
 */
function fromLoginFailure(id: number, lang: Lang, market: MarketKey): CardArgs {
  const demo = product(id);
  const item = {
    icon: demo.productLogo,
    name: demo.productName,
    buttonText: demo.open ? WORDS[lang].apply : WORDS[lang].full,
    range: rangeText(demo, market),
    rangeDes: WORDS[lang].rangeDes,
    rateText: rateText(demo, lang),
    description: demo.description[lang],
    enabled: demo.open ? '1' : '0',
  };
  return {
    logo: item.icon,
    name: item.name,
    amountRange: item.range,
    amountDescription: item.rangeDes,
    rate: item.rateText,
    description: item.description,
    tags: undefined,
    buttonText: item.buttonText,
    enabled: item.enabled === '1',
  };
}

const [loanDetailsOpen, loanDetailsFull] = DEMO_RECOMMENDED.map(fromLoanDetails);

const meta = {
  title: 'Blocks/productCard',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, ProductCard, { layout: 'fullscreen', args: fromRecommendList(1, 'en', 'in') }),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof ProductCard>;

export const RecommendedList: Story = { name: 'Recommended list: tags, amount range, rate, description (enabled)' };

export const RecommendedListThreeTags: Story = {
  name: 'Recommended list: three tags sent, two show',
  args: fromRecommendList(2, 'en', 'in'),
};

export const RecommendedListLater: Story = {
  name: 'Recommended list: third card onward (no tags)',
  args: fromRecommendList(4, 'en', 'in', 2),
};

export const RecommendedListIndonesian: Story = {
  name: 'Recommended list (Indonesian, rupiah)',
  globals: { market: 'id' },
  args: fromRecommendList(2, 'id', 'id'),
};

export const RecommendedListDisabled: Story = {
  name: 'Recommended list: buttonStatus 0 (grey button, a tap does nothing)',
  args: fromRecommendList(5, 'en', 'in'),
};

export const LoanDetails: Story = { name: 'Loan details recProducts (enabled)', args: loanDetailsOpen };

export const LoanDetailsDisabled: Story = {
  name: 'Loan details recProducts: enabled "0" (grey button, a tap does nothing)',
  args: loanDetailsFull,
};

export const LoginFailure: Story = {
  name: 'Login failure: icon, range, rate text (enabled)',
  globals: { market: 'id' },
  args: fromLoginFailure(4, 'id', 'id'),
};

export const LoginFailureDisabled: Story = {
  name: 'Login failure: enabled "0" (grey button, a tap does nothing)',
  globals: { market: 'id' },
  args: fromLoginFailure(5, 'id', 'id'),
};

export const Busy: Story = { name: 'Busy (its press chain is running)', args: { busy: true } };

export const Minimal: Story = {
  name: 'Name and button only',
  args: {
    logo: undefined,
    amountRange: undefined,
    amountDescription: undefined,
    rate: undefined,
    description: undefined,
    tags: undefined,
  },
};
