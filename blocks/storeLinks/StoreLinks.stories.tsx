import type { Meta, StoryObj } from '@storybook/react-vite';
import ContactLink from '../contactLink/index.tsx';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import StoreLinks from './index.tsx';

const meta = {
  title: 'Blocks/storeLinks',
  tags: ['autodocs'],
  ...blockMeta(definition, StoreLinks, {
    args: {
      android: 'https://play.google.com/store/apps/details?id=example.kilatdana',
      ios: 'https://apps.apple.com/app/id0000000100',
      androidLabel: 'Download for Android',
      iosLabel: 'Download on the App Store',
      empty: 'The app is not in the stores yet: call us and we will help.',
    },
  }),
} satisfies Meta<typeof StoreLinks>;

export default meta;
type Story = StoryObj<typeof StoreLinks>;

export const OnAndroid: Story = { name: 'Both stores, on Android', args: { platform: 'android' } };

export const OnIphone: Story = { name: 'Both stores, on an iPhone', args: { platform: 'ios' } };

export const AndroidOnly: Story = { name: 'Only an Android link', args: { ios: '' } };

export const NoLinks: Story = {
  name: 'No store link: the note and a phone',
  args: {
    android: '',
    ios: '',
    children: <ContactLink kind="tel" label="Kilat Dana" value="+62 21 5093 1188" emit={() => undefined} />,
  },
};
