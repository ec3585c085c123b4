import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../tests/unit/render.tsx';
import SiteFooter from './index.tsx';

const emit = vi.fn();
const CONTACTS = [
  { kind: 'tel', label: 'Phone', value: '+62 21 5093 1188' },
  { kind: 'mailto', label: 'E-mail', value: 'care@kilatdana.example' },
  { kind: 'text', label: 'Address', value: 'Jl. Demo 1, Jakarta' },
] as const;

afterEach(() => vi.useRealTimers());

describe('siteFooter block', () => {
  it('is a region named by its heading: the phone opens the dialer, the e-mail the mail client, the address is text', () => {
    renderWithRuntime(
      <SiteFooter
        heading="Contact Us"
        text="Call us or write to us."
        contacts={[...CONTACTS]}
        company="PT Kilat Dana"
        emit={emit}
      />,
    );
    const region = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Contact Us' })).toBeInTheDocument();
    expect(within(region).getByText('Call us or write to us.')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: '+62 21 5093 1188' })).toHaveAttribute('href', 'tel:+622150931188');
    expect(within(region).getByRole('link', { name: 'care@kilatdana.example' })).toHaveAttribute(
      'href',
      'mailto:care@kilatdana.example',
    );
    expect(within(region).getAllByRole('link')).toHaveLength(2);
    const address = within(region).getByText('Jl. Demo 1, Jakarta');
    expect(address.closest('p')).toHaveTextContent('AddressJl. Demo 1, Jakarta');
    expect(address.closest('address')).not.toBeNull();
  });

  it('ends with the company and a copyright line of the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    renderWithRuntime(
      <SiteFooter
        heading="Hubungi Kami"
        contacts={[]}
        company="PT Kilat Dana"
        rights="Hak cipta dilindungi."
        emit={emit}
      />,
      { language: 'id' },
    );
    expect(screen.getByText('© 2031 PT Kilat Dana. Hak cipta dilindungi.')).toBeInTheDocument();
    expect(screen.getAllByText('PT Kilat Dana')).toHaveLength(1);
  });

  it('values that are no number or address show as text; empty ones are left out', () => {
    renderWithRuntime(
      <SiteFooter
        heading="Contact Us"
        contacts={[
          { kind: 'tel', label: 'Phone', value: 'javascript:alert(1)' },
          { kind: 'mailto', label: 'E-mail', value: 'x@y.example?bcc=all@corp.example' },
          { kind: 'text', label: 'Address', value: '' },
        ]}
        company="PT Kilat Dana"
        emit={emit}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('javascript:alert(1)')).toBeInTheDocument();
    expect(screen.getByText('x@y.example?bcc=all@corp.example')).toBeInTheDocument();
    expect(screen.queryByText('Address')).toBeNull();
  });

  it('with an anchor it is the #anchor target a section link focuses; its children come after the contacts', () => {
    renderWithRuntime(
      <SiteFooter heading="Contact Us" anchor="contact" contacts={[...CONTACTS]} company="PT Kilat Dana" emit={emit}>
        <button type="button">Send us a message</button>
      </SiteFooter>,
    );
    const region = screen.getByRole('region', { name: 'Contact Us' });
    expect(region).toHaveAttribute('id', 'contact');
    expect(region).toHaveAttribute('tabindex', '-1');
    const button = within(region).getByRole('button', { name: 'Send us a message' });
    expect(
      within(region).getByText('Jl. Demo 1, Jakarta').compareDocumentPosition(button) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
