/**
 * The real loan-confirmation, recommended-list, login-failure, orders and product pages (and loan
 * details' products, on lumen) on the demo gateway: what each shows from the data, the consent and
 * agreement rules, the requests a tap sends and where the safe link rule takes the borrower.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { deployments } from 'virtual:deployments';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { DEMO_ORDERS, loanDetailsReply } from '../../demo/gateway/index.ts';
import { OFFERS, confirmData } from '../../demo/gateway/offerData.ts';
import { isoDate, LOAN_AGREEMENT_PAGE, PINJAM_MUDAH_STORE, productById } from '../../demo/gateway/productData.ts';
import { expectStatus, nativeHost, openPage, startFakeGateway, wholeText } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
const page: Record<string, PageModule> = {};
beforeAll(async () => {
  page.confirm = (await import('virtual:page/kilat/loanConfirm')) as PageModule;
  page.recommend = (await import('virtual:page/kilat/recommendList')) as PageModule;
  page.loginFailure = (await import('virtual:page/kilat/loginFailure')) as PageModule;
  page.orders = (await import('virtual:page/kilat/order')) as PageModule;
  page.product = (await import('virtual:page/kilat/product')) as PageModule;
  page.loanDetails = (await import('virtual:page/kilat/loanDetails')) as PageModule;
  page.lumenLoanDetails = (await import('virtual:page/lumen/loanDetails')) as PageModule;
});

let borrowers = 0;
/** A borrower of the test's own (the gateway keeps orders per token), English and rupees. */
const en = (launch: Record<string, string> = {}) => ({
  launch: { token: `product-pages-${++borrowers}`, influence: 'campaign-7', ...launch },
});
/** The same in Indonesian with rupiah, as a shell sends it (languageType 1). */
const id = () =>
  ({ language: 'id', market: 'id', launch: { token: `product-pages-${++borrowers}`, languageType: '1' } }) as const;

const at = (path: string) => `*/gateway${path}`;
const reply = (path: string, body: JsonBodyType, options: { once?: boolean } = {}) =>
  gateway.server.use(http.post(at(path), () => HttpResponse.json(body), options));
const moved = (to: string) => screen.findByText(`Moved to ${to}`);
const card = (name: string) => screen.getByRole('article', { name });
const names = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
/** The label/value pairs of a description list, in order. */
const pairs = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('term')
    .map((term) => [term.firstChild?.textContent?.trim(), term.nextElementSibling?.textContent?.trim()]);
const paramsOf = async (path: string, keys: string[]) =>
  (await gateway.calls(path)).map(({ params }) => Object.fromEntries(keys.map((key) => [key, params[key]])));

const PUSH = '/v3/loan-confirm/loan-detail-push';
const SAVE = '/indah/pageEvent/save';
const APPLY = '/indah/v3/product/apply';
const LIST = '/indah/v3/product/recommend-product-list';
const NECESSITY = '/indah/stand/necessity';
const JOINT = '/indah/stand/joint';
const DEFINE = '/gopia/goya/define';

describe('loan confirmation', () => {
  const confirm = () => screen.getByRole('button', { name: 'Confirm loan' });
  const consent = () => screen.getByRole('checkbox', { name: 'I have read and agree to the agreements above' });

  it('product 1 in rupees: amount, term, rate, detail lines, the plan with its total and cost, the agreements; consent ticked', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await screen.findByRole('heading', { name: 'Dana Kilat' });
    expect(document.title).toBe('Confirm your loan');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirm your loan');
    expect(screen.getByRole('definition', { name: 'Loan amount' })).toHaveTextContent('₹ 15,000');
    const first = isoDate(new Date(), 31);
    expect(pairs(screen.getByRole('main'))).toEqual(
      expect.arrayContaining([
        ['Loan term', '93 days'],
        ['Installments', '3'],
        ['Interest rate', '0.05%/day'],
        ['First repayment', first],
      ]),
    );
    expect(pairs(screen.getByRole('region', { name: 'Loan details' }))).toEqual(
      expect.arrayContaining([
        ['Service fee (8%)', '₹ 1,200'],
        ['Total interest', '₹ 699'],
        ['Total repayment', '₹ 16,899'],
      ]),
    );
    expect(
      screen.getByText(
        wholeText('You receive the whole ₹ 15,000; the service fee of ₹ 1,200 is repaid with the installments.'),
      ),
    ).toBeInTheDocument();

    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    const periods = within(plan).getAllByRole('listitem');
    expect(periods).toHaveLength(3);
    expect(periods[0]).toHaveTextContent(`Period 1₹ 5,633Due ${first}Principal ₹ 5,000 + interest ₹ 233 + fee ₹ 400`);
    expect(pairs(plan)).toEqual([
      ['Amount borrowed', '₹ 15,000'],
      ['Interest rate', '0.05%/day'],
      ['Total to repay', '₹ 16,899'],
      ['Cost of the loan', '₹ 1,899'],
    ]);

    expect(names(within(screen.getByRole('region', { name: 'Agreements' })).getAllByRole('link'))).toEqual([
      'Loan agreement',
      'Privacy authorisation',
    ]);
    expect((await gateway.calls('/v3/contract/contract'))[0]?.params).toMatchObject({ productId: '1', scene: '3' });
    expect(consent()).toBeChecked();
    expect(confirm()).toBeEnabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an agreement opens through contract-jump with its position, as the document itself (no launch parameters)', async () => {
    const leave = vi.fn();
    openPage(page.confirm!, '/loanConfirm?productId=1', { ...en(), leave });
    await userEvent.click(await screen.findByRole('link', { name: 'Privacy authorisation' }));
    await vi.waitFor(() =>
      expect(leave).toHaveBeenCalledWith(`${window.location.origin}/demo/contracts/privacy-authorisation.html`, false),
    );
    expect(await paramsOf('/v3/contract/contract-jump', ['productId', 'scene', 'position'])).toEqual([
      { productId: '1', scene: '3', position: '1' },
    ]);
  });

  it('consent unticked: confirm is disabled and a tap sends nothing; ticked again, it is back', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await userEvent.click(await screen.findByRole('checkbox', { name: /^I have read/ }));
    expect(consent()).not.toBeChecked();
    expect(confirm()).toBeDisabled();
    await userEvent.click(confirm());
    expect(await gateway.calls(PUSH)).toHaveLength(0);
    await userEvent.click(consent());
    expect(confirm()).toBeEnabled();
  });

  it('confirm (a double tap too) sends the four figures once and replaces the page with the new loan, from=confirm', async () => {
    const options = en();
    openPage(page.confirm!, '/loanConfirm?productId=1', options);
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Confirm loan' }));
    expect(await moved('/loanDetails?productId=1&orderId=20001&from=confirm')).toHaveAttribute(
      'data-navigation',
      'REPLACE',
    );
    expect(await paramsOf(PUSH, ['amount', 'periods', 'termUnit', 'productId'])).toEqual([
      { amount: '15000', periods: '3', termUnit: '31', productId: '1' },
    ]);
    expect(gateway.state().borrowers.get(options.launch.token)?.orders.get('20001')).toMatchObject({
      productId: '1',
      orderStatus: 21,
    });
  });

  it("a refused confirm shows the server's message and stays, confirm usable again", async () => {
    reply(PUSH, { success: false, code: '01', message: 'The offer has changed, please reload', data: null });
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm loan' }));
    await expectStatus('The offer has changed, please reload');
    await vi.waitFor(() => expect(confirm()).toBeEnabled());
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it("sent once: when the answer's link cannot be followed, the toast says so and confirm stays off", async () => {
    reply(PUSH, { success: true, code: '00', message: 'success', data: { lendDetailsUrl: 'javascript:alert(1)' } });
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm loan' }));
    await expectStatus('This link cannot be opened.');
    // Off for good, not just while the chain runs.
    await vi.waitFor(() => expect(confirm()).not.toHaveAttribute('aria-busy'));
    expect(confirm()).toBeDisabled();
    expect(await gateway.calls(PUSH)).toHaveLength(1);
  });

  it.each([
    ['day', '3 days'],
    ['month', '3 months'],
    ['fortnight', ''],
  ])('a period written as a word (termUnit %j) is a term, never "NaN days" (issue 20)', async (termUnit, term) => {
    const offer = { ...confirmData(productById('1')!, OFFERS['1']!, 'en', 'in', new Date()), termUnit };
    reply(
      '/v3/loan-confirm/loan-detail-confirm',
      { success: true, code: '00', message: 'success', data: offer },
      { once: true },
    );
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    await screen.findByRole('heading', { name: 'Dana Kilat' });
    expect(pairs(screen.getByRole('main'))).toEqual(expect.arrayContaining([['Loan term', term]]));
    expect(screen.getByRole('main')).not.toHaveTextContent(/NaN/);
  });

  it('a load that fails says so with Retry, which loads the offer', async () => {
    gateway.server.use(
      http.post(at('/v3/loan-confirm/loan-detail-confirm'), () => HttpResponse.error(), { once: true }),
    );
    openPage(page.confirm!, '/loanConfirm?productId=1', en());
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection. Check your network and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dana Kilat' })).toBeInTheDocument();
  });

  const popup = () => screen.findByRole('dialog', { name: 'Perjanjian pinjaman' });
  const idConsent = () =>
    screen.getByRole('checkbox', { name: 'Saya telah membaca dan menyetujui perjanjian di atas' });

  it('Indonesian (languageType 1), product 2: the agreement popup in a sandboxed frame; Batal unticks consent', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=2', id());
    const dialog = await popup();
    expect(within(dialog).getByText('Silakan baca perjanjian pinjaman sebelum mengonfirmasi.')).toBeInTheDocument();
    const frame = within(dialog).getByTitle('Perjanjian pinjaman');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('src', `${window.location.origin}${LOAN_AGREEMENT_PAGE}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(idConsent()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Konfirmasi pinjaman' })).toBeDisabled();
  });

  it('Setuju closes the popup with consent kept', async () => {
    openPage(page.confirm!, '/loanConfirm?productId=2', id());
    await userEvent.click(within(await popup()).getByRole('button', { name: 'Setuju' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(idConsent()).toBeChecked();
    expect(screen.getByRole('button', { name: 'Konfirmasi pinjaman' })).toBeEnabled();
  });

  it.each([
    ['English, product 2 (languageType not 1)', '2', () => en()],
    ['Indonesian, product 1 (no popAgreementUrl)', '1', () => id()],
    [
      'lang=id without languageType 1, product 2',
      '2',
      () => ({ language: 'id', market: 'id', launch: { token: `product-pages-${++borrowers}` } }) as const,
    ],
  ])('no popup: %s', async (_what, productId, options) => {
    openPage(page.confirm!, `/loanConfirm?productId=${productId}`, options());
    await screen.findByRole('region', { name: /Agreements|Perjanjian/ });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('recommended products (Pengajuan Khusus)', () => {
  const apply = (name: string) => userEvent.click(within(card(name)).getByRole('button'));

  it('Indonesian: every card from the data, tags on the first two cards only, the full product greyed and silent', async () => {
    openPage(page.recommend!, '/recommendList?scene=banner_jingzhun', id());
    const list = await screen.findByRole('region', { name: 'Produk rekomendasi' });
    expect(document.title).toBe('Pengajuan Khusus');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pengajuan Khusus');
    expect(names(within(list).getAllByRole('heading'))).toEqual([
      'Dana Kilat',
      'Cepat Cair',
      'Pinjam Mudah',
      'Dana Prima',
      'Kredit Pintar',
    ]);
    expect(card('Dana Kilat')).toHaveTextContent(
      'Dana KilatCepat disetujuiBunga rendahRp 1.000.000 - Rp 8.000.000Jumlah pinjamanBunga: 0,05%/hariDana cair dalam 2 jam.Ajukan',
    );
    expect(within(card('Cepat Cair')).getByText('Tenor panjang')).toBeInTheDocument();
    // The second card's third tag, and every tag of the later cards, stay out.
    for (const tag of ['Populer', 'Pengguna baru', 'Syarat mudah', 'Tenor fleksibel', 'Pemberi pinjaman terpercaya'])
      expect(screen.queryByText(tag)).toBeNull();
    expect((await gateway.calls(LIST))[0]?.params.scene).toBe('banner_jingzhun');

    const full = within(card('Kredit Pintar')).getByRole('button', { name: 'Penuh hari ini' });
    expect(full).toBeDisabled();
    await userEvent.click(full);
    expect([...(await gateway.calls(SAVE)), ...(await gateway.calls(APPLY))]).toHaveLength(0);
  });

  it.each([
    ['banner_jingzhun', '301'],
    ['tanchuang_jingzhun', '301'],
    ['tanchuang_fudai', '302'],
    ['banner_fudai', '302'],
    ['home', '300'],
    ['', '300'],
  ])(
    'scene "%s": page event then apply with module %s and the card index, then the app link in the app',
    async (scene, module) => {
      openPage(page.recommend!, scene ? `/recommendList?scene=${scene}` : '/recommendList', en());
      await screen.findByRole('article', { name: 'Cepat Cair' });
      await apply('Cepat Cair');
      expect(
        await moved(scene ? `/loanConfirm?productId=2&scene=${scene}` : '/loanConfirm?productId=2'),
      ).toHaveAttribute('data-navigation', 'PUSH');
      expect(await paramsOf(SAVE, ['productId', 'moduleId', 'positionId'])).toEqual([
        { productId: '2', moduleId: module, positionId: '1' },
      ]);
      expect(await paramsOf(APPLY, ['product_id', 'module_id'])).toEqual([{ product_id: '2', module_id: module }]);
      expect(gateway.paths().filter((path) => path === SAVE || path === APPLY)).toEqual([SAVE, APPLY]);
    },
  );

  it('a double tap applies once', async () => {
    openPage(page.recommend!, '/recommendList', en());
    await screen.findByRole('article', { name: 'Dana Kilat' });
    await userEvent.dblClick(within(card('Dana Kilat')).getByRole('button'));
    await moved('/loanConfirm?productId=1');
    expect(await gateway.calls(APPLY)).toHaveLength(1);
  });

  it('a store link (market://) goes to the host as openLink', async () => {
    const host = nativeHost();
    openPage(page.recommend!, '/recommendList', en());
    await screen.findByRole('article', { name: 'Pinjam Mudah' });
    await apply('Pinjam Mudah');
    await vi.waitFor(() =>
      expect(host).toHaveBeenCalledWith(JSON.stringify({ action: 'openLink', data: { url: PINJAM_MUDAH_STORE } })),
    );
    expect((await gateway.calls(SAVE))[0]?.params.positionId).toBe('2');
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it('a javascript: link is refused with a toast: nothing opens', async () => {
    const host = nativeHost();
    const leave = vi.fn();
    reply(APPLY, { code: '00', message: 'success', data: { url: 'javascript:alert(document.cookie)' } });
    openPage(page.recommend!, '/recommendList', { ...en(), leave });
    await screen.findByRole('article', { name: 'Dana Kilat' });
    await apply('Dana Kilat');
    await expectStatus('This link cannot be opened.');
    expect(leave).not.toHaveBeenCalled();
    expect(host).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it.each([
    [
      'an untrusted site gets the tracking set only',
      'https://partner.example/apply?ref=1',
      { ref: '1', influence: 'campaign-7' },
    ],
    [
      'a trusted site gets the current parameters',
      'https://pay.kilatdana.example/apply',
      { token: 'TOKEN', influence: 'campaign-7', scene: 'home' },
    ],
  ])('a web link elsewhere: %s', async (_what, url, expected) => {
    const leave = vi.fn();
    const options = en();
    reply(APPLY, { code: '00', message: 'success', data: { url } });
    openPage(page.recommend!, '/recommendList?scene=home', { ...options, leave });
    await screen.findByRole('article', { name: 'Dana Kilat' });
    await apply('Dana Kilat');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
    const href = new URL(leave.mock.calls[0]![0] as string);
    const want = Object.fromEntries(
      Object.entries(expected).map(([key, value]) => [key, value === 'TOKEN' ? options.launch.token : value]),
    );
    expect(Object.fromEntries(href.searchParams)).toEqual(expect.objectContaining(want));
    if (!('token' in expected)) expect([...href.searchParams.keys()].sort()).toEqual(Object.keys(expected).sort());
  });

  it("a refused application shows the server's message", async () => {
    // Kredit Pintar offered as open, while the gateway says it is full today.
    reply(LIST, {
      code: '00',
      message: 'success',
      data: [{ id: 5, productName: 'Kredit Pintar', buttonStatus: 1, buttonText: 'Apply' }],
    });
    openPage(page.recommend!, '/recommendList', en());
    await screen.findByRole('article', { name: 'Kredit Pintar' });
    await apply('Kredit Pintar');
    await expectStatus('This product is full today');
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it('empty (everything taken): the message and Kembali ke beranda asks the host to go home', async () => {
    const host = nativeHost();
    openPage(page.recommend!, '/recommendList?scene=full', id());
    expect(
      await screen.findByText('Pengajuan sudah penuh , Silahkan pengajuan kembali di besok hari'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali ke beranda' }));
    expect(host).toHaveBeenCalledWith(JSON.stringify({ action: 'goHome', data: {} }));
  });

  it("a refused list shows the server's message with Retry, which loads it", async () => {
    reply(LIST, { code: '01', message: 'Layanan sedang sibuk, coba lagi nanti', data: null }, { once: true });
    openPage(page.recommend!, '/recommendList', id());
    expect(await screen.findByRole('alert')).toHaveTextContent('Layanan sedang sibuk, coba lagi nanti');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByRole('article')).toHaveLength(5);
  });
});

describe('login failure', () => {
  const launch = { approaches: '3', seem: 'seem-2' };
  const open = (options: Record<string, unknown> = {}) =>
    openPage(page.loginFailure!, '/loginFailure', { ...en(launch), ...options });
  const tap = async (name: string) =>
    userEvent.click(within(await screen.findByRole('article', { name })).getByRole('button'));

  it('stand/targeted with allow = approaches and the tracking set; the title, notice and products, the full one greyed', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Login failed' })).toBeInTheDocument();
    expect(document.title).toBe('Kilat Dana');
    expect(
      screen.getByText('Your application could not be completed. Try one of our partners below.'),
    ).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Recommended for you' });
    expect(names(within(products).getAllByRole('heading', { level: 3 }))).toEqual([
      'Dana Kilat',
      'Pinjam Mudah',
      'Dana Prima',
      'Kredit Pintar',
    ]);
    expect(card('Dana Prima')).toHaveTextContent(
      '₹ 10,000 - ₹ 60,000Loan amountRate: 0.045%/dayFlexible terms for repeat borrowers.Apply',
    );
    expect(
      within(products)
        .getAllByRole('button')
        .map((button) => [button.textContent, (button as HTMLButtonElement).disabled]),
    ).toEqual([
      ['Apply', false],
      ['Apply', false],
      ['Apply', false],
      ['Full today', true],
    ]);
    expect(await paramsOf('/indah/stand/targeted', ['allow', 'approaches', 'influence', 'seem'])).toEqual([
      { allow: '3', approaches: '3', influence: 'campaign-7', seem: 'seem-2' },
    ]);
  });

  it('an enabled product: necessity (approaches = id, additionally 18, movement = index), then joint, then its page in the app', async () => {
    open();
    await tap('Dana Kilat');
    await moved('/product?productId=1');
    expect(await paramsOf(NECESSITY, ['approaches', 'additionally', 'movement'])).toEqual([
      { approaches: '1', additionally: '18', movement: '0' },
    ]);
    expect(await paramsOf(JOINT, ['allow'])).toEqual([{ allow: '1' }]);
    expect(gateway.paths().filter((path) => path === NECESSITY || path === JOINT)).toEqual([NECESSITY, JOINT]);
  });

  it("a partner's web page opens in the same window with the tracking set only, never the token", async () => {
    const leave = vi.fn();
    open({ leave });
    await tap('Dana Prima');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledOnce());
    const [href, replace] = leave.mock.calls[0]!;
    const url = new URL(href as string);
    expect(url.origin + url.pathname).toBe('https://pay.kilatdana.example/partner/apply');
    expect(Object.fromEntries(url.searchParams)).toEqual({ influence: 'campaign-7', seem: 'seem-2', approaches: '3' });
    expect(replace).toBe(false);
    expect((await gateway.calls(NECESSITY))[0]?.params.movement).toBe('2');
  });

  it('a store link goes to the host as openLink', async () => {
    const host = nativeHost();
    open();
    await tap('Pinjam Mudah');
    await vi.waitFor(() =>
      expect(host).toHaveBeenCalledWith(JSON.stringify({ action: 'openLink', data: { url: PINJAM_MUDAH_STORE } })),
    );
  });

  it('a data: link from joint is refused with a toast', async () => {
    const leave = vi.fn();
    reply(JOINT, {
      interconnected: '0',
      citizenship: 'success',
      competence: { continually: 'data:text/html,<script>alert(1)</script>' },
    });
    open({ leave });
    await tap('Dana Kilat');
    await expectStatus('This link cannot be opened.');
    expect(leave).not.toHaveBeenCalled();
  });

  it('the full product does nothing', async () => {
    open();
    await tap('Kredit Pintar');
    expect([...(await gateway.calls(NECESSITY)), ...(await gateway.calls(JOINT))]).toHaveLength(0);
  });

  it('a refused joint shows citizenship as a toast, once the loading indicator is gone', async () => {
    reply(JOINT, { interconnected: '1', citizenship: 'This partner is not taking applications now', competence: null });
    open();
    await tap('Dana Kilat');
    await expectStatus('This partner is not taking applications now');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it("a double tap's second click after a fast refusal is the same tap: one request; a new tap tries again", async () => {
    reply(JOINT, { interconnected: '1', citizenship: 'Try again later', competence: null });
    open();
    await tap('Dana Kilat');
    await expectStatus('Try again later');
    const button = within(card('Dana Kilat')).getByRole('button');
    await vi.waitFor(() => expect(button).toBeEnabled());
    // The browser counts the clicks of a double tap: the second one has detail 2.
    fireEvent.click(button, { detail: 2 });
    // A run would have made the button busy at once.
    expect(button).toBeEnabled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await gateway.calls(JOINT)).toHaveLength(1);
    await tap('Dana Kilat');
    await vi.waitFor(async () => expect(await gateway.calls(JOINT)).toHaveLength(2));
  });

  it('a refused load shows citizenship in the error view with Retry, which loads the screen', async () => {
    reply(
      '/indah/stand/targeted',
      { interconnected: '1', citizenship: 'Your account cannot be checked right now', competence: null },
      { once: true },
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account cannot be checked right now');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Login failed' })).toBeInTheDocument();
  });
});

describe('orders', () => {
  const orderBox = (orderId: string) => screen.getByRole('heading', { name: `Order ${orderId}` }).parentElement!;

  it("the borrower's orders newest first, each with its status, amount and dates; View details opens its loan details", async () => {
    openPage(page.orders!, '/order', en());
    const list = await screen.findByRole('region', { name: 'Your orders' });
    expect(document.title).toBe('My orders');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My orders');
    const newestFirst = [...DEMO_ORDERS].sort((a, b) => b.applyDate.localeCompare(a.applyDate));
    expect(names(within(list).getAllByRole('heading', { level: 2 }))).toEqual(
      newestFirst.map((order) => `Order ${order.orderId}`),
    );
    const overdue = DEMO_ORDERS.find((order) => order.orderId === '10180')!;
    expect(within(orderBox('10180')).getByText(overdue.status.en)).toBeInTheDocument();
    expect(pairs(orderBox('10180'))).toEqual([
      ['Loan amount', expect.stringMatching(/^₹ [\d,]+\.\d\d$/)],
      ['Application date', overdue.applyDate],
      ['Due date', overdue.dueDate],
    ]);
    await userEvent.click(within(orderBox('10180')).getByRole('button', { name: 'View details' }));
    await moved(`/loanDetails?productId=${overdue.productId}&orderId=10180`);
  });

  it('a loan just confirmed heads the list, under review', async () => {
    const options = en();
    const confirmed = openPage(page.confirm!, '/loanConfirm?productId=1', options);
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm loan' }));
    await moved('/loanDetails?productId=1&orderId=20001&from=confirm');
    confirmed.unmount();
    openPage(page.orders!, '/order', options);
    const first = (await screen.findAllByRole('heading', { level: 2 }))[0]!;
    expect(first).toHaveTextContent('Order 20001');
    expect(orderBox('20001')).toHaveTextContent('Dana KilatUnder review');
    expect(pairs(orderBox('20001'))[0]).toEqual(['Loan amount', '₹ 15,000.00']);
  });

  it('no orders: says so', async () => {
    gateway.state().orders.clear();
    openPage(page.orders!, '/order', en());
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your orders' })).toBeNull();
  });
});

describe('product page', () => {
  const applyButton = () => within(card('Dana Prima')).getByRole('button', { name: 'Apply' });

  it('the product with its tags and terms; Apply records module 300 at position 0 and goes on to loan confirmation', async () => {
    openPage(page.product!, '/product?productId=4', en());
    await screen.findByRole('article', { name: 'Dana Prima' });
    expect(document.title).toBe('Dana Prima');
    expect(card('Dana Prima')).toHaveTextContent('Dana PrimaFlexible termTrusted lender₹ 10,000 - ₹ 60,000');
    expect(pairs(screen.getByRole('region', { name: 'Terms' }))).toEqual(
      expect.arrayContaining([
        ['Loan term', '120 - 365 days'],
        ['Service fee', '8% of the loan amount, repaid with the installments'],
      ]),
    );
    await userEvent.click(applyButton());
    await moved('/loanConfirm?productId=4');
    expect(await paramsOf(SAVE, ['productId', 'moduleId', 'positionId'])).toEqual([
      { productId: '4', moduleId: '300', positionId: '0' },
    ]);
    expect(await paramsOf(APPLY, ['product_id', 'module_id'])).toEqual([{ product_id: '4', module_id: '300' }]);
  });

  it('?scene=tanchuang_fudai: module 302', async () => {
    openPage(page.product!, '/product?productId=4&scene=tanchuang_fudai', en());
    await userEvent.click(within(await screen.findByRole('article', { name: 'Dana Prima' })).getByRole('button'));
    await moved('/loanConfirm?productId=4&scene=tanchuang_fudai');
    expect(await paramsOf(APPLY, ['module_id', 'scene'])).toEqual([{ module_id: '302', scene: 'tanchuang_fudai' }]);
  });

  it('a full product: Full today is greyed and a tap sends nothing', async () => {
    openPage(page.product!, '/product?productId=5', en());
    const full = within(await screen.findByRole('article', { name: 'Kredit Pintar' })).getByRole('button', {
      name: 'Full today',
    });
    expect(full).toBeDisabled();
    await userEvent.click(full);
    expect(await gateway.calls(APPLY)).toHaveLength(0);
  });

  it('an unknown product says so with Retry', async () => {
    openPage(page.product!, '/product?productId=99', en());
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe("loan details' recommended products", () => {
  const lumen = () => ({ ...en(), deployment: deployments.lumen! });
  const products = () => screen.queryByRole('region', { name: 'Recommended for you' });
  const loanDetails = (orderId: string) => `/loanDetails?productId=1&orderId=${orderId}`;

  it.each(['10021', '10151', '10110', '10003'])(
    'lumen shows them for order %s, the full one greyed',
    async (orderId) => {
      openPage(page.lumenLoanDetails!, loanDetails(orderId), lumen());
      await screen.findAllByRole('heading', { level: 2 });
      expect(names(within(products()!).getAllByRole('heading'))).toEqual(['Cepat Cair', 'Dana Prima', 'Kredit Pintar']);
      expect(within(card('Kredit Pintar')).getByRole('button', { name: 'Full today' })).toBeDisabled();
    },
  );

  it.each(['10170', '10174', '10180', '10200'])('lumen hides them for order %s', async (orderId) => {
    openPage(page.lumenLoanDetails!, loanDetails(orderId), lumen());
    await screen.findAllByRole('heading', { level: 2 });
    expect(products()).toBeNull();
  });

  it('kilat hides them', async () => {
    openPage(page.loanDetails!, loanDetails('10021'), en());
    await screen.findAllByRole('heading', { level: 2 });
    expect(products()).toBeNull();
  });

  it("lumen: a tap sends define and opens the answer's link (the product page, in the app)", async () => {
    openPage(page.lumenLoanDetails!, loanDetails('10021'), lumen());
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Dana Prima' })).getByRole('button', { name: 'Apply' }),
    );
    await moved('/product?productId=4');
    expect(await paramsOf(DEFINE, ['productId'])).toEqual([{ productId: '4' }]);
  });

  it('lumen: a product define does not know toasts its alteration', async () => {
    const order = DEMO_ORDERS.find((item) => item.orderId === '10021')!;
    const unknown = { id: 99, productName: 'Pinjaman Baru', buttonText: 'Apply', enabled: '1' };
    reply('/v3/loan-details/loan-details', {
      success: true,
      code: '00',
      message: 'success',
      data: { ...loanDetailsReply(order, 'in', false), recProducts: [unknown] },
    });
    openPage(page.lumenLoanDetails!, loanDetails('10021'), lumen());
    await userEvent.click(
      within(await screen.findByRole('article', { name: 'Pinjaman Baru' })).getByRole('button', { name: 'Apply' }),
    );
    await expectStatus('Product not found');
    expect(await paramsOf(DEFINE, ['productId'])).toEqual([{ productId: '99' }]);
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });
});
