import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { PROBLEM_SUB_TYPES, PROBLEM_TYPES, QA_TREE } from '../../demo/gateway/complaintData.ts';
import { DEMO_ORDERS } from '../../demo/gateway/index.ts';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import ChoiceList from './index.tsx';

// The demo gateway's data, in the shapes its replies have (demo/gateway).
const types = PROBLEM_TYPES.map(({ value, title }) => ({ value, title: title.en }));
const subTypes = PROBLEM_SUB_TYPES.map(({ value, title }) => ({ value, title: title.en }));
const categories = QA_TREE.filter((node) => node.pid === 0).map((node) => ({
  id: node.id,
  title_local: node.title.en,
}));
const orders = DEMO_ORDERS.slice(0, 5).map((order) => ({
  orderNo: order.orderId,
  productName: order.productName,
  status: order.status.en,
}));

/**
 * Tapping an option moves `selected` as the page's setState would, so the canvas shows the choice.
 * A story render function (Storybook calls it, with Storybook's hooks), not a React component.
 */
function InteractiveChoices(args: Props) {
  const [, updateArgs] = useArgs<Props>();
  return (
    <ChoiceList
      {...args}
      emit={(event, payload) => {
        args.emit(event, payload);
        const value = payload?.value;
        if (typeof value === 'string' || typeof value === 'number') updateArgs({ selected: value });
      }}
    />
  );
}

const meta = {
  title: 'Blocks/choiceList',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, ChoiceList, { layout: 'fullscreen', args: { label: 'Question type', options: types } }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  // Called, not mounted: its Storybook hooks (useArgs) belong to the story function.
  render: (args, context) => InteractiveChoices(argsInMarket(args, context)),
} satisfies Meta<typeof ChoiceList>;

export default meta;
type Story = StoryObj<typeof ChoiceList>;

export const List: Story = { name: 'List, none chosen' };

export const Selected: Story = { name: 'Collection chosen (value 1)', args: { selected: 1 } };

export const SubTypes: Story = {
  name: 'Sub-types of collection',
  args: { label: 'Sub-type', options: subTypes, selected: '102' },
};

export const WithDescriptions: Story = {
  name: 'With descriptions (orders in a dialog)',
  args: {
    label: 'All orders',
    options: orders,
    valueKey: 'orderNo',
    titleKey: 'productName',
    descriptionKey: 'status',
    selected: '10174',
  },
};

export const Grid: Story = {
  name: 'Grid (help categories)',
  args: {
    label: 'What do you need help with?',
    options: categories,
    valueKey: 'id',
    titleKey: 'title_local',
    layout: 'grid',
  },
};

export const GridSelected: Story = { name: 'Grid, one chosen', args: { ...Grid.args, selected: 2 } };

export const Busy: Story = { name: 'Busy (its action is running)', args: { selected: 2, busy: true } };

export const Empty: Story = { name: 'Empty (heading only)', args: { options: [] } };
