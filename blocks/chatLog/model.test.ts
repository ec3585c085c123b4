import { describe, expect, it } from 'vitest';
import chatLogModel, { entryTitle, isAgentHandoff, reduceConversation, type QaEntry, type Turn } from './model.ts';

const topic: QaEntry = {
  id: 1,
  title_local: 'Loan application',
  title_local_alias: 'Loan application',
  action_type: 0,
};
const why: QaEntry = { id: 11, title_local: 'Why was my application rejected?', action_type: 0 };
const howLong: QaEntry = { id: 12, title_local: 'How long does approval take?', action_type: 0 };
const reply: QaEntry = { id: 111, title_local: 'You can apply again after 7 days.', action_type: 0 };

/** Runs events through the reducer from an empty conversation. */
function run(...events: { type: string; [field: string]: unknown }[]): Turn[] {
  return events.reduce<Turn[]>((turns, event) => reduceConversation(turns, event), []);
}

/** Deep-freezes turns so any mutation by the reducer throws. */
function frozen(turns: Turn[]): Turn[] {
  const freeze = (value: unknown): unknown => {
    if (value && typeof value === 'object') {
      Object.values(value).forEach(freeze);
      Object.freeze(value);
    }
    return value;
  };
  return freeze(structuredClone(turns)) as Turn[];
}

describe('chatLog model', () => {
  it("ask adds the borrower's words and a pending bot turn holding the request", () => {
    expect(run({ type: 'ask', pid: 1, title: 'Loan application' })).toEqual([
      { kind: 'user', text: 'Loan application' },
      { kind: 'bot', status: 'pending', request: { kind: 'ask', pid: 1, title: 'Loan application' } },
    ]);
  });

  it('ask without a title adds only the pending turn; a pid that is not a number or string becomes 0', () => {
    expect(run({ type: 'ask', pid: { bad: true } })).toEqual([
      { kind: 'bot', status: 'pending', request: { kind: 'ask', pid: 0, title: '' } },
    ]);
  });

  it('say adds the trimmed text and a pending turn; blank text is ignored', () => {
    const before = run({ type: 'ask', pid: 1, title: 'Loan application' });
    expect(reduceConversation(before, { type: 'say', text: '   ' })).toBe(before);
    expect(reduceConversation(before, { type: 'say' })).toBe(before);
    expect(reduceConversation(before, { type: 'say', text: '  where is my money? ' }).slice(2)).toEqual([
      { kind: 'user', text: 'where is my money?' },
      { kind: 'bot', status: 'pending', request: { kind: 'say', text: 'where is my money?' } },
    ]);
  });

  it('answered with several answers offers them under the question', () => {
    const turns = run(
      { type: 'ask', pid: 1, title: 'Loan application' },
      { type: 'answered', question: topic, answers: [why, howLong] },
    );
    expect(turns[1]).toEqual({
      kind: 'bot',
      status: 'done',
      request: { kind: 'ask', pid: 1, title: 'Loan application' },
      question: topic,
      answers: [why, howLong],
    });
  });

  it('answered with one answer makes it the reply (Resolved / Not resolved follow)', () => {
    const turns = run(
      { type: 'ask', pid: 11, title: why.title_local },
      { type: 'answered', question: why, answers: [reply] },
    );
    expect(turns[1]).toMatchObject({ status: 'done', question: why, reply });
    expect(turns[1]).not.toHaveProperty('answers');
  });

  it('answered without answers or question settles the turn with none', () => {
    const turns = run({ type: 'ask', pid: 0, title: 'x' }, { type: 'answered' });
    expect(turns[1]).toMatchObject({ status: 'done', question: null, answers: [] });
  });

  it('replied settles the typed question with the server text and Contact CS', () => {
    const turns = run({ type: 'say', text: 'hello' }, { type: 'replied', note: 'An agent will answer soon.' });
    expect(turns[1]).toEqual({
      kind: 'bot',
      status: 'done',
      request: { kind: 'say', text: 'hello' },
      note: 'An agent will answer soon.',
      contact: true,
    });
  });

  it('failed marks the newest pending turn with the message, keeping its request', () => {
    const turns = run(
      { type: 'ask', pid: 1, title: 'A' },
      { type: 'ask', pid: 2, title: 'B' },
      { type: 'failed', message: 'No connection' },
    );
    expect(turns[1]).toMatchObject({ status: 'pending' });
    expect(turns[3]).toEqual({
      kind: 'bot',
      status: 'failed',
      request: { kind: 'ask', pid: 2, title: 'B' },
      error: 'No connection',
    });
  });

  it('failed with a kind marks the newest pending turn of that kind', () => {
    const turns = run(
      { type: 'ask', pid: 1, title: 'A' },
      { type: 'say', text: 'B' },
      { type: 'failed', message: 'down', kind: 'ask' },
    );
    expect(turns[1]).toMatchObject({ status: 'failed', error: 'down' });
    expect(turns[3]).toMatchObject({ status: 'pending' });
  });

  it("a topic answered while a typed question waits fills the topic's turn, and the reply the typed one", () => {
    const turns = run(
      { type: 'ask', pid: 1, title: 'Loan application' },
      { type: 'say', text: 'hello' },
      { type: 'answered', question: topic, answers: [why, howLong] },
      { type: 'replied', note: 'Noted.' },
    );
    expect(turns[1]).toMatchObject({ status: 'done', answers: [why, howLong] });
    expect(turns[3]).toMatchObject({ status: 'done', note: 'Noted.', contact: true });
  });

  it('of two asks waiting, answered fills the one whose pid its question names', () => {
    const turns = run(
      { type: 'ask', pid: 1, title: 'A' },
      { type: 'ask', pid: 11, title: 'B' },
      { type: 'answered', question: topic, answers: [why, howLong] },
    );
    expect(turns[1]).toMatchObject({ status: 'done', question: topic });
    expect(turns[3]).toMatchObject({ status: 'pending' });
  });

  it('answered, replied or failed with nothing pending change nothing', () => {
    const before = run({ type: 'say', text: 'hi' }, { type: 'replied', note: 'ok' });
    for (const event of [
      { type: 'answered', answers: [reply] },
      { type: 'replied', note: 'x' },
      { type: 'failed', message: 'x' },
    ]) {
      expect(reduceConversation(before, event)).toBe(before);
    }
  });

  it('retry asks again in place of the failed turn, without a second user bubble', () => {
    const failed = run(
      { type: 'ask', pid: 1, title: 'Loan application' },
      { type: 'failed', message: 'No connection' },
    );
    const again = reduceConversation(failed, { type: 'ask', pid: 1, title: 'Loan application', retry: 1 });
    expect(again).toEqual([
      { kind: 'user', text: 'Loan application' },
      { kind: 'bot', status: 'pending', request: { kind: 'ask', pid: 1, title: 'Loan application' } },
    ]);
    expect(reduceConversation(again, { type: 'answered', question: topic, answers: [why, howLong] })[1]).toMatchObject({
      status: 'done',
      answers: [why, howLong],
    });
  });

  it('retry of a typed question says it again in place', () => {
    const failed = run({ type: 'say', text: 'hello' }, { type: 'failed', message: 'Timeout' });
    expect(reduceConversation(failed, { type: 'say', text: 'hello', retry: 1 })).toEqual([
      { kind: 'user', text: 'hello' },
      { kind: 'bot', status: 'pending', request: { kind: 'say', text: 'hello' } },
    ]);
  });

  it('retry naming a turn that has not failed starts a new exchange instead', () => {
    const done = run(
      { type: 'ask', pid: 1, title: 'A' },
      { type: 'answered', question: topic, answers: [why, howLong] },
    );
    expect(reduceConversation(done, { type: 'ask', pid: 1, title: 'A', retry: 1 })).toHaveLength(4);
    expect(reduceConversation(done, { type: 'ask', pid: 1, title: 'A', retry: 9 })).toHaveLength(4);
  });

  it("retry is the failed turn's index as a number (the page reads it with $read); text names no turn", () => {
    const failed = run({ type: 'say', text: 'hello' }, { type: 'failed', message: 'Timeout' });
    expect(reduceConversation(failed, { type: 'say', text: 'hello', retry: 1 })).toHaveLength(2);
    expect(reduceConversation(failed, { type: 'say', text: 'hello', retry: '1' })).toHaveLength(4);
    expect(reduceConversation(failed, { type: 'say', text: 'hello', retry: ' ' })).toHaveLength(4);
  });

  it('resolved records 1 or 2 on the turn by index', () => {
    const answered = run({ type: 'ask', pid: 11, title: 'Q' }, { type: 'answered', question: why, answers: [reply] });
    expect(reduceConversation(answered, { type: 'resolved', turn: 1, value: 1 })[1]).toMatchObject({ resolved: 1 });
    expect(reduceConversation(answered, { type: 'resolved', turn: 1, value: '2' })[1]).toMatchObject({ resolved: 2 });
    expect(reduceConversation(answered, { type: 'resolved', turn: 0, value: 1 })).toBe(answered);
    expect(reduceConversation(answered, { type: 'resolved', turn: 7, value: 1 })).toBe(answered);
  });

  it('rated records the score and the server note by index; a score outside 1 to 5 is ignored', () => {
    const resolved = run(
      { type: 'ask', pid: 11, title: 'Q' },
      { type: 'answered', question: why, answers: [reply] },
      { type: 'resolved', turn: 1, value: 1 },
    );
    expect(
      reduceConversation(resolved, { type: 'rated', turn: 1, score: 3, note: 'Sorry, we will do better.' })[1],
    ).toMatchObject({ resolved: 1, score: 3, note: 'Sorry, we will do better.' });
    const high = reduceConversation(resolved, { type: 'rated', turn: 1, score: '5' })[1];
    expect(high).toMatchObject({ score: 5 });
    expect(high).not.toHaveProperty('note');
    for (const score of [0, 6, 2.5, 'x', undefined])
      expect(reduceConversation(resolved, { type: 'rated', turn: 1, score })).toBe(resolved);
  });

  it('an unknown event, or a state that is not a list, leaves the turns as they are', () => {
    const turns = run({ type: 'ask', pid: 1, title: 'A' });
    expect(reduceConversation(turns, { type: 'dance' })).toBe(turns);
    expect(reduceConversation(undefined, { type: 'dance' })).toEqual([]);
    expect(reduceConversation({ not: 'a list' }, { type: 'say', text: 'hi' })).toHaveLength(2);
  });

  it('never mutates the turns it is given', () => {
    let turns = frozen(run({ type: 'ask', pid: 1, title: 'A' }));
    const events = [
      { type: 'answered', question: topic, answers: [why, howLong] },
      { type: 'ask', pid: 11, title: 'Q' },
      { type: 'failed', message: 'down' },
      { type: 'ask', pid: 11, title: 'Q', retry: 3 },
      { type: 'answered', question: why, answers: [reply] },
      { type: 'resolved', turn: 3, value: 1 },
      { type: 'rated', turn: 3, score: 2, note: 'Thanks' },
      { type: 'say', text: 'hi' },
      { type: 'replied', note: 'ok' },
    ];
    for (const event of events) turns = frozen(reduceConversation(turns, event));
    expect(turns.map((turn) => (turn.kind === 'bot' ? turn.status : 'user'))).toEqual([
      'user',
      'done',
      'user',
      'done',
      'user',
      'done',
    ]);
    expect(turns[3]).toMatchObject({ resolved: 1, score: 2, note: 'Thanks', reply });
  });

  it('is the model registered for the page: its events and its reducer', () => {
    expect(chatLogModel.events).toEqual(['ask', 'say', 'answered', 'replied', 'failed', 'resolved', 'rated']);
    expect(chatLogModel.reduce([], { type: 'say', text: 'x' })).toHaveLength(2);
  });

  it('entryTitle prefers the local title, then its alias; isAgentHandoff is action type 4', () => {
    expect(entryTitle({ id: 1, title_local: 'Lokal', title_local_alias: 'Alias' })).toBe('Lokal');
    expect(entryTitle({ id: 1, title_local: '', title_local_alias: 'Alias' })).toBe('Alias');
    expect(entryTitle(null)).toBe('');
    expect(isAgentHandoff({ id: 1, action_type: '4' })).toBe(true);
    expect(isAgentHandoff({ id: 1, action_type: 4 })).toBe(true);
    expect(isAgentHandoff({ id: 1, action_type: 0 })).toBe(false);
    expect(isAgentHandoff({ id: 1 })).toBe(false);
  });
});
