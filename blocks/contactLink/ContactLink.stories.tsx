import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import ContactLink from './index.tsx';

const meta = {
  title: 'Blocks/contactLink',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, ContactLink, {
    args: { kind: 'tel', label: 'Customer service', value: '+62 21 5093 1188' },
  }),
} satisfies Meta<typeof ContactLink>;

export default meta;
type Story = StoryObj<typeof ContactLink>;

export const Phone: Story = { name: 'Phone (opens the dialer)' };

export const Email: Story = {
  name: 'E-mail (opens the mail client)',
  args: { kind: 'mailto', label: 'E-mail', value: 'care@kilatdana.example' },
};

export const InvalidValue: Story = {
  name: 'Invalid value (shown as text, no link)',
  args: { kind: 'tel', value: 'call us later' },
};

export const Empty: Story = {
  name: 'Empty value (nothing shows)',
  args: { value: '' },
  parameters: { renderCheck: { empty: true } },
};
