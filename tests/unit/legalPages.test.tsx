/**
 * The real legal and information pages (privacy policy and its legacy address, about us, loan
 * terms, data requests, error) as an anonymous visitor sees them in English (India, rupees) and
 * Indonesian (Indonesia, rupiah): the brand's values in the text, the contents links, the figures
 * of SPEC §1 and §9 per market, the legacy address, and the error page's Retry and Home.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deployments } from 'virtual:deployments';
import deployment from 'virtual:deployment';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { nativeHost, openPage, startFakeGateway } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
const page: Record<string, PageModule> = {};
beforeAll(async () => {
  page.privacy = (await import('virtual:page/kilat/privacyPolicy')) as PageModule;
  page.about = (await import('virtual:page/kilat/aboutUs')) as PageModule;
  page.terms = (await import('virtual:page/kilat/loanAgreement')) as PageModule;
  page.dsard = (await import('virtual:page/kilat/dsard')) as PageModule;
  page.error = (await import('virtual:page/kilat/error')) as PageModule;
});

/** An anonymous visitor: no launch parameters at all. */
const ID = { language: 'id', market: 'id' } as const;
const KILAT = {
  company: deployment.company.name,
  address: deployment.company.address,
  email: deployment.email!,
  phone: deployment.phone,
};
/** What a rupee borrower is shown: the rupee market's own phone (deployments/kilat.json), the brand's e-mail. */
const KILAT_IN = { ...KILAT, phone: '+91 22 4890 3100' };
const section = (name: string) => screen.getByRole('region', { name });
const items = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const contentsLinks = (name: string) => within(screen.getByRole('navigation', { name })).getAllByRole('link');

const PRIVACY_EN = [
  'Use of information',
  'Disclosure of information',
  'Cookies',
  'Data security',
  'Non-discrimination statement',
  'Your rights',
  'Minors',
  'Changes to this policy',
  'Contacts',
];
const PRIVACY_IDS = [
  'use',
  'disclosure',
  'cookies',
  'security',
  'non-discrimination',
  'rights',
  'minors',
  'changes',
  'contacts',
];

describe('privacy policy', () => {
  it("English: the nine sections of SPEC §2, a contents link to each, the brand's contacts; nothing asked of the gateway", async () => {
    openPage(page.privacy!, '/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | Kilat Dana');
    const links = contentsLinks('Contents');
    expect(links.map((link) => link.textContent)).toEqual(PRIVACY_EN);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(PRIVACY_IDS.map((id) => `#${id}`));
    PRIVACY_EN.forEach((title, index) => expect(section(title)).toHaveAttribute('id', PRIVACY_IDS[index]));

    const contacts = section('Contacts');
    expect(
      within(contacts).getByText(
        `If you have a question about this policy or about how we handle your information, please contact ${KILAT.company}:`,
      ),
    ).toBeInTheDocument();
    expect(items(contacts)).toEqual([
      `E-mail: ${KILAT_IN.email}`,
      `Phone: ${KILAT_IN.phone}`,
      `Address: ${KILAT.address}`,
    ]);
    expect(within(section('Minors')).getByText(/under 18 years of age/)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(`${KILAT.company} (“we”, “us”) runs Kilat Dana`);
    expect(screen.getByRole('main').textContent).not.toMatch(/\{\w+\}/);
    expect(gateway.paths()).toEqual([]);
  });

  it('Indonesian: Kebijakan Privasi with its Daftar isi and Kontak', async () => {
    openPage(page.privacy!, '/privacy-policy', ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeInTheDocument();
    expect(contentsLinks('Daftar isi').map((link) => link.textContent)).toEqual([
      'Penggunaan informasi',
      'Pengungkapan informasi',
      'Cookie',
      'Keamanan data',
      'Pernyataan non-diskriminasi',
      'Hak-hak Anda',
      'Anak di bawah umur',
      'Perubahan kebijakan ini',
      'Kontak',
    ]);
    expect(items(section('Kontak'))).toEqual([
      `E-mail: ${KILAT.email}`,
      `Telepon: ${KILAT.phone}`,
      `Alamat: ${KILAT.address}`,
    ]);
  });

  it("another brand's contacts; a brand without an e-mail has no e-mail line at all", async () => {
    const lumen = deployments.lumen!;
    const first = openPage(page.privacy!, '/privacy-policy', { deployment: lumen });
    expect(items(await screen.findByRole('region', { name: 'Contacts' }))).toEqual([
      `E-mail: ${lumen.email!}`,
      `Phone: ${lumen.phone}`,
      `Address: ${lumen.company.address}`,
    ]);
    first.unmount();

    const { email: _brandEmail, ...noEmail } = deployment;
    const { email: _marketEmail, ...inMarket } = deployment.markets.in;
    openPage(page.privacy!, '/privacy-policy', {
      deployment: { ...noEmail, markets: { ...deployment.markets, in: inMarket } },
    });
    expect(items(await screen.findByRole('region', { name: 'Contacts' }))).toEqual([
      `Phone: ${KILAT_IN.phone}`,
      `Address: ${KILAT.address}`,
    ]);
    expect(screen.queryByText(/E-mail/)).toBeNull();
  });

  it('a contents link takes the reader to its section and puts it in the address', async () => {
    window.history.replaceState(null, '', '/privacy-policy');
    openPage(page.privacy!, '/privacy-policy');
    await userEvent.click(await screen.findByRole('link', { name: 'Cookies' }));
    expect(window.location.hash).toBe('#cookies');
    expect(within(section('Cookies')).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('/privacyPolicy is the same screen: its route key loads the privacy policy page', async () => {
    const { pages } = await import('virtual:pages');
    const legacy = (await pages.privacyPolicyLegacy!()) as PageModule;
    expect(legacy.page).toBe(page.privacy!.page);
  });
});

describe('about us', () => {
  it('India: welcome, why choose, products, getting started with rupee figures, 2 hours, 3 million users, income ₹12,000', async () => {
    openPage(page.about!, '/aboutUs');
    expect(await screen.findByRole('heading', { level: 2, name: 'About Kilat Dana' })).toBeInTheDocument();
    expect(document.title).toBe('About us | Kilat Dana');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Welcome to Kilat Dana',
      'Why choose Kilat Dana',
      'Our products',
      'Getting started',
    ]);
    expect(within(section('Welcome to Kilat Dana')).getByText(deployment.markets.in.labels.about)).toBeInTheDocument();
    const why = items(section('Why choose Kilat Dana'));
    expect(why).toContain('Loans of ₹2,000 - ₹80,000, for what matters to you.');
    expect(why).toContain('Money in your bank account within 2 hours of approval.');
    expect(why).toContain('Trusted by over 3 million users.');
    expect(
      within(section('Getting started')).getByText('Salaried applicants need a monthly income of ₹ 12,000 or more.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('Indonesia: rupiah figures, no rupee income line', async () => {
    openPage(page.about!, '/aboutUs', ID);
    expect(await screen.findByRole('heading', { level: 2, name: 'Tentang Kilat Dana' })).toBeInTheDocument();
    const why = items(section('Mengapa memilih Kilat Dana'));
    expect(why).toContain('Pinjaman Rp1.000.000 - Rp15.000.000 untuk kebutuhan penting Anda.');
    expect(why).toContain('Dana masuk ke rekening bank Anda dalam 2 jam setelah disetujui.');
    expect(why).toContain('Dipercaya lebih dari 3 juta pengguna.');
    expect(within(section('Cara memulai')).queryByText(/penghasilan bulanan minimal/)).toBeNull();
    expect(screen.getByRole('main')).not.toHaveTextContent(/12[.,]000|₹/);
  });
});

describe('loan terms and conditions', () => {
  it('India: every figure of SPEC §9, the one-off penalties in rupees', async () => {
    openPage(page.terms!, '/loanAgreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeInTheDocument();
    expect(document.title).toBe('Loan terms and conditions | Kilat Dana');
    expect(contentsLinks('Contents')).toHaveLength(9);
    expect(
      within(section('Loan amount and term')).getByText(/The loan term is from 91 days to 365 days\./),
    ).toBeInTheDocument();
    const disbursal = section('Approval and disbursal');
    expect(disbursal).toHaveTextContent('We decide on a complete application within 1 day');
    expect(disbursal).toHaveTextContent('credited to the bank account you gave us within 1 to 3 days');
    const late = section('Late payment');
    expect(late).toHaveTextContent(
      'a one-off penalty fee is charged once: ₹ 1,000 for new clients and ₹ 800 for repeat clients.',
    );
    expect(items(late)).toEqual([
      '5% of the unpaid amount per day for days 1 to 30;',
      '4% of the unpaid amount per day for days 31 to 90;',
      '2% of the unpaid amount per day from day 91.',
    ]);
    expect(section('Prepayment')).toHaveTextContent(
      'once half of the loan term has passed, but not earlier than 7 days from the day the loan was disbursed',
    );
    expect(section('Your obligations')).toHaveTextContent('within 3 days of the change');
    expect(section('Assignment')).toHaveTextContent('at least 7 business days before the assignment takes effect');
    expect(section('Disputes and judgement')).toHaveTextContent('within 10 days of the judgement');
    expect(items(section('Questions'))).toEqual([`E-mail: ${KILAT_IN.email}`, `Phone: ${KILAT_IN.phone}`]);
  });

  it('Indonesia: the same figures, the penalties in rupiah', async () => {
    openPage(page.terms!, '/loanAgreement', ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Syarat dan ketentuan pinjaman' })).toBeInTheDocument();
    expect(section('Keterlambatan pembayaran')).toHaveTextContent(
      'dikenakan denda satu kali: Rp 50.000 untuk nasabah baru dan Rp 40.000 untuk nasabah lama.',
    );
    expect(section('Jumlah dan jangka waktu pinjaman')).toHaveTextContent('91 hari sampai 365 hari');
    expect(items(section('Keterlambatan pembayaran'))[0]).toBe(
      '5% dari jumlah yang belum dibayar per hari untuk hari ke-1 sampai ke-30;',
    );
    expect(section('Pengalihan')).toHaveTextContent('7 hari kerja');
    const main = screen.getByRole('main');
    for (const figure of [
      'dalam 1 hari',
      'dalam 1 sampai 3 hari',
      '4% dari jumlah yang belum dibayar per hari untuk hari ke-31 sampai ke-90',
      '2% dari jumlah yang belum dibayar per hari mulai hari ke-91',
      'setelah separuh jangka waktu pinjaman berlalu, tetapi tidak lebih awal dari 7 hari sejak tanggal pencairan',
      'dalam 3 hari sejak perubahan',
      'paling lambat 7 hari kerja',
      'dalam 10 hari sejak putusan',
    ])
      expect(main).toHaveTextContent(figure);
    expect(main).not.toHaveTextContent('₹');
  });
});

describe('data requests', () => {
  it("English: what to ask for, what to include, how long, sent to the brand's e-mail, phone or postal address", async () => {
    openPage(page.dsard!, '/dsard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data: a copy or deletion' })).toBeInTheDocument();
    expect(items(section('What you can ask for'))).toContain(
      'Deletion of your information and closing of your Kilat Dana account.',
    );
    expect(items(section('How to send a request'))).toEqual([`${KILAT.company}, ${KILAT.address}`]);
    expect(section('What happens next')).toHaveTextContent('within 3 working days and complete it within 30 days');
    const send = section('Send your request');
    expect(within(send).getByRole('link', { name: KILAT_IN.email })).toHaveAttribute(
      'href',
      `mailto:${KILAT_IN.email}`,
    );
    expect(within(send).getByRole('link', { name: KILAT_IN.phone })).toHaveAttribute('href', 'tel:+912248903100');
  });

  it('Indonesian', async () => {
    openPage(page.dsard!, '/dsard', ID);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data Anda: salinan atau penghapusan' }),
    ).toBeInTheDocument();
    const send = section('Kirim permintaan Anda');
    expect(within(send).getByText('Telepon')).toBeInTheDocument();
    expect(within(send).getByRole('link', { name: KILAT.email })).toHaveAttribute('href', `mailto:${KILAT.email}`);
  });
});

describe('error page', () => {
  const FROM = '/loanDetails?productId=3&orderId=10174';

  it('Retry opens the screen that failed again, in place of the error page', async () => {
    openPage(page.error!, `/error?from=${encodeURIComponent(FROM)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(document.title).toBe('Something went wrong | Kilat Dana');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(`Moved to ${FROM}`)).toHaveAttribute('data-navigation', 'REPLACE');
  });

  it("Home goes to the host app's home (a browser goes to /)", async () => {
    const host = nativeHost();
    openPage(page.error!, '/error', ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terjadi kesalahan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Beranda' }));
    expect(host.mock.calls.map(([message]) => JSON.parse(message) as unknown)).toEqual([
      { action: 'goHome', data: {} },
    ]);
  });

  it.each([
    ['no from at all', ''],
    ['another site', '?from=https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative address', '?from=%2F%2Fevil.example'],
    ['a backslash a browser reads as //', '?from=%2F%5Cevil.example'],
    ['a tab a URL parser drops', '?from=%2F%09%2Fevil.example'],
    ['a script link', '?from=javascript%3Aalert(1)'],
  ])(
    'with %s, Retry never leaves the site: back a screen, or home when the visit started here',
    async (_name, query) => {
      const leave = vi.fn();
      openPage(page.error!, `/error${query}`, { leave });
      expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Moved to /')).toHaveAttribute('data-navigation', 'REPLACE');
      expect(leave).not.toHaveBeenCalled();
    },
  );
});
