/**
 * What one bot turn shows: typing while it waits, the error and Retry when its call failed, else
 * the question, its answers or single reply, the borrower's verdict and stars, the server's note and
 * Contact CS. Server text is rendered as text (React escapes it), never as HTML.
 */
import { useTheme } from '@emotion/react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { MAX_STARS, RatingStars } from '../shared/RatingStars.tsx';
import type { Props } from './definition.ts';
import { entryTitle, isAgentHandoff, type BotTurn, type QaEntry } from './model.ts';
import { chatButtonStyle, choicesStyle, dotsStyle, errorStyle, mutedStyle, questionStyle } from './styles.ts';

export interface BotTurnProps {
  turn: BotTurn;
  /** The turn's index in `turns`: events name their turn by it. */
  index: number;
  emit: Props['emit'];
  /** busy or disabled: every control is disabled, so a second tap sends nothing. */
  locked: boolean;
  /** A control that goes away once the turn changes was used: keep the keyboard in this turn. */
  keepFocus: (index: number) => void;
}

export function BotTurnBody({ turn, index, emit, locked, keepFocus }: BotTurnProps) {
  if (turn.status === 'pending') return <Typing />;
  if (turn.status === 'failed')
    return <Failed turn={turn} index={index} emit={emit} locked={locked} keepFocus={keepFocus} />;
  return <Answered turn={turn} index={index} emit={emit} locked={locked} keepFocus={keepFocus} />;
}

/** Said once: the text never changes while the turn waits, so the log announces it once. */
function Typing() {
  const theme = useTheme();
  const t = useT();
  return (
    <p>
      <span css={dotsStyle(theme)} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span css={mutedStyle(theme)}>{t('chat.typing')}</span>
    </p>
  );
}

function Failed({ turn, index, emit, locked, keepFocus }: BotTurnProps) {
  const theme = useTheme();
  const t = useT();
  const { request } = turn;
  const retry = () => {
    keepFocus(index);
    if (request.kind === 'ask') emit('ask', { pid: request.pid, title: request.title, retry: index });
    else emit('say', { text: request.text, retry: index });
  };
  return (
    <>
      <p role="alert" css={errorStyle(theme)}>
        {turn.error || t('errors.refused')}
      </p>
      <div css={choicesStyle(theme, true)}>
        <button type="button" css={chatButtonStyle(theme, true)} disabled={locked} onClick={retry}>
          {t('common.retry')}
        </button>
      </div>
    </>
  );
}

function Answered({ turn, index, emit, locked, keepFocus }: BotTurnProps) {
  const theme = useTheme();
  const t = useT();
  const question = entryTitle(turn.question);
  const pick = (answer: QaEntry) =>
    emit('pick', {
      id: answer.id,
      title: entryTitle(answer),
      actionType: Number(answer.action_type ?? 0) || 0,
      handoff: isAgentHandoff(answer),
      turn: index,
    });
  return (
    <>
      {question && <p css={questionStyle(theme)}>{question}</p>}
      {turn.answers && turn.answers.length > 0 && (
        <div css={choicesStyle(theme)}>
          {turn.answers.map((answer, i) => (
            <button
              key={`${String(answer.id)}-${i}`}
              type="button"
              css={chatButtonStyle(theme)}
              disabled={locked}
              onClick={() => pick(answer)}
            >
              {entryTitle(answer)}
            </button>
          ))}
        </div>
      )}
      {turn.reply && <p>{entryTitle(turn.reply)}</p>}
      {turn.reply && (
        <Verdict turn={turn} reply={turn.reply} index={index} emit={emit} locked={locked} keepFocus={keepFocus} />
      )}
      {turn.note && <p>{turn.note}</p>}
      {turn.contact && (
        <div css={choicesStyle(theme, true)}>
          <button
            type="button"
            css={chatButtonStyle(theme, true)}
            disabled={locked}
            onClick={() => emit('contact', {})}
          >
            {t('chat.contact')}
          </button>
        </div>
      )}
    </>
  );
}

/** Resolved / Not resolved on a single reply; after Resolved, the stars; after the stars, the score. */
function Verdict({ turn, reply, index, emit, locked, keepFocus }: BotTurnProps & { reply: QaEntry }) {
  const theme = useTheme();
  const t = useT();
  const qaId = reply.id;
  if (turn.resolved === undefined) {
    const resolve = (value: 1 | 2) => {
      keepFocus(index);
      emit('resolve', { turn: index, value, qaId });
    };
    return (
      <div css={choicesStyle(theme, true)}>
        <button type="button" css={chatButtonStyle(theme, true)} disabled={locked} onClick={() => resolve(1)}>
          {t('chat.resolved')}
        </button>
        <button type="button" css={chatButtonStyle(theme)} disabled={locked} onClick={() => resolve(2)}>
          {t('chat.unresolved')}
        </button>
      </div>
    );
  }
  const chosen = (
    <p css={mutedStyle(theme)}>
      <span aria-hidden="true">{turn.resolved === 1 ? '✓ ' : '✗ '}</span>
      {t(turn.resolved === 1 ? 'chat.resolved' : 'chat.unresolved')}
    </p>
  );
  if (turn.resolved !== 1) return chosen;
  if (turn.score === undefined) {
    return (
      <>
        {chosen}
        {/* Shown for the eye; the star group carries the same words as its name. */}
        <p css={mutedStyle(theme)} aria-hidden="true">
          {t('chat.rateAnswer')}
        </p>
        <RatingStars
          label={t('chat.rateAnswer')}
          value={0}
          busy={locked}
          emit={(_event, payload) => {
            keepFocus(index);
            emit('rate', { turn: index, score: Number(payload?.value), qaId });
          }}
        />
      </>
    );
  }
  const score = Math.max(0, Math.min(MAX_STARS, Math.round(turn.score)));
  return (
    <>
      {chosen}
      <p>
        <span
          aria-hidden="true"
          css={{ color: theme.colors.accent, letterSpacing: '2px', marginInlineEnd: theme.space.s }}
        >
          {'★'.repeat(score) + '☆'.repeat(MAX_STARS - score)}
        </span>
        {t('chat.rated', { n: score })}
      </p>
    </>
  );
}
