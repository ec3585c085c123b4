import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import ChatLog from './index.tsx';
import { reduceConversation, type QaEntry, type Turn } from './model.ts';

const topic: QaEntry = { id: 1, title_local: 'Loan application', action_type: 0 };
const why: QaEntry = { id: 11, title_local: 'Why was my application rejected?', action_type: 0 };
const agent: QaEntry = { id: 32, title_local: '', title_local_alias: 'Talk to customer service', action_type: '4' };
const reply: QaEntry = { id: 111, title_local: 'You can apply again after 7 days.', action_type: 0 };

function run(...events: { type: string; [field: string]: unknown }[]): Turn[] {
  return events.reduce<Turn[]>((turns, event) => reduceConversation(turns, event), []);
}

/** Turn 1: a topic with two answers; turn 3: the picked answer's single reply. */
const asked = run(
  { type: 'ask', pid: 1, title: 'Loan application' },
  { type: 'answered', question: topic, answers: [why, agent] },
);
const replied = reduceConversation(reduceConversation(asked, { type: 'ask', pid: 11, title: why.title_local }), {
  type: 'answered',
  question: why,
  answers: [reply],
});
const resolved = reduceConversation(replied, { type: 'resolved', turn: 3, value: 1 });

const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('chatLog block', () => {
  let scroll: MockInstance<(options?: boolean | ScrollIntoViewOptions) => void>;
  beforeEach(() => {
    scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('is a log named by its label, the greeting first as the assistant', () => {
    renderWithRuntime(<ChatLog label="Conversation" greeting="Hi! Pick a topic." turns={[]} emit={vi.fn()} />);
    expect(log()).toHaveTextContent(/^Assistant: Hi! Pick a topic\.$/);
    expect(scroll).not.toHaveBeenCalled();
  });

  it('without a greeting prop it greets with the catalogue text', () => {
    renderWithRuntime(<ChatLog label="Conversation" turns={[]} emit={vi.fn()} />);
    expect(log()).toHaveTextContent("Hi! I'm your assistant. Choose a topic below or type your question.");
  });

  it('shows the borrower\'s words as "You: …" and the question with its answers as buttons', () => {
    renderWithRuntime(<ChatLog label="Conversation" turns={asked} emit={vi.fn()} />);
    const mine = within(log()).getByText('Loan application', { selector: 'div' });
    expect(mine).toHaveTextContent(/^You: Loan application$/);
    const bot = within(log()).getByText('Loan application', { selector: 'p' }).parentElement!;
    expect(bot).toHaveTextContent(/^Assistant: Loan application/);
    expect(
      within(bot)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Why was my application rejected?', 'Talk to customer service']);
  });

  it('tapping an answer raises pick with its id, title, action type and turn', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ChatLog label="Conversation" turns={asked} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Why was my application rejected?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Talk to customer service' }));
    expect(emit.mock.calls).toEqual([
      ['pick', { id: 11, title: 'Why was my application rejected?', actionType: 0, handoff: false, turn: 1 }],
      ['pick', { id: 32, title: 'Talk to customer service', actionType: 4, handoff: true, turn: 1 }],
    ]);
  });

  it('a pending turn says it is typing, once, with nothing to press', () => {
    renderWithRuntime(<ChatLog label="Conversation" turns={run({ type: 'say', text: 'hello' })} emit={vi.fn()} />);
    expect(within(log()).getAllByText('Typing…')).toHaveLength(1);
    expect(within(log()).queryAllByRole('button')).toEqual([]);
  });

  it('a single reply shows its text and Resolved / Not resolved, which raise resolve with the reply id', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ChatLog label="Conversation" turns={replied} emit={emit} />);
    expect(within(log()).getByText('You can apply again after 7 days.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Not resolved' }));
    expect(emit.mock.calls).toEqual([
      ['resolve', { turn: 3, value: 1, qaId: 111 }],
      ['resolve', { turn: 3, value: 2, qaId: 111 }],
    ]);
    expect(screen.queryByRole('group', { name: 'Rate this answer' })).toBeNull();
  });

  it('Not resolved: the buttons are gone and the choice shows, with no stars', () => {
    renderWithRuntime(
      <ChatLog
        label="Conversation"
        turns={reduceConversation(replied, { type: 'resolved', turn: 3, value: 2 })}
        emit={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Resolved' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not resolved' })).toBeNull();
    expect(within(log()).getByText('Not resolved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '5 stars' })).toBeNull();
  });

  it('after Resolved, five stars named by their number raise rate with the score and reply id', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ChatLog label="Conversation" turns={resolved} emit={emit} />);
    expect(screen.queryByRole('button', { name: 'Resolved' })).toBeNull();
    const stars = screen.getByRole('group', { name: 'Rate this answer' });
    expect(
      within(stars)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    await userEvent.click(screen.getByRole('button', { name: '4 stars' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('rate', { turn: 3, score: 4, qaId: 111 });
  });

  it('once scored, the stars are read-only text with the server note', () => {
    const rated = reduceConversation(resolved, { type: 'rated', turn: 3, score: 2, note: 'Sorry! We will do better.' });
    renderWithRuntime(<ChatLog label="Conversation" turns={rated} emit={vi.fn()} />);
    expect(screen.queryByRole('group', { name: 'Rate this answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: /stars?$/ })).toBeNull();
    expect(within(log()).getByText('You rated 2 of 5.')).toBeInTheDocument();
    expect(within(log()).getByText('Sorry! We will do better.')).toBeInTheDocument();
  });

  it('the answer to free text shows the server text and Contact CS, which raises contact', async () => {
    const emit = vi.fn();
    const turns = run(
      { type: 'say', text: 'where is my money?' },
      { type: 'replied', note: 'Your question was recorded.' },
    );
    renderWithRuntime(<ChatLog label="Conversation" turns={turns} emit={emit} />);
    expect(within(log()).getByText('where is my money?', { selector: 'div' })).toHaveTextContent(
      /^You: where is my money\?$/,
    );
    expect(within(log()).getByText('Your question was recorded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact CS' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('contact', {});
  });

  it('a failed topic shows its error as an alert and Retry asks again, naming the turn', async () => {
    const emit = vi.fn();
    const turns = run(
      { type: 'ask', pid: 1, title: 'Loan application' },
      { type: 'failed', message: 'No connection. Check your network and try again.' },
    );
    renderWithRuntime(<ChatLog label="Conversation" turns={turns} emit={emit} />);
    expect(within(log()).getByRole('alert')).toHaveTextContent('No connection. Check your network and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('ask', { pid: 1, title: 'Loan application', retry: 1 });
  });

  it('a failed typed question: Retry says it again, naming the turn', async () => {
    const emit = vi.fn();
    const turns = run(
      { type: 'say', text: 'hello' },
      { type: 'replied', note: 'ok' },
      { type: 'say', text: 'again?' },
      { type: 'failed', message: '' },
    );
    renderWithRuntime(<ChatLog label="Conversation" turns={turns} emit={emit} />);
    // No message from the page: a generic one, never an empty alert.
    expect(screen.getByRole('alert')).toHaveTextContent('The request could not be completed.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(emit).toHaveBeenCalledExactlyOnceWith('say', { text: 'again?', retry: 3 });
  });

  it('busy or disabled: every button is disabled and a second tap sends nothing', async () => {
    const emit = vi.fn();
    const failed = [...resolved, ...run({ type: 'say', text: 'x' }, { type: 'failed', message: 'down' })];
    const { rerender } = renderWithRuntime(<ChatLog label="Conversation" turns={failed} emit={emit} busy />);
    const buttons = () => within(log()).getAllByRole('button');
    expect(buttons().length).toBeGreaterThanOrEqual(8);
    for (const button of buttons()) expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Why was my application rejected?' }));
    await userEvent.click(screen.getByRole('button', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    rerender(<ChatLog label="Conversation" turns={failed} emit={emit} disabled />);
    for (const button of buttons()) expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(emit).not.toHaveBeenCalled();
  });

  it('server text is shown as text, never as HTML', () => {
    const html: QaEntry = { id: 5, title_local: '<img src=x onerror=alert(1)><b>bold</b>' };
    const turns = run(
      { type: 'ask', pid: 5, title: '<i>me</i>' },
      { type: 'answered', question: html, answers: [html, why] },
    );
    const { root } = renderWithRuntime(<ChatLog label="Conversation" turns={turns} emit={vi.fn()} />);
    expect(root.querySelector('img, b, i')).toBeNull();
    expect(screen.getByRole('button', { name: '<img src=x onerror=alert(1)><b>bold</b>' })).toBeInTheDocument();
    expect(within(log()).getByText('<i>me</i>', { selector: 'div' })).toBeInTheDocument();
  });

  it('a turn it cannot read renders nothing and the others keep their indices', async () => {
    const emit = vi.fn();
    const turns = [{ kind: 'weird' }, ...replied.slice(1)] as unknown as Record<string, unknown>[];
    renderWithRuntime(<ChatLog label="Conversation" turns={turns} emit={emit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(emit).toHaveBeenCalledWith('resolve', { turn: 3, value: 1, qaId: 111 });
  });

  it('in Indonesian: "Anda: …", "Asisten: …" and the buttons in Indonesian', async () => {
    const emit = vi.fn();
    const turns = [
      ...resolved,
      ...run({ type: 'say', text: 'halo' }, { type: 'replied', note: 'Dicatat.' }),
      ...run({ type: 'say', text: 'x' }, { type: 'failed', message: 'Gagal' }),
    ];
    renderWithRuntime(<ChatLog label="Percakapan" turns={turns} emit={emit} />, { language: 'id' });
    const chat = screen.getByRole('log', { name: 'Percakapan' });
    expect(within(chat).getByText('halo', { selector: 'div' })).toHaveTextContent(/^Anda: halo$/);
    expect(chat).toHaveTextContent(/^Asisten: Halo! Saya asisten Anda\./);
    expect(within(chat).getByRole('group', { name: 'Nilai jawaban ini' })).toBeInTheDocument();
    await userEvent.click(within(chat).getByRole('button', { name: '5 bintang' }));
    expect(within(chat).getByRole('button', { name: 'Hubungi CS' })).toBeInTheDocument();
    expect(within(chat).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
    expect(emit).toHaveBeenCalledWith('rate', { turn: 3, score: 5, qaId: 111 });
  });

  it('in Indonesian the verdict buttons are "Terselesaikan" and "Belum terselesaikan"', async () => {
    const emit = vi.fn();
    renderWithRuntime(<ChatLog label="Percakapan" turns={replied} emit={emit} />, { language: 'id' });
    await userEvent.click(screen.getByRole('button', { name: 'Belum terselesaikan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Terselesaikan' }));
    expect(emit.mock.calls.map(([, payload]) => (payload as { value: number }).value)).toEqual([2, 1]);
  });
});
