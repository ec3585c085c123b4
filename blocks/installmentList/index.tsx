import { css, useTheme } from '@emotion/react';
import { useId, useLayoutEffect } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { emptyNote } from '../../renderer/runtime/theme/text.ts';
import type { Props } from './definition.ts';
import { reachableCount, reduceInstallments, selectsFrom, stateOf, type Installments } from './model.ts';
import { periodView } from './period.ts';
import { PaidRow, PendingRow, type Lock } from './PeriodRow.tsx';
import * as styles from './styles.ts';

/**
 * The pending periods of an installment plan as checkboxes ticked from the first up to the
 * selection's count (the installmentList model keeps it: this block only raises toggle and payAll),
 * a pay-all switch, and the paid periods folded away. The first period ticked alone cannot be
 * unticked: it is aria-disabled (still focusable, read as checked and unavailable). Periods that
 * cannot be clicked (canClick 0), and those behind one, are disabled. With nothing pending it says
 * `empty` in the list's place.
 *
 * Bound both ways (`"selection": {"$bindState": key}`, the key kept by the installmentList model),
 * the block keeps the selection itself through the model: it inits it from `periods` (again when
 * they change), and each tick or pay-all writes the model's next state; it still raises toggle and
 * payAll. Unbound, it shows the selection it is given and only raises them.
 */
export default function InstallmentList({
  label,
  periods,
  paid = [],
  selection: given,
  currency,
  empty,
  emit,
  set,
  busy,
  disabled,
}: Props) {
  const theme = useTheme();
  const t = useT();
  const headingId = useId();
  const payAllId = useId();
  const pending = (Array.isArray(periods) ? periods : []).map((period, index) => periodView(period, index, currency));
  const done = (Array.isArray(paid) ? paid : []).map((period, index) => periodView(period, index, currency));
  const write = set?.selection;
  const fresh = reduceInstallments(undefined, { type: 'init', periods });
  const kept = stateOf(given);
  // Bound: a selection not made over these periods is made afresh (shown at once, written before paint).
  const selection: Installments = write && !selectsFrom(kept, fresh) ? fresh : kept;
  useLayoutEffect(() => {
    if (write && selection !== kept) write(selection);
  }, [write, selection, kept]);
  const change = (event: { type: 'toggle'; index: number; checked: boolean } | { type: 'payAll'; on: boolean }) => {
    write?.(reduceInstallments(selection, event));
    if (event.type === 'toggle') emit('toggle', { index: event.index, checked: event.checked });
    else emit('payAll', { on: event.on });
  };
  const count = Math.min(selection.count, pending.length);
  const reachable = reachableCount(pending);
  const inactive = Boolean(busy || disabled);
  const all = pending.length > 0 && selection.all;

  const lockOf = (index: number): Lock => {
    if (inactive || !pending[index]?.clickable || (index > 0 && index >= reachable)) return 'disabled';
    return index === 0 && count <= 1 ? 'first' : 'none';
  };
  // Pay-all means something only when there is more than one period and every one can be ticked.
  const payAllUsable = !inactive && pending.length > 1 && reachable === pending.length;

  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined} css={styles.card(theme)}>
      <div css={styles.header(theme)}>
        <h2
          id={headingId}
          css={css`
            flex: 1 1 8em;
            margin: 0;
            font-size: ${theme.font.body};
            overflow-wrap: anywhere;
          `}
        >
          {label}
        </h2>
        {pending.length > 0 && (
          <label
            htmlFor={payAllId}
            css={css`
              flex: none;
              display: flex;
              align-items: center;
              gap: ${theme.space.s};
              min-height: 44px;
              margin-left: auto;
              font-size: ${theme.font.small};
            `}
          >
            {t('installments.payAll')}
            <input
              id={payAllId}
              type="checkbox"
              checked={all}
              disabled={!payAllUsable}
              onChange={(event) => change({ type: 'payAll', on: event.target.checked })}
              css={styles.switchBox(theme)}
            />
          </label>
        )}
      </div>
      {pending.length === 0 && empty && <p css={emptyNote(theme)}>{empty}</p>}
      {pending.length > 0 && (
        <ul css={styles.list}>
          {pending.map((view, index) => (
            <PendingRow
              key={index}
              view={view}
              checked={index < count}
              lock={lockOf(index)}
              onToggle={(checked) => change({ type: 'toggle', index, checked })}
            />
          ))}
        </ul>
      )}
      {done.length > 0 && (
        <details>
          <summary css={styles.summary(theme)}>{t('installments.paid', { n: done.length })}</summary>
          <ul css={styles.list}>
            {done.map((view, index) => (
              <PaidRow key={index} view={view} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
