import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import SiteNav from './index.tsx';

const ITEMS = [
  { label: 'Home', section: 'home' },
  { label: 'About us', section: 'about' },
  { label: 'Contact Us', section: 'contact' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Loan terms and conditions', href: '/loanAgreement' },
];

const meta = {
  title: 'Blocks/siteNav',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, SiteNav, {
    layout: 'fullscreen',
    frameHeight: '420px',
    args: { label: 'Main menu', items: ITEMS },
  }),
  // The sections its links scroll to (in a page they are stack anchors); page links raise open (see Actions).
  render: (args) => (
    <div
      css={css`
        max-width: 430px;
      `}
    >
      <SiteNav {...args} />
      {['home', 'about', 'contact'].map((id) => (
        <div
          key={id}
          id={id}
          tabIndex={-1}
          css={css`
            min-height: 480px;
            padding: 16px;
            border-bottom: 1px dashed rgba(255, 255, 255, 0.3);
          `}
        >
          <h2
            css={css`
              margin: 0;
            `}
          >
            Section #{id}
          </h2>
        </div>
      ))}
    </div>
  ),
} satisfies Meta<typeof SiteNav>;

export default meta;
type Story = StoryObj<typeof SiteNav>;

export const English: Story = { name: 'Sections and pages (a narrow phone scrolls the row sideways)' };

export const Indonesian: Story = {
  name: 'Indonesian',
  args: {
    label: 'Menu utama',
    items: [
      { label: 'Beranda', section: 'home' },
      { label: 'Tentang kami', section: 'about' },
      { label: 'Hubungi Kami', section: 'contact' },
      { label: 'Kebijakan Privasi', href: '/privacy-policy' },
      { label: 'Syarat dan ketentuan pinjaman', href: '/loanAgreement' },
    ],
  },
};

export const SectionsOnly: Story = { name: 'Sections only (fits one row)', args: { items: ITEMS.slice(0, 3) } };
