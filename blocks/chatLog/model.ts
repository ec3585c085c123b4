/**
 * The help chat's conversation as data (SPEC §4 "Chat"): the page dispatches what the borrower did
 * and what the gateway answered; this reducer turns it into turns the chatLog block renders. A
 * failed call leaves its turn in place, marked failed with its request, so it can be retried and
 * nothing said so far is lost.
 */
import { defineModel, type ModelEvent } from '../../renderer/contract/block/defineModel.ts';

/** A help-bot entry as the gateway sends it (get-qa-list answerList / question). */
export interface QaEntry {
  id: number | string;
  title_local?: string | null;
  title_local_alias?: string | null;
  action_type?: number | string | null;
}

/** What a bot turn asked the gateway, kept so a failed turn can ask again. */
export type ChatRequest = { kind: 'ask'; pid: number | string; title: string } | { kind: 'say'; text: string };

// Type aliases, not interfaces: they fit the block's `turns` prop ({[field]: unknown}[]) as they are.
export type UserTurn = { kind: 'user'; text: string };

export type BotTurn = {
  kind: 'bot';
  status: 'pending' | 'failed' | 'done';
  request: ChatRequest;
  /** Why the call failed (shown with Retry). */
  error?: string;
  question?: QaEntry | null;
  /** Several answers to pick from. */
  answers?: QaEntry[];
  /** A single reply: Resolved / Not resolved follow. */
  reply?: QaEntry;
  /** 1 resolved, 2 not resolved. */
  resolved?: 1 | 2;
  /** Stars given after Resolved. */
  score?: number;
  /** Text from the server (a rating's message, the answer to free text). */
  note?: string;
  /** Offer the Contact CS button (after free text). */
  contact?: boolean;
};

export type Turn = UserTurn | BotTurn;

/** The text an entry shows. */
export function entryTitle(entry: QaEntry | null | undefined): string {
  return entry?.title_local || entry?.title_local_alias || '';
}

/** Action type 4 hands the borrower over to an agent. */
export function isAgentHandoff(entry: QaEntry): boolean {
  return Number(entry.action_type) === 4;
}

/** A value of page state as the conversation: none when it is not one. */
export function turnsOf(state: unknown): Turn[] {
  return Array.isArray(state) ? (state as Turn[]) : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/**
 * Index of the newest turn still waiting for the gateway, of the given request kind when one is
 * given. Kind matters when a topic and a typed question wait at once (the tabs, the input and the log
 * are separate blocks, so their chains may overlap): the answer to a topic must not fill the typed
 * question's turn. Among asks, the one whose pid the reply's question names wins.
 */
function pendingIndex(turns: readonly Turn[], kind?: ChatRequest['kind'], pid?: unknown): number {
  let newest = -1;
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    if (turn.kind !== 'bot' || turn.status !== 'pending' || (kind && turn.request.kind !== kind)) continue;
    if (pid === undefined || pid === null || (turn.request.kind === 'ask' && String(turn.request.pid) === String(pid)))
      return i;
    if (newest < 0) newest = i;
  }
  return newest;
}

/** The turns with the bot turn at `index` updated; the same array when there is no such turn. */
/** A turn's index from an event: a whole number, else none. */
function turnIndex(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined;
}

function replaceAt(turns: Turn[], index: number | undefined, update: (turn: BotTurn) => BotTurn): Turn[] {
  if (index === undefined) return turns;
  const turn = turns[index];
  if (!turn || turn.kind !== 'bot') return turns;
  const next = [...turns];
  next[index] = update(turn);
  return next;
}

function retryIndex(event: ModelEvent, turns: readonly Turn[]): number | undefined {
  // The turn's index, a number: the page reads it with $read, which keeps it one.
  const index = turnIndex(event.retry);
  const turn = index === undefined ? undefined : turns[index];
  return turn?.kind === 'bot' && turn.status === 'failed' ? index : undefined;
}

/** Starts a bot turn (after the borrower's own words, unless it retries a failed turn). */
function start(turns: Turn[], event: ModelEvent, request: ChatRequest, said: string): Turn[] {
  const retry = retryIndex(event, turns);
  if (retry !== undefined) return replaceAt(turns, retry, () => ({ kind: 'bot', status: 'pending', request }));
  const user: Turn[] = said ? [{ kind: 'user', text: said }] : [];
  return [...turns, ...user, { kind: 'bot', status: 'pending', request }];
}

function pidOf(value: unknown): number | string {
  return typeof value === 'number' || typeof value === 'string' ? value : 0;
}

function kindOf(value: unknown): ChatRequest['kind'] | undefined {
  return value === 'ask' || value === 'say' ? value : undefined;
}

export function reduceConversation(state: unknown, event: ModelEvent): Turn[] {
  const turns = turnsOf(state);
  switch (event.type) {
    case 'ask': {
      const title = text(event.title);
      return start(turns, event, { kind: 'ask', pid: pidOf(event.pid), title }, title);
    }
    case 'say': {
      const said = text(event.text).trim();
      if (!said) return turns;
      return start(turns, event, { kind: 'say', text: said }, said);
    }
    case 'answered': {
      const answers = Array.isArray(event.answers) ? (event.answers as QaEntry[]) : [];
      const question = (event.question ?? null) as QaEntry | null;
      return replaceAt(turns, pendingIndex(turns, 'ask', question?.id), (turn) =>
        answers.length === 1
          ? { ...turn, status: 'done', question, reply: answers[0] }
          : { ...turn, status: 'done', question, answers },
      );
    }
    case 'replied':
      return replaceAt(turns, pendingIndex(turns, 'say'), (turn) => ({
        ...turn,
        status: 'done',
        note: text(event.note),
        contact: true,
      }));
    case 'failed':
      return replaceAt(turns, pendingIndex(turns, kindOf(event.kind)), (turn) => ({
        ...turn,
        status: 'failed',
        error: text(event.message),
      }));
    case 'resolved':
      return replaceAt(turns, turnIndex(event.turn), (turn) => ({ ...turn, resolved: event.value === 1 ? 1 : 2 }));
    case 'rated': {
      const score = Number(event.score);
      // A score outside 1 to 5 is no rating (SPEC §9): the stars stay offered.
      if (!Number.isInteger(score) || score < 1 || score > 5) return turns;
      return replaceAt(turns, turnIndex(event.turn), (turn) => ({
        ...turn,
        score,
        ...(event.note ? { note: text(event.note) } : {}),
      }));
    }
    default:
      return turns;
  }
}

export default defineModel<Turn[]>({
  description:
    "Help chat turns: ask {pid, title, retry?} / say {text, retry?} start a turn (retry: the index of a failed turn to ask again in place), answered {question, answers} / replied {note} / failed {message, kind?} settle the newest pending turn, resolved {turn, value} / rated {turn, score, note?} record the borrower's verdict.",
  initial: [],
  read: turnsOf,
  events: ['ask', 'say', 'answered', 'replied', 'failed', 'resolved', 'rated'],
  reduce: reduceConversation,
});
