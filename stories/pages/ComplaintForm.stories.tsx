/**
 * The complaint form (schemas/pages/complaintForm.json) on the demo gateway: empty, with a draft
 * left from an earlier visit, the collection rule refusing an order, the type chosen on the form
 * when the help chat hands over, and a successful save (its dialog, then the complaint page).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { draftPlace, saveDraft } from '../../renderer/runtime/storage/drafts.ts';
import { freshPageData, loadPage, renderPage, storyLaunchParams, storyMarket, storyText } from './PageStory.tsx';

interface ComplaintFormArgs {
  problemType?: string;
  problemSonType?: string;
  orderNo?: string;
}

/** schemas/pages/complaintForm.json "draft". */
const DRAFT_KEY = 'complaintDraft';

const meta = {
  title: 'Pages/Complaint form',
  loaders: [loadPage('complaintForm')],
  beforeEach: (context) => {
    freshPageData(context);
    // The draft lives in the frame's local storage: one story's typing must not show in another.
    localStorage.removeItem(DRAFT_KEY);
  },
  argTypes: {
    problemType: {
      description:
        'Problem type in the address (1 collection or harassment, 2 to 5 others; empty: chosen on the form).',
      control: 'text',
    },
    problemSonType: { description: 'Sub-type of type 1 (101 to 103).', control: 'text' },
    orderNo: { description: 'The order (10180 and 10005 allow collection complaints).', control: 'text' },
  },
  render: renderPage,
} satisfies Meta<ComplaintFormArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const REPAYMENT = { problemType: '2', orderNo: '10174' };

/** Writes the complaint as a person pasting it (typing would show letter by letter, slowly). */
async function write(context: Parameters<NonNullable<Story['play']>>[0], text: string) {
  const { canvas, userEvent } = context;
  await userEvent.click(await canvas.findByRole('textbox', { name: storyText(context, 'complaint.text') }));
  await userEvent.paste(text);
}

const COMPLAINT = {
  en: 'I was charged a late fee although I repaid on the due date.',
  id: 'Saya dikenai denda keterlambatan padahal sudah membayar tepat waktu.',
  zh: '我按时还款了，却被收取了逾期费。',
};

export const Empty: Story = { name: 'Empty (repayment problem)', args: REPAYMENT };

export const WithDraft: Story = {
  name: 'With a draft from an earlier visit (text and pictures)',
  args: REPAYMENT,
  beforeEach: (context) => {
    const { language } = storyMarket(context);
    // The story's borrower and the address's scope ("<problemType>|<problemSonType>|<orderNo>"), so the page restores
    // it.
    const values = {
      text: COMPLAINT[language],
      images: ['/demo/product-1.svg', '/demo/process-result.svg'],
      type: null,
      sonType: null,
    };
    saveDraft(
      localStorage,
      { key: DRAFT_KEY, state: Object.keys(values) },
      draftPlace(storyLaunchParams(context), '2||10174'),
      values,
    );
  },
};

export const CollectionRefused: Story = {
  name: 'Collection complaint on an order that does not allow it (error)',
  args: { problemType: '1', problemSonType: '103', orderNo: '10174' },
  play: async (context) => {
    await write(context, COMPLAINT[storyMarket(context).language]);
    await context.userEvent.click(context.canvas.getByRole('button', { name: storyText(context, 'common.submit') }));
  },
};

export const EmptyRefused: Story = {
  name: 'Submitted without text (error)',
  args: REPAYMENT,
  play: async (context) => {
    await context.userEvent.click(
      await context.canvas.findByRole('button', { name: storyText(context, 'common.submit') }),
    );
  },
};

export const FromHelpChat: Story = {
  name: 'From the help chat: the problem type is chosen here',
  args: { orderNo: '10180' },
};

export const Saved: Story = {
  name: 'Submitted: the success dialog, then back to the complaint page',
  args: { problemType: '1', problemSonType: '103', orderNo: '10180' },
  play: async (context) => {
    await write(context, COMPLAINT[storyMarket(context).language]);
    await context.userEvent.click(context.canvas.getByRole('button', { name: storyText(context, 'common.submit') }));
    await context.canvas.findByRole('dialog', { name: storyText(context, 'complaint.savedTitle') });
  },
};
