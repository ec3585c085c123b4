import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROBLEM_TYPES, SEEDED_PROBLEMS } from '../../demo/gateway/complaintData.ts';
import { blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import ListItem from './index.tsx';

// Seeded complaints as problem-list sends them (type title, time, content).
const [collection, , account] = SEEDED_PROBLEMS.map((problem) => ({
  title: PROBLEM_TYPES.find((type) => type.value === problem.type)?.title.en ?? '',
  meta: problem.time,
  description: problem.content,
}));

const meta = {
  title: 'Blocks/listItem',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, ListItem, { layout: 'fullscreen', args: account }),
} satisfies Meta<typeof ListItem>;

export default meta;
type Story = StoryObj<typeof ListItem>;

export const Short: Story = { name: 'Short text' };

export const LongText: Story = {
  name: 'Long text (content clamped to two lines)',
  args: {
    ...collection,
    title: 'Penagihan atau pelecehan oleh pihak ketiga yang tidak dikenal',
    description: `${collection?.description ?? ''} They also sent messages to my family and my employer, and said they would come to my house. Please stop this.`,
  },
};

export const TitleOnly: Story = { name: 'Title only', args: { meta: undefined, description: undefined } };

export const Busy: Story = { name: 'Busy (its action is running)', args: { busy: true } };
