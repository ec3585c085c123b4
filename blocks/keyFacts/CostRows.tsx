import { formatUnits, type Currency } from '../../renderer/runtime/money/money.ts';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { Row } from './Row.tsx';
import type { StatementFee, StatementPayment } from './statement.ts';

const money = (amount: number | null, currency: Currency) => (amount === null ? null : formatUnits(amount, currency));

/** Each fee with when it is paid; a reply without a fee list says so, an empty list says there are none. */
export function FeeRows({ fees, currency }: { fees: StatementFee[] | null; currency: Currency }) {
  const t = useT();
  if (fees === null) return <Row label={t('keyFacts.fees')} value={null} />;
  if (fees.length === 0) return <Row label={t('keyFacts.fees')} value={t('keyFacts.noFees')} />;
  return (
    <>
      {fees.map((fee, index) => (
        <Row
          key={index}
          label={fee.title || t('keyFacts.fee', { n: index + 1 })}
          note={
            fee.upfront === null
              ? t('keyFacts.feeWhenUnknown')
              : fee.upfront
                ? t('keyFacts.feeUpfront')
                : t('keyFacts.feeWithInstalments')
          }
          value={money(fee.amount, currency)}
        />
      ))}
    </>
  );
}

/** Each payment: its title, the day after disbursal (and the due date the server gives), its amount. */
export function PaymentRows({ payments, currency }: { payments: StatementPayment[] | null; currency: Currency }) {
  const t = useT();
  if (payments === null) return <Row label={t('keyFacts.payments')} value={null} />;
  return (
    <>
      {payments.map((payment, index) => {
        const day = payment.day === null ? t('keyFacts.dayNotSupplied') : t('keyFacts.day', { day: payment.day });
        return (
          <Row
            key={index}
            label={payment.title || t('keyFacts.payment', { n: index + 1 })}
            note={payment.date ? `${day} · ${payment.date}` : day}
            value={money(payment.amount, currency)}
          />
        );
      })}
    </>
  );
}
