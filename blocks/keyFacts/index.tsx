import { useTheme } from '@emotion/react';
import { useEffect, useEffectEvent, useId, useMemo } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { formatUnits } from '../../renderer/runtime/money/money.ts';
import { formatPercent } from '../../renderer/runtime/money/percent.ts';
import { OfficerContacts } from '../shared/OfficerContacts.tsx';
import { FeeRows, PaymentRows } from './CostRows.tsx';
import type { Props } from './definition.ts';
import { Row } from './Row.tsx';
import { readStatement } from './statement.ts';
import * as styles from './styles.ts';
import { TermRows } from './TermRows.tsx';

/**
 * The Key Fact Statement, shown before the borrower consents (CONTRACT §7). Every figure is worked
 * out from whole numbers (statement.ts, renderer/runtime/money/loanCost.ts); one that needs a field the
 * reply lacks says the lender did not supply it. It tells the page whether the offer is within the
 * market's daily cost cap (assess: {withinCap}) on mount and whenever that changes, so the page
 * can keep confirm off for an offer its market forbids.
 */
export default function KeyFacts(props: Props) {
  const {
    heading,
    amount,
    fees,
    plans,
    apr,
    coolingOffDays,
    coolingOffDefault,
    dailyCostCap,
    currency,
    penalty,
    penaltyDaily,
    recoveryAgents,
    grievanceOfficer,
    emit,
  } = props;
  const theme = useTheme();
  const t = useT();
  const headingId = useId();
  const statement = useMemo(
    () => readStatement({ amount, fees, plans, apr, coolingOffDays, coolingOffDefault, dailyCostCap }),
    [amount, fees, plans, apr, coolingOffDays, coolingOffDefault, dailyCostCap],
  );
  const { cost } = statement;
  const withinCap = !statement.overCap;
  const report = useEffectEvent(() => emit('assess', { withinCap }));
  useEffect(() => report(), [withinCap]);

  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? null : formatUnits(value, currency);
  const perDay = (percent: number) => t('keyFacts.perDay', { percent: formatPercent(percent, currency, 3) });
  const capText = typeof dailyCostCap === 'number' ? formatPercent(dailyCostCap, currency) : '';
  const rupiah = currency === 'IDR';
  const aprValue =
    cost === null ? null : cost.apr === null ? t('keyFacts.notWorkedOut') : formatPercent(cost.apr, currency, 2);
  const dailyValue =
    cost === null ? null : cost.dailyCost === null ? t('keyFacts.notWorkedOut') : perDay(cost.dailyCost);

  return (
    <section aria-labelledby={headingId} css={styles.card(theme)}>
      <h2 id={headingId} css={styles.heading(theme)}>
        {heading || t('keyFacts.heading')}
      </h2>
      <p css={[styles.small(theme), { margin: 0 }]}>{t('keyFacts.lead')}</p>
      {statement.overCap && cost?.dailyCost != null && (
        <p role="alert" css={styles.alert(theme)}>
          {t('keyFacts.overCap', { cost: perDay(cost.dailyCost), cap: capText })}
        </p>
      )}
      <dl css={[styles.rows(theme), { marginTop: theme.space.s }]}>
        <Row label={t('keyFacts.amount')} value={money(statement.principal)} />
        <Row label={t('keyFacts.received')} note={t('keyFacts.receivedNote')} value={money(statement.received)} />
      </dl>

      <h3 css={styles.subheading(theme)}>{t('keyFacts.fees')}</h3>
      <dl css={styles.rows(theme)}>
        <FeeRows fees={statement.fees} currency={currency} />
      </dl>

      <h3 css={styles.subheading(theme)}>{t('keyFacts.payments')}</h3>
      <dl css={styles.rows(theme)}>
        <PaymentRows payments={statement.payments} currency={currency} />
      </dl>

      <h3 css={styles.subheading(theme)}>{t('keyFacts.cost')}</h3>
      <dl css={styles.rows(theme)}>
        <Row label={t('keyFacts.totalRepayable')} value={money(statement.totalRepayable)} strong />
        <Row
          label={t('keyFacts.costOfCredit')}
          note={t('keyFacts.costOfCreditNote')}
          value={money(cost?.costOfCredit)}
          strong
        />
        {!rupiah && <Row label={t('keyFacts.apr')} note={t('keyFacts.aprNote')} value={aprValue} strong />}
        {(rupiah || capText) && (
          <Row
            label={t('keyFacts.dailyCost')}
            note={
              capText
                ? `${t('keyFacts.dailyCostNote')} ${t('keyFacts.dailyCap', { cap: capText })}`
                : t('keyFacts.dailyCostNote')
            }
            value={dailyValue}
            strong
          />
        )}
        {statement.lenderApr !== null && (
          <Row label={t('keyFacts.lenderApr')} value={formatPercent(statement.lenderApr, currency)} />
        )}
      </dl>

      <h3 css={styles.subheading(theme)}>{t('keyFacts.terms')}</h3>
      <dl css={styles.rows(theme)}>
        <TermRows
          currency={currency}
          penalty={penalty}
          penaltyDaily={penaltyDaily}
          coolingOffDays={statement.coolingOffDays}
          recoveryAgents={recoveryAgents}
        />
      </dl>

      {grievanceOfficer?.name && (
        <>
          <h3 css={styles.subheading(theme)}>{t('officer.title')}</h3>
          <dl css={styles.rows(theme)}>
            <OfficerContacts officer={grievanceOfficer} />
          </dl>
        </>
      )}

      {rupiah && (
        <p css={styles.warning(theme)}>
          <strong>{t('keyFacts.riskTitle')}</strong> {t('keyFacts.riskWarning')}
        </p>
      )}
    </section>
  );
}
