import { css, useTheme } from '@emotion/react';
import { useId } from 'react';
import { contactHref } from '../../renderer/runtime/links/contactHref.ts';
import type { Props } from './definition.ts';

interface Contact {
  kind: 'tel' | 'mailto' | 'text';
  label: string;
  value: string;
}

/** Contacts as the page gave them: a bound list could hold anything; an empty value shows nothing. */
function shown(contacts: unknown): Contact[] {
  if (!Array.isArray(contacts)) return [];
  return contacts.filter(
    (contact): contact is Contact =>
      typeof contact === 'object' &&
      contact !== null &&
      typeof (contact as Contact).value === 'string' &&
      (contact as Contact).value.trim() !== '',
  );
}

/** A phone or e-mail as a link built only from what a number or address may hold; anything else as text. */
function ContactValue({ contact }: { contact: Contact }) {
  const theme = useTheme();
  const href = contact.kind === 'text' ? null : contactHref(contact.kind, contact.value);
  if (!href)
    return (
      <span
        css={css`
          overflow-wrap: anywhere;
        `}
      >
        {contact.value}
      </span>
    );
  return (
    <a
      href={href}
      css={css`
        display: inline-flex;
        align-items: center;
        min-height: 44px;
        color: ${theme.colors.accent};
        font-weight: 600;
        overflow-wrap: anywhere;
        &:focus-visible {
          outline: 2px solid ${theme.colors.text};
          outline-offset: 2px;
        }
      `}
    >
      {contact.value}
    </a>
  );
}

/**
 * The contact section at the end of the public site: a region named by its heading (the page's
 * runtime puts the body inside <main>, so a <footer> here would not be the page's contentinfo
 * landmark), the contacts in an <address>, then the company and the copyright of this year.
 */
export default function SiteFooter({ heading, anchor, text, contacts, company, rights, children }: Props) {
  const theme = useTheme();
  const headingId = useId();
  const lines = shown(contacts);
  const year = new Date().getFullYear();
  return (
    <section
      id={anchor}
      // A section link moves the focus here (blocks/siteNav/useSectionScroll.ts).
      tabIndex={anchor ? -1 : undefined}
      aria-labelledby={headingId}
      css={css`
        margin-top: ${theme.space.l};
        padding: ${theme.space.l} ${theme.space.m} calc(${theme.space.l} + env(safe-area-inset-bottom, 0px));
        background: ${theme.colors.surface};
        color: ${theme.colors.text};
        &:focus:not(:focus-visible) {
          outline: none;
        }
      `}
    >
      <h2
        id={headingId}
        css={css`
          margin: 0;
          font-size: 17px;
        `}
      >
        {heading}
      </h2>
      {text && (
        <p
          css={css`
            margin: ${theme.space.s} 0 0;
            color: ${theme.colors.muted};
            line-height: 1.5;
          `}
        >
          {text}
        </p>
      )}
      {lines.length > 0 && (
        <address
          css={css`
            margin: ${theme.space.m} 0 0;
            font-style: normal;
          `}
        >
          {lines.map((contact, index) => (
            <p
              key={index}
              css={css`
                display: flex;
                flex-direction: column;
                margin: 0;
                padding: ${theme.space.s} 0;
                font-size: ${theme.font.body};
                & + & {
                  border-top: 1px solid rgba(255, 255, 255, 0.12);
                }
              `}
            >
              <span
                css={css`
                  font-size: ${theme.font.small};
                  color: ${theme.colors.muted};
                `}
              >
                {contact.label}
              </span>
              <ContactValue contact={contact} />
            </p>
          ))}
        </address>
      )}
      {children && (
        <div
          css={css`
            margin-top: ${theme.space.m};
          `}
        >
          {children}
        </div>
      )}
      <footer
        css={css`
          margin-top: ${theme.space.l};
          padding-top: ${theme.space.m};
          border-top: 1px solid rgba(255, 255, 255, 0.12);
          font-size: ${theme.font.small};
          color: ${theme.colors.muted};
          line-height: 1.5;
        `}
      >
        <p
          css={css`
            margin: 0;
            font-weight: 600;
            color: ${theme.colors.text};
            overflow-wrap: anywhere;
          `}
        >
          {company}
        </p>
        <p
          css={css`
            margin: ${theme.space.xs} 0 0;
            overflow-wrap: anywhere;
          `}
        >
          © {year} {company}.{rights ? ` ${rights}` : ''}
        </p>
      </footer>
    </section>
  );
}
