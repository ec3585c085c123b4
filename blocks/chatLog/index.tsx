import { useTheme } from '@emotion/react';
import { useRef, type ReactNode } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { BotTurnBody } from './BotTurn.tsx';
import type { Props } from './definition.ts';
import type { BotTurn, Turn, UserTurn } from './model.ts';
import { visuallyHidden } from '../../renderer/runtime/theme/field.ts';
import { bubbleStyle, logStyle } from './styles.ts';
import { useFollowNewest } from './useFollowNewest.ts';

function isUserTurn(value: unknown): value is UserTurn {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as Turn).kind === 'user' &&
    typeof (value as UserTurn).text === 'string'
  );
}

function isBotTurn(value: unknown): value is BotTurn {
  const turn = value as BotTurn | null;
  return (
    typeof turn === 'object' &&
    turn !== null &&
    turn.kind === 'bot' &&
    typeof turn.request === 'object' &&
    turn.request !== null
  );
}

/**
 * The help chat's conversation: a role="log" region (polite live region) named by `label`, the
 * greeting first, then the model's turns: the borrower's on the right, the bot's on the left, each
 * starting with who speaks for a screen reader. Indices of `turns` are kept as they are (a turn
 * this block cannot read renders nothing) because events name their turn by index.
 */
export default function ChatLog({ label, greeting, turns, emit, busy, disabled }: Props) {
  const theme = useTheme();
  const t = useT();
  const log = useRef<HTMLDivElement>(null);
  const list: readonly unknown[] = Array.isArray(turns) ? turns : [];
  const keepFocus = useFollowNewest(log, JSON.stringify(list), list.length);
  const locked = !!(busy || disabled);
  const hello = greeting ?? t('chat.greeting');

  const bubble = (key: string | number, mine: boolean, content: ReactNode, turn?: number) => (
    <div key={key} css={bubbleStyle(theme, mine)} {...(turn === undefined ? {} : { 'data-turn': turn, tabIndex: -1 })}>
      <span css={visuallyHidden}>{`${t(mine ? 'chat.you' : 'chat.assistant')}: `}</span>
      {content}
    </div>
  );

  return (
    <div ref={log} role="log" aria-label={label} css={logStyle(theme)}>
      {hello && bubble('greeting', false, <p>{hello}</p>)}
      {list.map((turn, index) => {
        if (isUserTurn(turn)) return bubble(index, true, turn.text);
        if (isBotTurn(turn))
          return bubble(
            index,
            false,
            <BotTurnBody turn={turn} index={index} emit={emit} locked={locked} keepFocus={keepFocus} />,
            index,
          );
        return null;
      })}
    </div>
  );
}
