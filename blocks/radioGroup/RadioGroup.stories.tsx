import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import RadioGroup from './index.tsx';

// Bound cards as repayment-way sends them.
const cards = [
  { id: 11, bankName: 'BCA', cardNo: '**** **** **** 1234' },
  { id: 12, bankName: 'BCA', cardNo: '**** **** **** 5678' },
  { id: 13, bankName: 'Bank Rakyat Indonesia (BRI) Syariah Kantor Cabang Jakarta', cardNo: '**** **** **** 9012' },
];

/** Choosing moves `selected` as the page's setState would. A story render function, not a React component. */
function InteractiveRadioGroup(args: Props) {
  const [, updateArgs] = useArgs<Props>();
  return (
    <RadioGroup
      {...args}
      emit={(event, payload) => {
        args.emit(event, payload);
        updateArgs({ selected: payload?.value as string | number });
      }}
    />
  );
}

const meta = {
  title: 'Blocks/radioGroup',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, RadioGroup, {
    args: {
      label: '选择付款银行卡',
      options: cards,
      valueKey: 'id',
      titleKey: 'bankName',
      descriptionKey: 'cardNo',
      selected: 12,
    },
  }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  // Called, not mounted: its Storybook hooks (useArgs) belong to the story function.
  render: (args, context) => InteractiveRadioGroup(argsInMarket(args, context)),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof RadioGroup>;

export const BoundCards: Story = { name: 'Bound cards (pay-way)' };

export const NoneSelected: Story = { name: 'Bound cards, none selected', args: { selected: null } };

export const Methods: Story = {
  name: 'Bank or Mini Market (method chooser)',
  globals: { market: 'id' },
  args: {
    label: 'Metode pembayaran',
    options: [
      { value: '1', title: 'Bank' },
      { value: '2', title: 'Mini Market' },
    ],
    valueKey: 'value',
    titleKey: 'title',
    descriptionKey: undefined,
    selected: '1',
  },
};

export const Markets: Story = {
  name: 'Plain strings (markets), hidden label',
  globals: { market: 'id' },
  args: {
    label: 'Pilih minimarket',
    labelHidden: true,
    options: ['ALFAMART', 'INDOMARET'],
    descriptionKey: undefined,
    selected: 'ALFAMART',
  },
};

export const Disabled: Story = { args: { disabled: true } };
