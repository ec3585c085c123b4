import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { blockMeta } from '../../stories/argTypes.ts';
import Button from '../button/index.tsx';
import RatingStars from '../ratingStars/index.tsx';
import Stack from '../stack/index.tsx';
import definition from './definition.ts';
import Modal from './index.tsx';

const meta = {
  title: 'Blocks/modal',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  // A modal covers the whole frame: in the docs page each story gets its own frame.
  ...blockMeta(definition, Modal, {
    layout: 'fullscreen',
    frameHeight: '420px',
    args: { title: 'Rate your experience' },
  }),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof Modal>;

export const WithDescriptionAndChildren: Story = {
  name: 'With description and children',
  args: { description: 'How would you rate our service?' },
  render: (args) => (
    <Modal {...args}>
      <RatingStars label="Your rating" value={4} emit={fn()} />
      <Stack direction="row" gap="s" padding="none" emit={fn()}>
        <Button label="Cancel" appearance="secondary" emit={fn()} />
        <Button label="Submit" emit={fn()} />
      </Stack>
    </Modal>
  ),
};

export const TitleOnly: Story = { name: 'Title only' };

export const NotDismissible: Story = {
  name: 'Not dismissible (Escape and backdrop do nothing)',
  args: { title: 'Thank you!', description: 'Thank you for your feedback.', dismissible: false },
  render: (args) => (
    <Modal {...args}>
      <Button label="OK" emit={fn()} />
    </Modal>
  ),
};
