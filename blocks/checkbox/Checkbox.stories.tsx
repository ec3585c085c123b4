import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import Checkbox from './index.tsx';

/** A tap moves `checked` as the page's setState would. A story render function, not a React component. */
function InteractiveCheckbox(args: Props) {
  const [, updateArgs] = useArgs<Props>();
  return (
    <Checkbox
      {...args}
      emit={(event, payload) => {
        args.emit(event, payload);
        updateArgs({ checked: payload?.value === true });
      }}
    />
  );
}

const meta = {
  title: 'Blocks/checkbox',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, Checkbox, {
    args: { label: 'I have read and agree to the agreements above', checked: true },
  }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  // Called, not mounted: its Storybook hooks (useArgs) belong to the story function.
  render: (args, context) => InteractiveCheckbox(argsInMarket(args, context)),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof Checkbox>;

export const Consent: Story = { name: 'Consent (checked by default, loan confirmation)' };

export const Unchecked: Story = { name: 'Unchecked (confirm is off)', args: { checked: false } };

export const WithDescription: Story = {
  name: 'With a description',
  args: { description: 'Your loan cannot be disbursed without it. The agreements open above.' },
};

export const Indonesian: Story = {
  name: 'Indonesian, long label',
  globals: { market: 'id' },
  args: {
    label: 'Saya telah membaca dan menyetujui Perjanjian Pinjaman, Otorisasi Privasi dan Otorisasi Pembayaran di atas',
    description: 'Centang kotak ini untuk menyetujui sebelum Anda mengonfirmasi',
  },
};

export const Busy: Story = { name: 'Busy (the confirm chain is running)', args: { busy: true } };

export const Disabled: Story = { args: { disabled: true, checked: false } };
