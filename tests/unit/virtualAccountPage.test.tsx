/**
 * The real virtual-account ('Pelunasan', /that) and method-chooser (/individual) pages on the demo
 * gateway, beyond repaymentPages.test.tsx: generate-vcode's whole request, what the page shows for
 * a market and for a stored market choice, its links, a malformed amount, the request lost on the
 * network; the chooser's title, a stored bank opening on Bank, the choice forgotten when the type or
 * the bank changes, and the choice kept per borrower.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { MARKET_STEPS } from '../../demo/gateway/repaymentData.ts';
import { paramsOf } from '../../demo/gateway/index.ts';
import { expectStatus, openPage, startFakeGateway, tapWhenEnabled } from './pageHarness.tsx';
import { memoryStorage } from './render.tsx';

vi.setConfig({ testTimeout: 30_000 });

const gateway = startFakeGateway();
let chooser: PageModule;
let account: PageModule;
beforeAll(async () => {
  chooser = (await import('virtual:page/kilat/repayMethod')) as PageModule;
  account = (await import('virtual:page/kilat/virtualAccount')) as PageModule;
});

const INIT_PAY_TYPE = '/v3/loan-details/init-pay-type';
const VCODE = '/v3/loan-details/generate-vcode';
const ID = { language: 'id', market: 'id', launch: { token: 'borrower-id', languageType: '1' } } as const;
const ACCOUNT = '/that?orderId=10174&productId=3&amount=2091000&display=1&aaa=a1';
const CHOOSER = '/individual?orderId=10174&productId=3&amount=2091000&display=1';
const STORED = ['payType', 'payCode', 'specificNum', 'isDefault'];
const NOTHING_STORED = { payType: null, payCode: null, specificNum: null, isDefault: null };
const stored = (storage: Storage) => Object.fromEntries(STORED.map((key) => [key, storage.getItem(key)]));
const figure = (name: string) => screen.getByRole('definition', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'SAYA INGIN MEMBAYAR' }));
const initCalls = async () => (await gateway.calls(INIT_PAY_TYPE)).map((call) => call.params.pay_type);

async function chooseBank(bank: string) {
  await tapWhenEnabled(/^(Pilih bank|Bank: .*)$/);
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Pilih bank' })).getByRole('button', { name: bank }));
}

describe('virtual account (Pelunasan)', () => {
  it("nothing stored: generate-vcode's whole request, the payment code, the method, the market steps, the deposit note", async () => {
    openPage(account, ACCOUNT, ID);
    expect(await screen.findByRole('definition', { name: 'Kode pembayaran' })).toHaveTextContent('ALF00010174');
    expect(document.title).toBe('Pelunasan');
    const [vcode] = await gateway.calls(VCODE);
    expect(vcode!.params).toMatchObject({
      productId: '3',
      orderId: '10174',
      amount: '2091000',
      pay_type: '2',
      payCode: 'ALFAMART',
      is_default: '1',
      is_display: '1',
      specific_num: '',
    });
    expect(figure('Total pembayaran')).toHaveTextContent('Rp 2.091.000');
    expect(figure('Metode pembayaran')).toHaveTextContent('ALFAMART');
    const steps = screen.getByRole('region', { name: 'Cara membayar' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(MARKET_STEPS('ALFAMART', 'id'));
    expect(within(steps).queryByRole('group')).toBeNull();
    expect(screen.getByText('Simpan bukti setoran sampai pembayaran dikonfirmasi.')).toBeInTheDocument();
  });

  it('Ubah keeps the whole query; the complaint entry opens the complaint form for this order', async () => {
    const first = openPage(account, ACCOUNT, ID);
    await userEvent.click(await screen.findByRole('link', { name: 'Ubah' }));
    expect(
      await screen.findByText('Moved to /individual?amount=2091000&display=1&aaa=a1&orderId=10174&productId=3'),
    ).toBeInTheDocument();
    first.unmount();
    openPage(account, ACCOUNT, ID);
    await userEvent.click(await screen.findByRole('link', { name: 'Ada masalah dengan pembayaran? Ajukan keluhan' }));
    expect(await screen.findByText('Moved to /complaint?orderNo=10174')).toBeInTheDocument();
  });

  it('a stored INDOMARET: its payment code; an amount written the Indonesian way goes as an integer', async () => {
    const storage = memoryStorage({ payType: '2', payCode: 'INDOMARET', specificNum: '', isDefault: '0' });
    openPage(account, '/that?orderId=10174&productId=3&amount=2.091.000&display=1', { ...ID, storage });
    expect(await screen.findByRole('definition', { name: 'Kode pembayaran' })).toHaveTextContent('IND00010174');
    expect((await gateway.calls(VCODE))[0]!.params).toMatchObject({
      pay_type: '2',
      payCode: 'INDOMARET',
      is_default: '0',
      amount: '2091000',
    });
  });

  it('a malformed amount (0x10) is refused in words and no account is asked for', async () => {
    openPage(account, '/that?orderId=10174&productId=3&amount=0x10', ID);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jumlah ini tidak dapat dibayar karena tidak valid. Tidak ada yang dikirim. Kembali ke pinjaman Anda dan mulai pembayaran lagi.',
    );
    expect(await gateway.calls(VCODE)).toEqual([]);
  });

  it('generate-vcode lost on the network: the offline message and Retry, then the account', async () => {
    gateway.server.use(http.post(`*/gateway${VCODE}`, () => HttpResponse.error(), { once: true }));
    openPage(account, ACCOUNT, ID);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tidak ada koneksi. Periksa jaringan Anda dan coba lagi.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('definition', { name: 'Kode pembayaran' })).toHaveTextContent('ALF00010174');
  });
});

describe('method chooser', () => {
  it('is titled Metode pembayaran; a stored bank opens on Bank; back to Mini Market forgets it and asks for the markets', async () => {
    const storage = memoryStorage({ payType: '1', payCode: 'BNI', specificNum: 'ATM BNI', isDefault: '0' });
    openPage(chooser, CHOOSER, { ...ID, storage });
    expect(await screen.findByRole('radio', { name: 'Bank' })).toBeChecked();
    expect(document.title).toBe('Metode pembayaran');
    await chooseBank('BNI');
    await userEvent.click(screen.getByRole('radio', { name: 'ATM BNI' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Mini Market' }));
    expect(await screen.findByRole('radio', { name: 'ALFAMART' })).toBeChecked();
    expect(stored(storage)).toEqual(NOTHING_STORED);
    await vi.waitFor(async () => expect(await initCalls()).toEqual(['1', '2']));
  });

  it('Pilih bank waits for the banks: while they are on their way it is off, so the popup never lists the markets', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    gateway.server.use(
      http.post(`*/gateway${INIT_PAY_TYPE}`, async ({ request }) => {
        // Held, then on to the demo gateway's own answer.
        if ((await paramsOf(request.clone())).pay_type === '1') await released;
      }),
    );
    openPage(chooser, CHOOSER, ID);
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank' }));
    const choose = await screen.findByRole('button', { name: 'Pilih bank' });
    expect(choose).toBeDisabled();
    await userEvent.click(choose);
    expect(screen.queryByRole('dialog')).toBeNull();
    release();
    await vi.waitFor(() => expect(choose).toBeEnabled());
    await userEvent.click(choose);
    const popup = screen.getByRole('dialog', { name: 'Pilih bank' });
    expect(within(popup).getByRole('button', { name: 'BCA' })).toBeInTheDocument();
  });

  it('choosing another bank drops the method: still incomplete, nothing stored, no leaving', async () => {
    const storage = memoryStorage();
    openPage(chooser, CHOOSER, { ...ID, storage });
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank' }));
    expect(screen.queryByRole('group', { name: 'Cara transfer' })).toBeNull();
    await chooseBank('BNI');
    await userEvent.click(screen.getByRole('radio', { name: 'ATM BNI' }));
    await chooseBank('BCA');
    const methods = screen.getByRole('group', { name: 'Cara transfer' });
    expect(within(methods).queryByRole('radio', { checked: true })).toBeNull();
    await submit();
    await expectStatus('Silakan lengkapi informasinya');
    expect(stored(storage)).toEqual(NOTHING_STORED);
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it("the chosen method is the borrower's: another borrower on the same phone starts from the defaults", async () => {
    const storage = memoryStorage();
    const first = openPage(chooser, CHOOSER, { ...ID, storage, launch: { ...ID.launch, userId: 'borrower-a' } });
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank' }));
    await chooseBank('BNI');
    await userEvent.click(screen.getByRole('radio', { name: 'ATM BNI' }));
    await submit();
    await screen.findByText(/^Moved to \/that/);
    expect(stored(storage)).toEqual({ payType: '1', payCode: 'BNI', specificNum: 'ATM BNI', isDefault: '0' });
    first.unmount();

    openPage(chooser, CHOOSER, {
      ...ID,
      storage,
      launch: { token: 'borrower-b', languageType: '1', userId: 'borrower-b' },
    });
    expect(await screen.findByRole('radio', { name: 'ALFAMART' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mini Market' })).toBeChecked();
    expect(stored(storage)).toEqual(NOTHING_STORED);
  });
});
