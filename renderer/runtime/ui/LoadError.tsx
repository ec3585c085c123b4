/**
 * A screen that cannot load (its data or its code): what happened, in the borrower's language,
 * and three ways on: Retry, the way home (the host's home inside the app, the site's in a browser)
 * and a call to customer service (the market's number, else the brand's).
 */
import { css, useTheme } from '@emotion/react';
import { useServices } from '../app/services.tsx';
import { useT } from '../i18n/messages.tsx';
import { contactHref } from '../links/contactHref.ts';
import { filledButton, outlineButton } from '../theme/pressable.ts';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const theme = useTheme();
  const t = useT();
  const services = useServices();
  const phone = services.market.phone || services.deployment.phone;
  const call = contactHref('tel', phone);
  const action = css`
    min-width: 200px;
  `;
  return (
    <section
      aria-labelledby="load-error-title"
      css={css`
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: ${theme.space.s};
        padding: 48px 24px;
        text-align: center;
      `}
    >
      <h2
        id="load-error-title"
        css={css`
          font-size: ${theme.font.title};
          margin: 0;
        `}
      >
        {t('errors.loadTitle')}
      </h2>
      <p
        role="alert"
        css={css`
          margin: 0 0 ${theme.space.m};
          color: ${theme.colors.muted};
        `}
      >
        {message}
      </p>
      <button type="button" onClick={onRetry} css={[filledButton(theme), action]}>
        {t('common.retry')}
      </button>
      <button type="button" onClick={() => services.bridge.send('goHome')} css={[outlineButton(theme), action]}>
        {t('errors.home')}
      </button>
      {call && (
        <p
          css={css`
            margin: ${theme.space.m} 0 0;
            color: ${theme.colors.muted};
          `}
        >
          {t('errors.callUs')}{' '}
          <a
            href={call}
            css={css`
              color: ${theme.colors.accent};
              white-space: nowrap;
              font-weight: 600;
            `}
          >
            {phone}
          </a>
        </p>
      )}
    </section>
  );
}
