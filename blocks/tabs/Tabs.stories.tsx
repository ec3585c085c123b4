import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { QA_TREE } from '../../demo/gateway/complaintData.ts';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import Tabs from './index.tsx';

// Help-chat categories as the demo gateway's get-qa-list (pid 0) sends them.
const topics = QA_TREE.filter((node) => node.pid === 0).map((node) => ({ id: node.id, title_local: node.title.en }));
const many = ['All', 'Pending', 'Processing', 'Waiting for you', 'Resolved', 'Closed', 'Rated', 'Withdrawn'];

/** A stand-in for the panel's child nodes (the complaint list on the real page). */
function Panel({ title }: { title: string }) {
  return <p style={{ margin: 16 }}>Complaints shown under “{title}”.</p>;
}

/**
 * Selecting a tab moves `selected` as the page's setState would (unless the story has none
 * selected: topics only trigger). A story render function, not a React component.
 */
function InteractiveTabs(args: Props) {
  const [, updateArgs] = useArgs<Props>();
  const list = args.tabs as unknown[];
  const current = typeof args.selected === 'number' ? list[args.selected] : undefined;
  const title =
    typeof current === 'string'
      ? current
      : String((current as Record<string, unknown> | undefined)?.[args.titleKey ?? 'title'] ?? '');
  return (
    <Tabs
      {...args}
      emit={(event, payload) => {
        args.emit(event, payload);
        if (args.selected !== null && typeof payload?.index === 'number') updateArgs({ selected: payload.index });
      }}
    >
      {args.children ?? (current === undefined ? undefined : <Panel title={title} />)}
    </Tabs>
  );
}

const meta = {
  title: 'Blocks/tabs',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, Tabs, {
    layout: 'fullscreen',
    frameHeight: '240px',
    args: { label: 'My complaints', tabs: ['All', 'Processing', 'Resolved'] },
  }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  // Called, not mounted: its Storybook hooks (useArgs) belong to the story function.
  render: (args, context) => InteractiveTabs(argsInMarket(args, context)),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof Tabs>;

export const TopWithPanel: Story = { name: 'Top, with its panel (complaint list)', args: { selected: 0 } };

export const TopSecondSelected: Story = { name: 'Top, second selected', args: { selected: 1 } };

export const ManyTabs: Story = { name: 'Many tabs (scroll sideways)', args: { tabs: many, selected: 4 } };

export const BottomTopics: Story = {
  name: 'Bottom topics, none selected (help chat)',
  args: { label: 'Topics', tabs: topics, titleKey: 'title_local', selected: null, position: 'bottom' },
};

export const NoTopics: Story = {
  name: "No tab at all: the page's words",
  args: {
    label: 'Topics',
    tabs: [],
    selected: null,
    empty: 'No topics to choose from right now. Type your question instead.',
  },
};

export const BottomBusy: Story = {
  name: 'Bottom topics while a question loads',
  args: { ...BottomTopics.args, busy: true },
};

export const BottomMany: Story = {
  name: 'Bottom, many topics (scroll sideways)',
  args: {
    ...BottomTopics.args,
    tabs: [
      ...topics,
      { title_local: 'Disbursement' },
      { title_local: 'Extension' },
      { title_local: 'Privacy and data' },
    ],
  },
};
