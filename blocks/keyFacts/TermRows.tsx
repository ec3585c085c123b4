import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { formatUnits, type Currency } from '../../renderer/runtime/money/money.ts';
import { KeepFigures } from '../../renderer/runtime/ui/KeepFigures.tsx';
import { Row } from './Row.tsx';
import * as styles from './styles.ts';

interface TermRowsProps {
  currency: Currency;
  penalty?: { newClient: number; repeatClient: number } | undefined;
  penaltyDaily?: readonly string[] | undefined;
  coolingOffDays: number | null;
  recoveryAgents?: string | undefined;
}

/** The contingent charges and the qualitative terms: penal charges, the cooling-off period, the recovery-agent note. */
export function TermRows({ currency, penalty, penaltyDaily = [], coolingOffDays, recoveryAgents }: TermRowsProps) {
  const t = useT();
  const daily = penaltyDaily.map((line) => line.trim()).filter((line) => line !== '');
  const penal = penalty && (
    <>
      <KeepFigures
        text={t('keyFacts.penalOnce', {
          newClient: formatUnits(penalty.newClient, currency),
          repeatClient: formatUnits(penalty.repeatClient, currency),
        })}
      />
      {daily.length > 0 && (
        <ul css={styles.list}>
          {daily.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </>
  );
  const coolingOff =
    coolingOffDays === null
      ? null
      : t(coolingOffDays === 1 ? 'keyFacts.coolingOffOne' : 'keyFacts.coolingOffDays', { days: coolingOffDays });
  return (
    <>
      <Row label={t('keyFacts.penal')} note={t('keyFacts.penalNote')} value={penal ?? null} wide />
      <Row label={t('keyFacts.coolingOff')} note={t('keyFacts.coolingOffNote')} value={coolingOff} />
      {recoveryAgents && <Row label={t('keyFacts.recoveryAgents')} value={recoveryAgents} wide />}
    </>
  );
}
