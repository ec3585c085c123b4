import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { argsInMarket, blockMeta } from '../../stories/argTypes.ts';
import definition from './definition.ts';
import type { Props } from './definition.ts';
import RatingStars from './index.tsx';

/**
 * Tapping a star moves `value` as the page's setState would, so the stars fill in the canvas too.
 * A story render function (Storybook calls it, with Storybook's hooks), not a React component.
 */
function InteractiveStars(args: Props) {
  const [, updateArgs] = useArgs<Props>();
  return (
    <RatingStars
      {...args}
      emit={(event, payload) => {
        args.emit(event, payload);
        if (typeof payload?.value === 'number') updateArgs({ value: payload.value });
      }}
    />
  );
}

const meta = {
  title: 'Blocks/ratingStars',
  // A docs page per block: its description and the controls table made from its schema.
  tags: ['autodocs'],
  ...blockMeta(definition, RatingStars, { args: { label: 'Your rating' } }),
  // After blockMeta: this file's own render, with the args in the toolbar's market (stories/inMarket.ts).
  // Called, not mounted: its Storybook hooks (useArgs) belong to the story function.
  render: (args, context) => InteractiveStars(argsInMarket(args, context)),
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof RatingStars>;

export const NoneChosen: Story = { name: 'None chosen', args: { value: 0 } };

export const ThreeChosen: Story = { name: '3 chosen', args: { value: 3 } };

export const Disabled: Story = { args: { value: 2, disabled: true } };
