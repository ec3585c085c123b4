/**
 * The public pages of the lumen build (its own page modules and deployment) as an anonymous visitor sees them: its
 * name and title, its footer contacts and copyright, the rupiah market's own phone and e-mail, its About, and /Policy
 * framing its own document. Its colours and the site's scrolling are the browser's (tests/e2e/lumen-site.spec.ts).
 */
import { screen, within } from '@testing-library/react';
import { deployments } from 'virtual:deployments';
import { describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { openPage, startFakeGateway } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

startFakeGateway();

/** An anonymous Indonesian visitor (languageType=1 chose the market and language). */
const ID = { language: 'id', market: 'id' } as const;
const lumen = deployments.lumen!;
const rows = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
/** The hero's claims (the loan terms summary further down has figures of its own). */
const figures = () => rows(document.getElementById('home')!);

describe('lumen public site', () => {
  it("lumen: its name, phone, e-mail and company (the page module is lumen's build)", async () => {
    const lumenHome = (await import('virtual:page/lumen/home')) as PageModule;
    openPage(lumenHome, '/', { deployment: lumen });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lumen Kredit' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: lumen.phone })).toHaveAttribute('href', 'tel:+918047182200');
    expect(within(contact).getByRole('link', { name: lumen.email! })).toHaveAttribute(
      'href',
      'mailto:help@lumenkredit.example',
    );
    expect(contact).toHaveTextContent(`© ${new Date().getFullYear()} ${lumen.company.name}. All rights reserved.`);
    expect(contact).toHaveTextContent(lumen.company.address);
    await vi.waitFor(() => expect(document.title).toBe('Lumen Kredit | Instant personal loans'));
  });

  it("lumen in Indonesian: the rupiah market's own phone and e-mail, not the brand's Indian number", async () => {
    const lumenHome = (await import('virtual:page/lumen/home')) as PageModule;
    openPage(lumenHome, '/', { ...ID, deployment: lumen });
    const contact = await screen.findByRole('region', { name: 'Hubungi Kami' });
    expect(within(contact).getByRole('link', { name: '+62 21 3970 4400' })).toHaveAttribute(
      'href',
      'tel:+622139704400',
    );
    expect(within(contact).getByRole('link', { name: 'bantuan@lumenkredit.example' })).toHaveAttribute(
      'href',
      'mailto:bantuan@lumenkredit.example',
    );
    expect(contact).not.toHaveTextContent(lumen.phone);
    expect(within(contact).queryByRole('link', { name: lumen.email! })).toBeNull();
    expect(figures()[0]).toBe('Jumlah pinjaman: Rp1.000.000 - Rp15.000.000');
  });

  it("lumen's About names its company and its phone; its /Policy frames its own document", async () => {
    const lumenAbout = (await import('virtual:page/lumen/about')) as PageModule;
    const about = openPage(lumenAbout, '/About', { deployment: lumen });
    expect(await screen.findByRole('region', { name: 'Who we are' })).toHaveTextContent(lumen.company.name);
    expect(
      within(screen.getByRole('region', { name: 'Contact' })).getByRole('link', { name: lumen.phone }),
    ).toHaveAttribute('href', 'tel:+918047182200');
    about.unmount();
    const lumenPolicy = (await import('virtual:page/lumen/policy')) as PageModule;
    openPage(lumenPolicy, '/Policy', { deployment: lumen });
    expect(await screen.findByTitle('Privacy Policy document')).toHaveAttribute(
      'src',
      `${window.location.origin}/demo/legal/privacy-policy.html`,
    );
    await vi.waitFor(() => expect(document.title).toBe('Privacy Policy | Lumen Kredit'));
  });
});
