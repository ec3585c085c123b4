/**
 * The real recommended-products page (Pengajuan Khusus) on the demo gateway: the cards from the data, the requests
 * an application sends and where the safe link rule takes the borrower.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PINJAM_MUDAH_STORE } from '../../demo/gateway/productData.ts';
import { expectStatus, nativeHost, openPage } from './pageHarness.tsx';
import {
  APPLY,
  BAD_LINKS,
  LIST,
  SAVE,
  at,
  card,
  en,
  id,
  moved,
  names,
  setUpProductPages,
} from './productPagesSetup.ts';

const { gateway, page, reply, paramsOf } = setUpProductPages('recommend');

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

  it('English: "Special offers", the figures in rupees, tags on the first two cards only, the full product greyed', async () => {
    openPage(page.recommend!, '/recommendList', en());
    await screen.findByRole('region', { name: 'Recommended products' });
    expect(document.title).toBe('Special offers');
    expect(card('Dana Kilat')).toHaveTextContent(
      'Dana KilatFast approvalLow interest₹ 2,000 - ₹ 40,000Loan amountRate: 0.05%/dayMoney in your account within 2 hours.Apply',
    );
    expect(within(card('Cepat Cair')).getByText('High limit')).toBeInTheDocument();
    expect(within(card('Cepat Cair')).getByText('Long term')).toBeInTheDocument();
    for (const tag of ['Popular', 'New users', 'Flexible term']) expect(screen.queryByText(tag)).toBeNull();
    expect(within(card('Kredit Pintar')).getByRole('button', { name: 'Full today' })).toBeDisabled();
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
    expect(await gateway.calls(SAVE)).toHaveLength(1);
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

  it.each(BAD_LINKS)('a %s link is refused with a toast: nothing opens', async (_what, link) => {
    const host = nativeHost();
    const leave = vi.fn();
    reply(APPLY, { code: '00', message: 'success', data: { url: link } });
    openPage(page.recommend!, '/recommendList', { ...en(), leave });
    await screen.findByRole('article', { name: 'Dana Kilat' });
    await apply('Dana Kilat');
    await expectStatus('This link cannot be opened.');
    expect(leave).not.toHaveBeenCalled();
    expect(host).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it('apply lost on the network, then failing with HTTP 500, says so each time; the third tap applies', async () => {
    const host = nativeHost();
    gateway.server.use(http.post(at(APPLY), () => HttpResponse.error(), { once: true }));
    openPage(page.recommend!, '/recommendList', en());
    await screen.findByRole('article', { name: 'Pinjam Mudah' });
    await apply('Pinjam Mudah');
    await expectStatus('No connection. Check your network and try again.');
    gateway.server.use(http.post(at(APPLY), () => new HttpResponse(null, { status: 500 }), { once: true }));
    await vi.waitFor(() => expect(within(card('Pinjam Mudah')).getByRole('button')).toBeEnabled());
    await apply('Pinjam Mudah');
    await expectStatus('The server had a problem. Please try again.');
    expect(host).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await vi.waitFor(() => expect(within(card('Pinjam Mudah')).getByRole('button')).toBeEnabled());
    await apply('Pinjam Mudah');
    await vi.waitFor(() =>
      expect(host).toHaveBeenCalledWith(JSON.stringify({ action: 'openLink', data: { url: PINJAM_MUDAH_STORE } })),
    );
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

  it('a list lost on the network says so in Indonesian with Retry, which loads it', async () => {
    gateway.server.use(http.post(at(LIST), () => HttpResponse.error(), { once: true }));
    openPage(page.recommend!, '/recommendList', id());
    expect(await screen.findByRole('heading', { level: 2, name: 'Halaman tidak dapat dimuat' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Tidak ada koneksi. Periksa jaringan Anda dan coba lagi.');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findAllByRole('article')).toHaveLength(5);
  });
});
