import { useTheme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { degrees, locate, metres, type LocationResult } from './geolocation.ts';
import { actionStyle, boxStyle, detailStyle, failureStyle, resultStyle, rowsStyle } from './styles.ts';

interface Props {
  off: boolean;
  onResult: (result: LocationResult) => void;
}

function browserGeolocation(): Geolocation | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : undefined;
}

/** A button that asks for the position once per tap, and what came back, in a live region. */
export function LocationCheck({ off, onResult }: Props) {
  const theme = useTheme();
  const t = useT();
  const [locating, setLocating] = useState(false);
  const [result, setResult] = useState<LocationResult | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onClick = async () => {
    setLocating(true);
    const next = await locate(browserGeolocation());
    if (!mounted.current) return;
    setLocating(false);
    setResult(next);
    onResult(next);
  };

  return (
    <div css={boxStyle(theme)}>
      <button
        type="button"
        disabled={off || locating}
        aria-busy={locating || undefined}
        onClick={() => void onClick()}
        css={actionStyle(theme)}
      >
        {t('deviceCheck.location.locate')}
      </button>
      <div role="status" css={resultStyle(theme)}>
        {locating ? (
          t('deviceCheck.location.locating')
        ) : result?.ok ? (
          <dl css={rowsStyle(theme)}>
            <dt>{t('deviceCheck.location.latitude')}</dt>
            <dd>{degrees(result.position.latitude)}</dd>
            <dt>{t('deviceCheck.location.longitude')}</dt>
            <dd>{degrees(result.position.longitude)}</dd>
            <dt>{t('deviceCheck.location.accuracy')}</dt>
            <dd>{t('deviceCheck.location.meters', { n: metres(result.position.accuracy) })}</dd>
          </dl>
        ) : result ? (
          <>
            <p css={failureStyle(theme)}>{t(`deviceCheck.location.${result.reason}`)}</p>
            {result.detail && <p css={detailStyle(theme)}>{result.detail}</p>}
          </>
        ) : null}
      </div>
    </div>
  );
}
