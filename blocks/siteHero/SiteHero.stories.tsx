import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import SiteHero from './index.tsx';

const meta = {
  title: 'Blocks/siteHero',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, SiteHero, {
    layout: 'fullscreen',
    args: {
      title: 'Kilat Dana',
      text: 'Instant personal loans on your phone, from a licensed non-bank lender.',
      claims: [
        { label: 'Loan amount', value: '₹2,000 - ₹80,000' },
        { label: 'Money in your account', value: 'Within 2 hours' },
        { label: 'For salaried users with an income of', value: '₹12,000 and above' },
        { label: 'Trusted by', value: 'Over 3 million users' },
      ],
    },
  }),
} satisfies Meta<typeof SiteHero>;

export default meta;
type Story = StoryObj<typeof SiteHero>;

export const India: Story = { name: 'Public site, India (four claims)' };

export const Indonesia: Story = {
  name: 'Public site, Indonesia (no income claim)',
  args: {
    text: 'Pinjaman pribadi instan di ponsel Anda, dari pemberi pinjaman non-bank berizin.',
    claims: [
      { label: 'Jumlah pinjaman', value: 'Rp1.000.000 - Rp15.000.000' },
      { label: 'Dana masuk ke rekening', value: 'Dalam 2 jam' },
      { label: 'Dipercaya oleh', value: 'Lebih dari 3 juta pengguna' },
    ],
  },
};

export const TitleOnly: Story = {
  name: 'A page title and lead line',
  args: { title: 'Feedback', text: 'Tell us what you think of our service.', claims: [] },
};
