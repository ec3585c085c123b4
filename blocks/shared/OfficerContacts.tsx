import { css, useTheme } from '@emotion/react';
import { useT } from '../../renderer/runtime/i18n/messages.tsx';
import { contactHref } from '../../renderer/runtime/links/contactHref.ts';

export interface Officer {
  name: string;
  phone: string;
  email: string;
}

/**
 * The officer's name, phone and e-mail as label/value rows of a description list (the caller's
 * <dl>): the phone opens the dialer, the e-mail the mail client. Shared by the grievanceOfficer
 * block and the Key Fact Statement.
 */
export function OfficerContacts({ officer }: { officer: Officer }) {
  const theme = useTheme();
  const t = useT();
  const link = css`
    color: ${theme.colors.accent};
    font-weight: 600;
  `;
  const phone = contactHref('tel', officer.phone);
  const email = contactHref('mailto', officer.email);
  return (
    <>
      <div>
        <dt>{t('officer.name')}</dt>
        <dd>{officer.name}</dd>
      </div>
      <div>
        <dt>{t('officer.phone')}</dt>
        <dd>
          {phone ? (
            <a
              href={phone}
              css={[
                link,
                css`
                  white-space: nowrap;
                `,
              ]}
            >
              {officer.phone}
            </a>
          ) : (
            officer.phone
          )}
        </dd>
      </div>
      <div>
        <dt>{t('officer.email')}</dt>
        <dd>
          {email ? (
            <a
              href={email}
              css={[
                link,
                css`
                  overflow-wrap: break-word;
                `,
              ]}
            >
              {officer.email}
            </a>
          ) : (
            officer.email
          )}
        </dd>
      </div>
    </>
  );
}
