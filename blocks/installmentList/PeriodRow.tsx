import { css, useTheme } from '@emotion/react';
import { useId, type ChangeEvent } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import type { PeriodView } from './period.ts';
import * as styles from './styles.ts';

/** Why a pending period's checkbox cannot be used now. */
export type Lock =
  /** Usable. */
  | 'none'
  /** The first period ticked alone: it cannot be unticked, but stays focusable and read as checked. */
  | 'first'
  /** canClick 0, behind such a period, or the whole list busy or disabled. */
  | 'disabled';

interface PendingRowProps {
  view: PeriodView;
  checked: boolean;
  lock: Lock;
  onToggle: (checked: boolean) => void;
}

/**
 * One pending period: a real checkbox named "Period n", its amount, due date, overdue and
 * not-payable marks and note read as its description; the whole row is its label.
 */
export function PendingRow({ view, checked, lock, onToggle }: PendingRowProps) {
  const theme = useTheme();
  const t = useT();
  const id = useId();
  const details = [
    `${id}-amount`,
    view.overdue && `${id}-overdue`,
    view.due && `${id}-due`,
    !view.clickable && `${id}-mark`,
    view.note && `${id}-note`,
  ];
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    // aria-disabled does not stop the click: React puts the tick back, and nothing is raised.
    if (lock === 'none') onToggle(event.target.checked);
  };
  return (
    <li>
      <label
        css={[
          styles.row(theme, lock === 'none'),
          lock === 'disabled' &&
            !checked &&
            css`
              opacity: 0.6;
            `,
        ]}
      >
        <input
          type="checkbox"
          checked={checked}
          disabled={lock === 'disabled'}
          aria-disabled={lock === 'first' || undefined}
          aria-labelledby={`${id}-title`}
          aria-describedby={details.filter(Boolean).join(' ')}
          onChange={change}
          css={styles.checkbox(theme)}
        />
        <span css={styles.body}>
          <span css={styles.line}>
            <span
              id={`${id}-title`}
              css={css`
                font-weight: 600;
              `}
            >
              {t('installments.period', { n: view.n })}
            </span>
            <span id={`${id}-amount`} css={styles.amount(theme, view.overdue)}>
              {view.amount}
            </span>
          </span>
          {(view.due || view.overdue || !view.clickable) && (
            <span css={[styles.line, styles.small(theme)]}>
              {view.due && <span id={`${id}-due`}>{t('installments.due', { date: view.due })}</span>}
              <span
                css={css`
                  display: flex;
                  flex-wrap: wrap;
                  gap: 4px;
                  margin-left: auto;
                `}
              >
                {view.overdue && (
                  <span id={`${id}-overdue`} css={styles.badge(theme.colors.danger)}>
                    {t('installments.overdue')}
                  </span>
                )}
                {!view.clickable && (
                  <span id={`${id}-mark`} css={styles.badge(theme.colors.muted)}>
                    <span aria-hidden="true">⊘ </span>
                    {t('installments.unavailable')}
                  </span>
                )}
              </span>
            </span>
          )}
          {view.note && (
            <span id={`${id}-note`} css={styles.small(theme)}>
              {view.note}
            </span>
          )}
        </span>
      </label>
    </li>
  );
}

/** A paid period, read only: its number, amount and date. */
export function PaidRow({ view }: { view: PeriodView }) {
  const theme = useTheme();
  const t = useT();
  return (
    <li
      css={css`
        padding: ${theme.space.s} 0;
        display: flex;
        flex-direction: column;
        gap: 2px;
      `}
    >
      <span css={styles.line}>
        <span
          css={css`
            font-weight: 600;
          `}
        >
          {t('installments.period', { n: view.n })}
        </span>
        <span
          css={css`
            font-weight: 700;
          `}
        >
          {view.amount}
        </span>
      </span>
      {(view.due || view.note) && (
        <span css={[styles.line, styles.small(theme)]}>
          {view.due && <span>{t('installments.due', { date: view.due })}</span>}
          {view.note && <span>{view.note}</span>}
        </span>
      )}
    </li>
  );
}
