import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import ChatLog from './index.tsx';
import { reduceConversation, type QaEntry, type Turn } from './model.ts';

const why: QaEntry = { id: 11, title_local: 'Why was my application rejected?' };
const reply: QaEntry = { id: 111, title_local: 'You can apply again after 7 days.' };

function run(...events: { type: string; [field: string]: unknown }[]): Turn[] {
  return events.reduce<Turn[]>((turns, event) => reduceConversation(turns, event), []);
}

const replied = run({ type: 'ask', pid: 11, title: 'Why?' }, { type: 'answered', question: why, answers: [reply] });

/** The page in miniature: what the block raises goes through the model, as the page's chains do. */
function Conversation({ start }: { start: Turn[] }) {
  const [turns, setTurns] = useState(start);
  return (
    <ChatLog
      label="Conversation"
      turns={turns}
      emit={(event, payload = {}) => {
        if (event === 'resolve') setTurns((now) => reduceConversation(now, { type: 'resolved', ...payload }));
        if (event === 'ask') setTurns((now) => reduceConversation(now, { type: 'ask', ...payload }));
      }}
    />
  );
}

function mockMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

describe('chatLog block: following the conversation', () => {
  let scroll: MockInstance<(options?: boolean | ScrollIntoViewOptions) => void>;
  beforeEach(() => {
    scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the newest turn into view, smoothly, when turns are added or change; not for the same turns again', () => {
    mockMotion(false);
    const { rerender } = renderWithRuntime(<ChatLog label="Conversation" greeting="Hi" turns={[]} emit={vi.fn()} />);
    expect(scroll).not.toHaveBeenCalled();

    const pending = run({ type: 'ask', pid: 11, title: 'Why?' });
    rerender(<ChatLog label="Conversation" greeting="Hi" turns={pending} emit={vi.fn()} />);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toHaveTextContent('Typing…');
    expect(scroll.mock.calls[0]?.[0]).toMatchObject({ behavior: 'smooth' });

    // A fresh array with the same content (the page re-renders as the borrower types): no scroll.
    rerender(<ChatLog label="Conversation" greeting="Hi" turns={structuredClone(pending)} emit={vi.fn()} />);
    expect(scroll).toHaveBeenCalledTimes(1);

    rerender(<ChatLog label="Conversation" greeting="Hi" turns={replied} emit={vi.fn()} />);
    expect(scroll).toHaveBeenCalledTimes(2);
    expect(scroll.mock.contexts[1]).toHaveTextContent('You can apply again after 7 days.');
  });

  it('jumps without animation when the borrower asks for less motion', () => {
    mockMotion(true);
    renderWithRuntime(<ChatLog label="Conversation" turns={replied} emit={vi.fn()} />);
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.calls[0]?.[0]).toMatchObject({ behavior: 'auto' });
  });

  it('never takes focus from where the borrower is typing', () => {
    const { rerender } = renderWithRuntime(
      <>
        <ChatLog label="Conversation" turns={[]} emit={vi.fn()} />
        <input aria-label="Your question" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Your question' });
    input.focus();
    rerender(
      <>
        <ChatLog label="Conversation" turns={replied} emit={vi.fn()} />
        <input aria-label="Your question" />
      </>,
    );
    expect(scroll).toHaveBeenCalled();
    expect(input).toHaveFocus();
  });

  it('when Resolved goes away with the answer, the keyboard stays on that turn', async () => {
    const topic: QaEntry = { id: 1, title_local: 'Loans' };
    const start = [
      ...run(
        { type: 'ask', pid: 1, title: 'Loans' },
        { type: 'answered', question: topic, answers: [why, { id: 12, title_local: 'How long?' }] },
      ),
      ...replied,
    ];
    renderWithRuntime(<Conversation start={start} />);
    screen.getByRole('button', { name: 'Resolved' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Resolved' })).toBeNull();
    expect(document.activeElement).toHaveTextContent(
      /^Assistant: Why was my application rejected\?You can apply again after 7 days\./,
    );
    // Tab goes on from there (to the first star), not from the top of the page (the first answer).
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '1 star' })).toHaveFocus();
  });

  it('after Retry the keyboard stays on the turn now waiting again', async () => {
    renderWithRuntime(
      <Conversation start={run({ type: 'ask', pid: 1, title: 'Loans' }, { type: 'failed', message: 'down' })} />,
    );
    screen.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(document.activeElement).toHaveTextContent(/^Assistant: Typing…$/);
  });
});
