import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import { contactHref } from '../../renderer/runtime/links/contactHref.ts';
import ContactLink from './index.tsx';

const emit = vi.fn();

describe('contactLink block', () => {
  it('a phone number opens the dialer with only digits and a leading +', () => {
    renderWithRuntime(<ContactLink kind="tel" label="Layanan pelanggan" value="+62 21 5093-1188" emit={emit} />);
    expect(screen.getByText('Layanan pelanggan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+62 21 5093-1188' })).toHaveAttribute('href', 'tel:+622150931188');
  });

  it('a phone number stays on one line; an e-mail address may break', () => {
    renderWithRuntime(
      <>
        <ContactLink kind="tel" label="Layanan pelanggan" value="+62 21 5093 1188" emit={emit} />
        <ContactLink kind="mailto" label="E-mail" value="care@kilatdana.example" emit={emit} />
      </>,
    );
    expect(screen.getByRole('link', { name: '+62 21 5093 1188' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByRole('link', { name: 'care@kilatdana.example' })).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('an e-mail address opens the mail client', () => {
    renderWithRuntime(<ContactLink kind="mailto" label="E-mail" value=" care@kilatdana.example " emit={emit} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'mailto:care@kilatdana.example');
  });

  it('an invalid address shows as plain text, never as a link', () => {
    renderWithRuntime(<ContactLink kind="mailto" label="E-mail" value="care@kilat?cc=evil@x.example" emit={emit} />);
    expect(screen.getByText('care@kilat?cc=evil@x.example')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('text with no number shows as plain text', () => {
    renderWithRuntime(<ContactLink kind="tel" label="Phone" value="call us" emit={emit} />);
    expect(screen.getByText('call us')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('an empty value shows nothing at all', () => {
    const { root } = renderWithRuntime(<ContactLink kind="tel" label="Phone" value="" emit={emit} />);
    expect(screen.queryByText('Phone')).toBeNull();
    expect(root).toBeEmptyDOMElement();
  });

  it('contactHref sanitises what a server could inject', () => {
    expect(contactHref('tel', 'javascript:alert(1)//123')).toBe('tel:1123');
    expect(contactHref('tel', '12')).toBeNull();
    expect(contactHref('tel', '+1+2+3')).toBe('tel:+123');
    expect(contactHref('mailto', 'javascript:alert(1)@x.example')).toBeNull();
    expect(contactHref('mailto', 'a@b')).toBeNull();
    expect(contactHref('mailto', 'a b@c.example')).toBeNull();
    expect(contactHref('mailto', 'help@lumenkredit.example')).toBe('mailto:help@lumenkredit.example');
  });
});
