import type { Meta, StoryObj } from '@storybook/react-vite';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import Document from './index.tsx';

// A short policy in the shape pages give it: catalogue texts with the brand's values filled in.
const sections = [
  {
    id: 'use',
    title: 'Use of information',
    paragraphs: [
      'We collect the information you give us when you register and apply for a loan with {app}.',
      'We use your information to:',
    ],
    items: ['confirm your identity;', 'assess your application;', 'pay out your loan and record your repayments.'],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    paragraphs: ['Our pages use cookies to keep your session working and remember your language and choices.'],
  },
  {
    id: 'contacts',
    title: 'Contacts',
    paragraphs: ['If you have a question about this policy, please contact {company}:'],
    items: ['E-mail: {email}', 'Phone: {phone}', 'Address: {address}'],
  },
];
const values = {
  app: 'Kilat Dana',
  company: 'PT Kilat Dana Teknologi',
  email: 'care@kilatdana.example',
  phone: '+62 21 5093 1188',
  address: 'Jl. Contoh No. 1, Jakarta',
};

const meta = {
  title: 'Blocks/document',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, Document, {
    layout: 'fullscreen',
    args: {
      title: 'Privacy Policy',
      intro: ['This policy explains what we collect and why.'],
      sections,
      toc: true,
      values,
    },
  }),
} satisfies Meta<typeof Document>;

export default meta;
type Story = StoryObj<typeof Document>;

export const WithContents: Story = { name: 'Title, contents and sections' };

export const NoContents: Story = { name: 'No table of contents', args: { toc: false } };

export const MissingValue: Story = {
  name: 'A value missing: its line is left out (no e-mail)',
  args: { values: { ...values, email: '' } },
};

export const Indonesian: Story = {
  name: 'Indonesian (contents named Daftar isi)',
  globals: { market: 'id' },
  args: {
    title: 'Kebijakan Privasi',
    intro: ['Kebijakan ini menjelaskan data yang kami kumpulkan dan alasannya.'],
    sections: [
      {
        id: 'use',
        title: 'Penggunaan informasi',
        paragraphs: ['Kami mengumpulkan informasi yang Anda berikan saat mendaftar di {app}.'],
      },
      {
        id: 'contacts',
        title: 'Kontak',
        paragraphs: ['Hubungi {company}:'],
        items: ['E-mail: {email}', 'Telepon: {phone}'],
      },
    ],
  },
};

export const TitleOnly: Story = {
  name: 'A title and a paragraph (a short page)',
  args: {
    title: 'Something went wrong',
    intro: ['This page could not be shown. Check your connection and try again.'],
    sections: [],
    toc: false,
  },
};
