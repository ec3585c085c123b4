import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { formatUnits, type Currency } from '../../renderer/runtime/money/money.ts';
import { KeepFigures } from '../../renderer/runtime/ui/KeepFigures.tsx';
import { termEmphasis } from '../../renderer/runtime/theme/surface.ts';
import { planCost } from './cost.ts';
import type { Props } from './definition.ts';
import * as styles from './styles.ts';

/** A field shown as text: strings trimmed, numbers as they are, anything else nothing. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** A number is whole units, formatted for the market; text is shown as the server wrote it. */
function shownAmount(value: unknown, currency: Currency | undefined): string {
  return typeof value === 'number' ? formatUnits(value, currency) : text(value);
}

/**
 * What the loan costs, shown before the borrower consents: each installment in order, then the
 * amount borrowed, the rate, the total to repay and the cost (total − amount borrowed), worked out
 * from the plan itself (cost.ts). When any amount cannot be read, the total and the cost are left
 * out rather than shown wrong; the installments still show as the server wrote them.
 */
export default function RepaymentPlan(props: Props) {
  const {
    heading,
    plans,
    titleKey = 'title',
    amountKey = 'amount',
    descriptionKey = 'description',
    dueDateKey = 'dueDate',
    principal,
    rate,
    currency,
  } = props;
  const theme = useTheme();
  const t = useT();
  const headingId = useId();
  const list = (Array.isArray(plans) ? plans : []).map((plan: unknown) =>
    plan && typeof plan === 'object' ? (plan as Record<string, unknown>) : {},
  );
  const { total, cost } = planCost(plans, amountKey, principal, currency);
  const borrowed = shownAmount(principal, currency);
  const rateText = text(rate);

  return (
    <section aria-labelledby={headingId} css={styles.card(theme)}>
      <h2 id={headingId} css={styles.heading(theme)}>
        {text(heading) || t('plan.heading')}
      </h2>
      {list.length > 0 && (
        <ol css={styles.list}>
          {list.map((plan, index) => {
            const due = text(plan[dueDateKey]);
            const description = text(plan[descriptionKey]);
            return (
              <li key={index} css={styles.item(theme)}>
                <span css={styles.line}>
                  <span
                    css={css`
                      font-weight: 600;
                    `}
                  >
                    {text(plan[titleKey])}
                  </span>
                  <span css={styles.amount}>{shownAmount(plan[amountKey], currency)}</span>
                </span>
                {due && <span css={styles.small(theme)}>{t('plan.due', { date: due })}</span>}
                {description && (
                  <span css={styles.small(theme)}>
                    <KeepFigures text={description} />
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {(borrowed || rateText || total !== null) && (
        <dl css={styles.summary(theme, list.length > 0)}>
          {borrowed && (
            <div>
              <dt>{t('plan.principal')}</dt>
              <dd>{borrowed}</dd>
            </div>
          )}
          {rateText && (
            <div>
              <dt>{t('plan.rate')}</dt>
              <dd>{rateText}</dd>
            </div>
          )}
          {total !== null && (
            <div css={termEmphasis(theme)}>
              <dt>{t('plan.total')}</dt>
              <dd>{formatUnits(total, currency)}</dd>
            </div>
          )}
          {cost !== null && (
            <div css={termEmphasis(theme)}>
              <dt>
                {t('plan.cost')}
                <span
                  css={[
                    styles.small(theme),
                    css`
                      display: block;
                      font-weight: 400;
                    `,
                  ]}
                >
                  {t('plan.costNote')}
                </span>
              </dt>
              <dd>{formatUnits(cost, currency)}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
