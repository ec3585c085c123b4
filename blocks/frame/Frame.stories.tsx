import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import Frame from './index.tsx';

// A demo agreement served from public/ on Storybook's own origin, as the app serves it on its own.
const AGREEMENT = '/demo/contracts/loan-agreement.html';
// On a page, allowedOrigins binds the brand's document origins (deployments/*.json documentOrigins).
const DOCUMENT_ORIGINS = ['https://pay.kilatdana.example'];

const meta = {
  title: 'Blocks/frame',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, Frame, {
    layout: 'fullscreen',
    args: { src: AGREEMENT, title: 'Loan agreement', allowedOrigins: DOCUMENT_ORIGINS },
  }),
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof Frame>;

export const OwnOrigin: Story = { name: 'Agreement on the page’s own origin' };

export const Tall: Story = { name: 'Taller frame (600 px)', args: { height: 600 } };

export const Indonesian: Story = {
  name: 'Indonesian title',
  globals: { market: 'id' },
  args: { src: '/demo/contracts/privacy-authorisation.html', title: 'Otorisasi privasi' },
};

export const TrustedOrigin: Story = {
  name: 'Listed origin (a demo host, unreachable here: the browser shows its own error inside)',
  args: { src: 'https://pay.kilatdana.example/agreements/loan.html' },
};

export const OtherOrigin: Story = {
  name: 'Origin not listed: a note, no frame',
  args: { src: 'https://evil.example/agreement' },
};

export const CredentialsTrick: Story = {
  name: 'trusted@evil trick: a note, no frame',
  args: { src: 'https://pay.kilatdana.example@evil.example/agreement' },
};

export const Script: Story = {
  name: 'javascript: address: a note, no frame',
  globals: { market: 'id' },
  args: { src: 'javascript:alert(1)', title: 'Perjanjian pinjaman' },
};
