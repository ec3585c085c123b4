import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { blockMeta } from '../../stories/argTypes.ts';
import Button from '../button/index.tsx';
import definition from './definition.ts';
import SiteFooter from './index.tsx';

const meta = {
  title: 'Blocks/siteFooter',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, SiteFooter, {
    layout: 'fullscreen',
    args: {
      heading: 'Contact Us',
      anchor: 'contact',
      text: 'Questions about a loan or a repayment? Call us or write to us.',
      contacts: [
        { kind: 'tel', label: 'Phone', value: '+62 21 5093 1188' },
        { kind: 'mailto', label: 'E-mail', value: 'care@kilatdana.example' },
        { kind: 'text', label: 'Address', value: 'Demo address: the operator sets company.address' },
      ],
      company: 'PT Kilat Dana Teknologi',
      rights: 'All rights reserved.',
    },
  }),
  // Children are page nodes; here, the link to the feedback form.
  render: (args) => (
    <SiteFooter {...args}>
      <Button label="Send us a message" appearance="secondary" role="link" emit={fn()} />
    </SiteFooter>
  ),
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof SiteFooter>;

export const Contacts: Story = { name: 'Phone, e-mail, address, company and copyright' };

export const BadValues: Story = {
  name: 'Values that are no number or address (shown as text)',
  args: {
    contacts: [
      { kind: 'tel', label: 'Phone', value: 'call us later' },
      { kind: 'mailto', label: 'E-mail', value: 'care@kilat?cc=evil@x.example' },
    ],
  },
};

export const NoEmail: Story = {
  name: 'No e-mail (the line is left out)',
  args: {
    contacts: [
      { kind: 'tel', label: 'Phone', value: '+91 80 4718 2200' },
      { kind: 'mailto', label: 'E-mail', value: '' },
      { kind: 'text', label: 'Address', value: 'Demo address' },
    ],
  },
};
