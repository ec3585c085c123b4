/**
 * The real public pages (virtual:page/<brand>/…) as an anonymous visitor sees them, with no launch
 * parameters: the marketing site's navigation, claims per market and contact footer; About; the
 * Policy and Loan documents in their sandboxed frames; and the feedback form's rule (complete, or
 * 'Please provide complete information!'; then it says the message was not sent, keeps it, and
 * offers customer service's phone and e-mail: nothing is sent).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import deployment from 'virtual:deployment';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { expectStatus, openPage, startFakeGateway, typeInto } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
const page: Record<string, PageModule> = {};
beforeAll(async () => {
  page.home = (await import('virtual:page/kilat/home')) as PageModule;
  page.about = (await import('virtual:page/kilat/about')) as PageModule;
  page.policy = (await import('virtual:page/kilat/policy')) as PageModule;
  page.loan = (await import('virtual:page/kilat/loanTerms')) as PageModule;
  page.feedback = (await import('virtual:page/kilat/feedback')) as PageModule;
});

const scrollTo = vi.fn();
beforeEach(() => {
  vi.stubGlobal('scrollTo', scrollTo);
  scrollTo.mockClear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.unstubAllGlobals());

/** An anonymous Indonesian visitor (languageType=1 chose the market and language). */
const ID = { language: 'id', market: 'id' } as const;
const nav = (name: string) => within(screen.getByRole('navigation', { name })).getAllByRole('link');
const rows = (container: HTMLElement) =>
  within(container)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
/** The hero's claims (the loan terms summary further down has figures of its own). */
const figures = () => rows(document.getElementById('home')!);

describe('public site (/)', () => {
  it('English: the five navigation links, the rupee claims of SPEC §1, the About us section; nothing asked of the gateway', async () => {
    openPage(page.home!, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kilat Dana' })).toBeInTheDocument();
    expect(document.title).toBe('Kilat Dana | Instant personal loans');
    const links = nav('Main menu');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'About us',
      'Contact Us',
      'Privacy Policy',
      'Loan terms and conditions',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#home',
      '#about',
      '#contact',
      '#privacy',
      '#terms',
    ]);
    expect(figures()).toEqual([
      'Loan amount: ₹2,000 - ₹80,000',
      'Money in your account: Within 2 hours',
      'For salaried users with an income of: ₹12,000 and above',
      'Trusted by: Over 3 million users',
    ]);
    const about = screen.getByRole('region', { name: 'About us' });
    expect(about).toHaveAttribute('id', 'about');
    expect(within(about).getByText(deployment.markets.in.labels.about)).toBeInTheDocument();
    expect(within(about).getAllByRole('listitem')).toHaveLength(4);
    expect(document.getElementById('home')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(gateway.paths()).toEqual([]);
  });

  it("the footer: the rupee market's phone (dialer), the brand's e-mail (mail client), address, company and this year's copyright", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-05-01T08:00:00Z'));
    openPage(page.home!, '/');
    const contact = await screen.findByRole('region', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('id', 'contact');
    expect(within(contact).getByRole('link', { name: '+91 22 4890 3100' })).toHaveAttribute(
      'href',
      'tel:+912248903100',
    );
    expect(within(contact).getByRole('link', { name: deployment.email! })).toHaveAttribute(
      'href',
      `mailto:${deployment.email}`,
    );
    expect(within(contact).getByText(deployment.company.address)).toBeInTheDocument();
    expect(within(contact).getByText(`© 2027 ${deployment.company.name}. All rights reserved.`)).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('Indonesian: Beranda … Syarat dan ketentuan pinjaman, the rupiah range and no income claim (SPEC §1 states it for rupees)', async () => {
    openPage(page.home!, '/', ID);
    await screen.findByRole('heading', { level: 1, name: 'Kilat Dana' });
    expect(nav('Menu utama').map((link) => link.textContent)).toEqual([
      'Beranda',
      'Tentang kami',
      'Hubungi Kami',
      'Kebijakan Privasi',
      'Syarat dan ketentuan pinjaman',
    ]);
    expect(figures()).toEqual([
      'Jumlah pinjaman: Rp1.000.000 - Rp15.000.000',
      'Dana masuk ke rekening: Dalam 2 jam',
      'Dipercaya oleh: Lebih dari 3 juta pengguna',
    ]);
    expect(screen.getByRole('main')).not.toHaveTextContent('12,000');
    expect(screen.getByRole('main')).not.toHaveTextContent('₹');
    const contact = screen.getByRole('region', { name: 'Hubungi Kami' });
    expect(contact).toHaveTextContent('Hak cipta dilindungi.');
    // The rupiah market names no phone of its own: the brand's Indonesian one.
    expect(within(contact).getByRole('link', { name: '+62 21 5093 1188' })).toHaveAttribute(
      'href',
      'tel:+622150931188',
    );
    expect(within(contact).queryByRole('link', { name: /^\+91/ })).toBeNull();
  });

  it('Chinese in the rupee market: every text from the zh catalogue', async () => {
    openPage(page.home!, '/', { language: 'zh', market: 'in' });
    await screen.findByRole('heading', { level: 1, name: 'Kilat Dana' });
    expect(nav('主菜单').map((link) => link.textContent)).toEqual([
      '首页',
      '关于我们',
      '联系我们',
      '隐私政策',
      '贷款条款与条件',
    ]);
    expect(figures()).toContain('面向收入达到以下标准的受薪用户: ₹12,000 及以上');
  });

  it('Contact Us scrolls smoothly to the contact section and puts #contact in the address; no new page', async () => {
    openPage(page.home!, '/');
    await userEvent.click(await screen.findByRole('link', { name: 'Contact Us' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(window.location.hash).toBe('#contact');
    expect(screen.getByRole('region', { name: 'Contact Us' })).toHaveFocus();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it('Privacy Policy scrolls smoothly to its summary in place (#privacy); the summary links on to the full policy in the app', async () => {
    openPage(page.home!, '/');
    await userEvent.click(await screen.findByRole('link', { name: 'Privacy Policy' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(window.location.hash).toBe('#privacy');
    const privacy = screen.getByRole('region', { name: 'Privacy Policy' });
    expect(privacy).toHaveFocus();
    expect(within(privacy).getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(privacy).toHaveTextContent('We never sell your information.');
    expect(screen.queryByText(/^Moved to/)).toBeNull();
    await userEvent.click(within(privacy).getByRole('link', { name: 'Read the full Privacy Policy' }));
    expect(await screen.findByText('Moved to /privacy-policy')).toBeInTheDocument();
  });

  it("Loan terms and conditions scrolls to its summary (#terms): SPEC §9's figures with the market's penalties; the link opens /loanAgreement", async () => {
    openPage(page.home!, '/');
    await userEvent.click(await screen.findByRole('link', { name: 'Loan terms and conditions' }));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(window.location.hash).toBe('#terms');
    const terms = screen.getByRole('region', { name: 'Loan terms and conditions' });
    expect(terms).toHaveFocus();
    expect(rows(terms)).toEqual([
      'Loan term: 91 to 365 days',
      'Decision: Within 1 day',
      'Money credited: Within 1 to 3 days of approval',
      'One-off late penalty, new / repeat clients: ₹ 1,000 / ₹ 800',
      'Daily late fee on the unpaid amount: 5% (days 1 to 30), 4% (days 31 to 90), 2% (from day 91)',
      'Early repayment: After half the term, and not before 7 days from disbursal',
    ]);
    await userEvent.click(within(terms).getByRole('link', { name: 'Read the full loan terms and conditions' }));
    expect(await screen.findByText('Moved to /loanAgreement')).toBeInTheDocument();
  });

  it('Indonesian: the two summaries in Indonesian, the penalties in rupiah', async () => {
    openPage(page.home!, '/', ID);
    await screen.findByRole('heading', { level: 1, name: 'Kilat Dana' });
    expect(screen.getByRole('region', { name: 'Kebijakan Privasi' })).toHaveTextContent(
      'Kami tidak pernah menjual data Anda.',
    );
    const terms = screen.getByRole('region', { name: 'Syarat dan ketentuan pinjaman' });
    expect(terms).toHaveTextContent('Jangka waktu pinjaman91 sampai 365 hari');
    expect(terms).toHaveTextContent('Denda keterlambatan satu kali, nasabah baru / lamaRp 50.000 / Rp 40.000');
    expect(terms).not.toHaveTextContent('₹');
    expect(within(terms).getByRole('link', { name: 'Baca syarat dan ketentuan pinjaman lengkap' })).toBeInTheDocument();
  });

  it('Send us a message opens the feedback form', async () => {
    openPage(page.home!, '/');
    await userEvent.click(await screen.findByRole('link', { name: 'Send us a message' }));
    expect(await screen.findByText('Moved to /User')).toBeInTheDocument();
  });

  it("a deployment that renames the legal pages' routes: the summaries link to its own paths", async () => {
    const renamed = { ...deployment, routes: { privacyPolicy: '/privasi', loanAgreement: '/syarat' } };
    const first = openPage(page.home!, '/', { deployment: renamed });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'Read the full Privacy Policy' }));
    expect(await screen.findByText('Moved to /privasi')).toBeInTheDocument();
    first.unmount();
    openPage(page.home!, '/', { deployment: renamed });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'Read the full loan terms and conditions' }));
    expect(await screen.findByText('Moved to /syarat')).toBeInTheDocument();
  });
});

describe('About (/About)', () => {
  it('who the lender is, what it offers in rupees, its contacts, and the way to the product description; no gateway call', async () => {
    openPage(page.about!, '/About');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(document.title).toBe('About us | Kilat Dana');
    const who = screen.getByRole('region', { name: 'Who we are' });
    expect(within(who).getByText(deployment.company.name)).toBeInTheDocument();
    expect(within(who).getByText(deployment.company.address)).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'What we offer' });
    expect(offer).toHaveTextContent('₹2,000 - ₹80,000');
    expect(offer).toHaveTextContent('₹12,000 and above');
    expect(offer).toHaveTextContent('Over 3 million users');
    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByRole('link', { name: '+91 22 4890 3100' })).toHaveAttribute(
      'href',
      'tel:+912248903100',
    );
    expect(within(contact).getByRole('link', { name: deployment.email! })).toHaveAttribute(
      'href',
      `mailto:${deployment.email}`,
    );
    expect(gateway.paths()).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Product description' }));
    expect(await screen.findByText('Moved to /aboutUs')).toBeInTheDocument();
  });

  it('Indonesian: Tentang kami, rupiah, no income line', async () => {
    openPage(page.about!, '/About', ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentang kami' })).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'Apa yang kami tawarkan' });
    expect(offer).toHaveTextContent('Rp1.000.000 - Rp15.000.000');
    expect(offer).not.toHaveTextContent('₹');
    await userEvent.click(screen.getByRole('link', { name: 'Kirim pesan kepada kami' }));
    expect(await screen.findByText('Moved to /User')).toBeInTheDocument();
  });
});

describe('Policy (/Policy) and Loan (/Loan)', () => {
  for (const { name, key, title, frame, document: doc } of [
    {
      name: 'Policy',
      key: 'policy',
      title: 'Privacy Policy',
      frame: 'Privacy Policy document',
      document: deployment.documents.policy,
    },
    {
      name: 'Loan',
      key: 'loan',
      title: 'Loan agreement',
      frame: 'Loan agreement document',
      document: deployment.documents.loanAgreement,
    },
  ]) {
    it(`${name}: the deployment's document in a frame with every sandbox restriction, and a link that opens it in full without the token`, async () => {
      const leave = vi.fn();
      openPage(page[key]!, `/${name}`, { leave, launch: { token: 'secret-token', session: 'secret-session' } });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      const iframe = screen.getByTitle(frame);
      expect(iframe.tagName).toBe('IFRAME');
      expect(iframe).toHaveAttribute('sandbox', '');
      expect(iframe).toHaveAttribute('src', `${window.location.origin}${doc}`);
      expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer');
      await userEvent.click(screen.getByRole('link', { name: 'Open the full document' }));
      expect(leave).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}${doc}`, false);
      expect(gateway.paths()).toEqual([]);
    });
  }

  it('a document on an origin the deployment does not name is not framed; listed in documentOrigins it is', async () => {
    const elsewhere = {
      ...deployment,
      documents: { ...deployment.documents, policy: 'https://docs.other.example/policy.html' },
    };
    const first = openPage(page.policy!, '/Policy', { deployment: elsewhere });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTitle('Privacy Policy document')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('This document cannot be shown here.');
    first.unmount();

    openPage(page.policy!, '/Policy', {
      deployment: { ...elsewhere, documentOrigins: ['https://docs.other.example'] },
    });
    expect(await screen.findByTitle('Privacy Policy document')).toHaveAttribute(
      'src',
      'https://docs.other.example/policy.html',
    );
  });

  it('Indonesian: Perjanjian pinjaman, Buka dokumen lengkap', async () => {
    openPage(page.loan!, '/Loan', ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Perjanjian pinjaman' })).toBeInTheDocument();
    expect(screen.getByTitle('Dokumen perjanjian pinjaman')).toHaveAttribute('sandbox', '');
    expect(screen.getByRole('link', { name: 'Buka dokumen lengkap' })).toBeInTheDocument();
  });
});

describe('feedback form (/User)', () => {
  const field = (name: string) => screen.getByRole('textbox', { name });

  it('every field is required once trimmed: otherwise the toast asks for complete information and keeps what was typed', async () => {
    openPage(page.feedback!, '/User');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await expectStatus('Please provide complete information!');

    await typeInto(field('Full Name'), 'Asha Verma');
    await typeInto(field('Your E-mail'), 'asha@example.com');
    await typeInto(field('Message'), '   ');
    await userEvent.click(submit);
    await expectStatus('Please provide complete information!');
    expect(field('Full Name')).toHaveValue('Asha Verma');
    expect(field('Your E-mail')).toHaveValue('asha@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(gateway.paths()).toEqual([]);
  });

  it('a complete form sends nothing at all and says so (issue 20: it said Success), keeps what was typed and offers customer service', async () => {
    const fetchSpy = vi.spyOn(window, 'fetch');
    const xhrSpy = vi.spyOn(XMLHttpRequest.prototype, 'send');
    openPage(page.feedback!, '/User');
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    await typeInto(field('Full Name'), ' Asha ');
    await typeInto(field('Your E-mail'), 'asha@example.com');
    await typeInto(field('Message'), 'Easy to use.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message was not sent: this form cannot send messages. Please call or write to customer service; what you typed stays here so you can copy it.',
    );
    expect(screen.queryByText('Success')).toBeNull();
    expect(screen.getByText('Call customer service')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 22 4890 3100' })).toHaveAttribute('href', 'tel:+912248903100');
    expect(screen.getByText('Write to customer service')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(field('Full Name')).toHaveValue(' Asha ');
    expect(field('Your E-mail')).toHaveValue('asha@example.com');
    expect(field('Message')).toHaveValue('Easy to use.');
    expect(gateway.paths()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it('Indonesian: Nama Lengkap, E-mail Anda, Pesan; Mohon lengkapi semua informasi! then it says the message was not sent', async () => {
    openPage(page.feedback!, '/User', ID);
    await screen.findByRole('heading', { level: 1, name: 'Masukan' });
    await typeInto(field('Nama Lengkap'), 'Budi');
    await typeInto(field('Pesan'), 'Bagus');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    await expectStatus('Mohon lengkapi semua informasi!');
    await typeInto(field('E-mail Anda'), 'budi@example.co.id');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Pesan Anda tidak terkirim/);
    expect(screen.getByText('Telepon layanan pelanggan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+62 21 5093 1188' })).toHaveAttribute('href', 'tel:+622150931188');
    expect(field('Nama Lengkap')).toHaveValue('Budi');
    expect(gateway.paths()).toEqual([]);
  });
});
