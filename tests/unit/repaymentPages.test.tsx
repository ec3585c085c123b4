/**
 * The real installment, method-chooser and virtual-account pages (virtual:page/kilat/…) on the fake
 * gateway: the selection rules on screen and the integer total sent on, the chooser's stored
 * choice, and the virtual account the gateway makes from it (defaults when storage is empty or
 * corrupt).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { expectStatus, openPage, startFakeGateway, tapWhenEnabled } from './pageHarness.tsx';
import { memoryStorage } from './render.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let repay: PageModule;
let chooser: PageModule;
let account: PageModule;
beforeAll(async () => {
  repay = (await import('virtual:page/kilat/repay')) as PageModule;
  chooser = (await import('virtual:page/kilat/repayMethod')) as PageModule;
  account = (await import('virtual:page/kilat/virtualAccount')) as PageModule;
});

const PLAN = '/v3/installment/loan-play-detail';
const INIT_PAY_TYPE = '/v3/loan-details/init-pay-type';
const VCODE = '/v3/loan-details/generate-vcode';
const ID = { language: 'id', market: 'id', launch: { token: 'borrower-id', languageType: '1' } } as const;

const period = (n: number) => screen.getByRole('checkbox', { name: `Period ${n}` });
const total = () => screen.getByRole('definition', { name: 'Total' });
const payNow = () => userEvent.click(screen.getByRole('button', { name: 'Pay now' }));

describe('installments (Detail Tagihan)', () => {
  it('10174: the first period ticked alone and locked, the last not payable; ticking and unticking follow the order', async () => {
    openPage(repay, '/repay?productId=3&orderId=10174');
    await screen.findByRole('checkbox', { name: 'Period 1' });
    expect(
      screen.getAllByRole('checkbox', { name: /^Period/ }).map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false, false, false]);
    expect(period(1)).toHaveAttribute('aria-disabled', 'true');
    expect(period(4)).toBeDisabled();
    expect(period(4)).toHaveAccessibleDescription(/Not payable yet/);
    // Pay all cannot reach the locked last period.
    expect(screen.getByRole('checkbox', { name: 'Pay all' })).toBeDisabled();
    expect(total()).toHaveTextContent('₹ 2,613');

    await userEvent.click(period(3));
    expect([period(1), period(2), period(3)].every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(period(1)).not.toHaveAttribute('aria-disabled');
    expect(total()).toHaveTextContent('₹ 7,839');

    await userEvent.click(period(2));
    expect([period(2), period(3)].some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(total()).toHaveTextContent('₹ 2,613');
    // The first stays ticked.
    await userEvent.click(period(1));
    expect(period(1)).toBeChecked();
    expect(total()).toHaveTextContent('₹ 2,613');
  });

  it('10180: the paid period folded away, the overdue one first; pay all ticks all and back to the first alone', async () => {
    openPage(repay, '/repay?productId=4&orderId=10180');
    const summary = await screen.findByText('Paid periods (1)');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(
      screen.getAllByRole('checkbox', { name: /^Period/ }).map((box) => (box as HTMLInputElement).checked),
    ).toEqual([true, false, false]);
    expect(period(2)).toHaveAccessibleDescription(/Overdue/);
    const payAll = screen.getByRole('checkbox', { name: 'Pay all' });
    await userEvent.click(payAll);
    expect([period(2), period(3), period(4)].every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(total()).toHaveTextContent('₹ 3,137');
    await userEvent.click(payAll);
    expect([period(2), period(3), period(4)].map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
    ]);
    expect(total()).toHaveTextContent('₹ 1,045');
  });

  it('starts from the periods the plan marks checked', async () => {
    const plan = (checks: number[]) =>
      checks.map((check, i) => ({
        periodNo: i + 1,
        totalAmount: 100 * (i + 1),
        dueTime: '2027-01-01',
        periodStatus: 100,
        canClick: 1,
        repayDes: '',
        at: '',
        check,
      }));
    gateway.server.use(
      http.post(`*/gateway${PLAN}`, () =>
        HttpResponse.json({
          success: true,
          code: 200,
          message: '',
          data: {
            productName: 'Plan',
            repayPlanDetail: { repayWaitDetail: plan([1, 1, 0]), repayYetDetail: [] },
            note: '',
          },
        }),
      ),
    );
    openPage(repay, '/repay?productId=3&orderId=10174');
    await screen.findByRole('checkbox', { name: 'Period 1' });
    expect([period(1), period(2), period(3)].map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      false,
    ]);
    expect(total()).toHaveTextContent('₹ 300');
  });

  it('Indonesian: rupiah in the market format; Bayar sekarang goes to the card payment with the integer total', async () => {
    openPage(repay, '/repay?productId=3&orderId=10174', ID);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Periode 2' }));
    expect(screen.getByRole('definition', { name: 'Total' })).toHaveTextContent('Rp 1.044.000');
    await userEvent.click(screen.getByRole('button', { name: 'Bayar sekarang' }));
    expect(
      await screen.findByText('Moved to /payWay?orderId=10174&productId=3&withholdingAmount=1044000'),
    ).toBeInTheDocument();
  });

  it('pay now with the first period goes on with its amount', async () => {
    openPage(repay, '/repay?productId=3&orderId=10174');
    await screen.findByRole('checkbox', { name: 'Period 1' });
    await payNow();
    expect(
      await screen.findByText('Moved to /payWay?orderId=10174&productId=3&withholdingAmount=2613'),
    ).toBeInTheDocument();
  });

  it('nothing to pay (10200, all paid): the total is zero and pay now does nothing', async () => {
    openPage(repay, '/repay?productId=2&orderId=10200');
    await screen.findByText('Paid periods (4)');
    expect(screen.queryByRole('checkbox', { name: /^Period/ })).toBeNull();
    expect(total()).toHaveTextContent('₹ 0');
    await payNow();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });
});

const CHOOSER = '/individual?amount=1044000&display=1&orderId=10174&productId=3';
const THAT = 'Moved to /that?amount=1044000&display=1&orderId=10174&productId=3';
const STORED = ['payType', 'payCode', 'specificNum', 'isDefault'];
const stored = (storage: Storage) => Object.fromEntries(STORED.map((key) => [key, storage.getItem(key)]));
const initCalls = async () => (await gateway.calls(INIT_PAY_TYPE)).map((call) => call.params.pay_type);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'SAYA INGIN MEMBAYAR' }));

describe('empty states', () => {
  const reply = (data: unknown) => HttpResponse.json({ success: true, code: 200, message: '', data });

  it("installments: nothing pending says so in the list's place (in each language); the paid period still folds; Pay now at zero goes nowhere", async () => {
    const paid = [
      {
        periodNo: 1,
        totalAmount: 1045,
        dueTime: '2026-10-01',
        periodStatus: 200,
        canClick: 0,
        repayDes: 'Paid',
        at: '2026-09-30',
      },
    ];
    gateway.server.use(
      http.post(`*/gateway${PLAN}`, () =>
        reply({ productName: 'Plan', repayPlanDetail: { repayWaitDetail: [], repayYetDetail: paid }, note: '' }),
      ),
    );
    const first = openPage(repay, '/repay?productId=3&orderId=10174');
    const list = await screen.findByRole('region', { name: 'Periods to pay' });
    expect(list).toHaveTextContent('Nothing is due: you have no installments to pay now.');
    expect(within(list).getByText('Paid periods (1)')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(total()).toHaveTextContent('₹ 0');
    await payNow();
    expect(screen.queryByText(/^Moved to/)).toBeNull();
    first.unmount();

    openPage(repay, '/repay?productId=3&orderId=10174', ID);
    expect(
      await screen.findByText('Tidak ada tagihan: saat ini Anda tidak punya cicilan yang harus dibayar.'),
    ).toBeInTheDocument();
  });

  it('virtual account: no bank or market step says so under "Cara membayar"; the number and the paid button stay', async () => {
    gateway.server.use(
      http.post(`*/gateway${VCODE}`, () =>
        reply({
          amount: 1044000,
          vcode: 'ALF00010174',
          cardNo: 'INV-10174',
          payType: '2',
          payCode: 'ALFAMART',
          payStep: [],
          specificNum: '',
        }),
      ),
    );
    openPage(account, ACCOUNT, ID);
    const steps = await screen.findByRole('region', { name: 'Cara membayar' });
    expect(steps).toHaveTextContent(
      'Langkah pembayaran belum tersedia saat ini. Anda tetap dapat membayar ke nomor virtual account di atas melalui bank atau gerai Anda.',
    );
    expect(within(steps).queryByRole('listitem')).toBeNull();
    expect(screen.getByRole('definition', { name: 'Kode pembayaran' })).toHaveTextContent('ALF00010174');
    expect(screen.getByRole('button', { name: 'TELAH MEMBAYAR' })).toBeEnabled();
  });
});

describe('method chooser', () => {
  it('empty storage: Mini Market with ALFAMART chosen, the markets from init-pay-type 2', async () => {
    openPage(chooser, CHOOSER, ID);
    expect(await screen.findByRole('radio', { name: 'ALFAMART' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'INDOMARET' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mini Market' })).toBeChecked();
    expect(await initCalls()).toEqual(['2']);
  });

  it('a market choice is stored with isDefault 0 and leads back to the virtual account', async () => {
    const storage = memoryStorage();
    openPage(chooser, CHOOSER, { ...ID, storage });
    await userEvent.click(await screen.findByRole('radio', { name: 'INDOMARET' }));
    await submit();
    expect(await screen.findByText(THAT)).toBeInTheDocument();
    expect(stored(storage)).toEqual({ payType: '2', payCode: 'INDOMARET', specificNum: '', isDefault: '0' });
  });

  it('Bank: clears what was stored, reloads the banks; the bank in a popup, then its method; incomplete says so', async () => {
    const storage = memoryStorage({ payType: '2', payCode: 'INDOMARET', specificNum: '', isDefault: '0' });
    openPage(chooser, CHOOSER, { ...ID, storage });
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank' }));
    expect(stored(storage)).toEqual({ payType: null, payCode: null, specificNum: null, isDefault: null });
    await vi.waitFor(async () => expect(await initCalls()).toEqual(['2', '1']));

    await submit();
    await expectStatus('Silakan lengkapi informasinya');
    await tapWhenEnabled('Pilih bank');
    expect(screen.queryByRole('group', { name: 'Pilih mini market' })).toBeNull();
    const popup = screen.getByRole('dialog', { name: 'Pilih bank' });
    expect(
      within(popup)
        .getAllByRole('button', { pressed: false })
        .map((option) => option.textContent),
    ).toEqual(['BCA›', 'BNI›', 'Mandiri›']);
    await userEvent.click(within(popup).getByRole('button', { name: 'BNI' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Bank: BNI' })).toBeInTheDocument();

    // A bank without its method is still incomplete.
    await submit();
    await expectStatus('Silakan lengkapi informasinya');
    expect(screen.queryByText(/^Moved to/)).toBeNull();
    expect(stored(storage).payType).toBeNull();

    const methods = screen.getByRole('group', { name: 'Cara transfer' });
    await userEvent.click(within(methods).getByRole('radio', { name: 'BNI Mobile Banking' }));
    await submit();
    expect(await screen.findByText(THAT)).toBeInTheDocument();
    expect(stored(storage)).toEqual({
      payType: '1',
      payCode: 'BNI',
      specificNum: 'BNI Mobile Banking',
      isDefault: '0',
    });
  });

  it('back to Mini Market and to Bank again: the bank and its method are forgotten', async () => {
    openPage(chooser, CHOOSER, ID);
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank' }));
    await tapWhenEnabled('Pilih bank');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'BCA' }));
    await userEvent.click(screen.getByRole('radio', { name: 'm-BCA' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Mini Market' }));
    expect(await screen.findByRole('radio', { name: 'ALFAMART' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Bank' }));
    expect(await screen.findByRole('button', { name: 'Pilih bank' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Cara transfer' })).toBeNull();
    await submit();
    await expectStatus('Silakan lengkapi informasinya');
  });
});

const vcodeParams = async () => {
  await screen.findByRole('definition', { name: /Nomor virtual account|Kode pembayaran/ });
  const [call] = await gateway.calls(VCODE);
  const { pay_type, payCode, specific_num, is_default, amount, orderId, productId } = call!.params;
  return { pay_type, payCode, specific_num, is_default, amount, orderId, productId };
};
const ACCOUNT = '/that?amount=1044000&display=1&orderId=10174&productId=3';

describe('virtual account (Pelunasan)', () => {
  it('empty storage: the default ALFAMART payment code, total, bill and the market steps', async () => {
    openPage(account, ACCOUNT, ID);
    expect(await vcodeParams()).toEqual({
      pay_type: '2',
      payCode: 'ALFAMART',
      specific_num: '',
      is_default: '1',
      amount: '1044000',
      orderId: '10174',
      productId: '3',
    });
    expect(screen.getByRole('definition', { name: 'Kode pembayaran' })).toHaveTextContent('ALF00010174');
    expect(screen.getByRole('definition', { name: 'Total pembayaran' })).toHaveTextContent('Rp 1.044.000');
    expect(screen.getByRole('definition', { name: 'Nomor tagihan' })).toHaveTextContent('INV-10174');
    expect(within(screen.getByRole('region', { name: 'Cara membayar' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Datang ke kasir ALFAMART terdekat.',
    );
  });

  it('the chooser’s bank choice, end to end: generate-vcode gets it and the bank steps are grouped by channel', async () => {
    const storage = memoryStorage();
    const first = openPage(chooser, CHOOSER, { ...ID, storage });
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank' }));
    await tapWhenEnabled('Pilih bank');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mandiri' }));
    await userEvent.click(screen.getByRole('radio', { name: "Livin' by Mandiri" }));
    await submit();
    await screen.findByText(THAT);
    first.unmount();

    openPage(account, ACCOUNT, { ...ID, storage });
    expect(await vcodeParams()).toMatchObject({
      pay_type: '1',
      payCode: 'Mandiri',
      specific_num: "Livin' by Mandiri",
      is_default: '0',
    });
    expect(screen.getByRole('definition', { name: 'Nomor virtual account' })).toHaveTextContent('880800010174');
    expect(screen.getByRole('definition', { name: 'Metode pembayaran' })).toHaveTextContent(
      "Mandiri Livin' by Mandiri",
    );
    const groups = within(screen.getByRole('region', { name: 'Cara membayar' })).getAllByRole('group');
    // The chosen channel first, open; the bank's other channels after it, folded.
    expect(within(groups[0]!).getByText("Livin' by Mandiri")).toBeInTheDocument();
    expect(within(groups[1]!).getByText('ATM Mandiri')).toBeInTheDocument();
    expect(groups.map((group) => group.hasAttribute('open'))).toEqual([true, false]);
  });

  it.each([
    ['a type that is not one', { payType: '7', payCode: 'BCA', isDefault: 'maybe' }],
    ['broken JSON', { payType: '{"type":', payCode: '[', specificNum: '', isDefault: '{}' }],
    // JSON where text belongs: storage reads '[0]' as [0] and '[1,2]' as [1, 2].
    ['JSON values', { payType: '{"a":1}', payCode: '{"b":2}', specificNum: '[1,2]', isDefault: '[0]' }],
  ])('corrupt storage (%s) falls back to the default choice', async (_what, values) => {
    openPage(account, ACCOUNT, { ...ID, storage: memoryStorage(values) });
    expect(await vcodeParams()).toMatchObject({
      pay_type: '2',
      payCode: 'ALFAMART',
      specific_num: '',
      is_default: '1',
    });
  });

  it('a market type with a payCode that is not text (JSON) falls back to ALFAMART', async () => {
    openPage(account, ACCOUNT, { ...ID, storage: memoryStorage({ payType: '2', payCode: '{"b":2}', isDefault: '0' }) });
    expect(await vcodeParams()).toMatchObject({ pay_type: '2', payCode: 'ALFAMART' });
  });

  it('TELAH MEMBAYAR asks first, BATAL stays and YA goes to the result', async () => {
    openPage(account, ACCOUNT, ID);
    await vcodeParams();
    await userEvent.click(screen.getByRole('button', { name: 'TELAH MEMBAYAR' }));
    const tips = screen.getByRole('dialog', { name: 'Info' });
    expect(tips).toHaveAccessibleDescription('Pembayaran Anda akan dikonfirmasi secepatnya.');
    await userEvent.click(within(tips).getByRole('button', { name: 'BATAL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'TELAH MEMBAYAR' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'YA' }));
    expect(await screen.findByText('Moved to /repayYes?productId=3&orderId=10174')).toBeInTheDocument();
  });

  it('Ubah goes to the method chooser with the amount and order', async () => {
    openPage(account, ACCOUNT, ID);
    await vcodeParams();
    await userEvent.click(screen.getByRole('link', { name: 'Ubah' }));
    expect(
      await screen.findByText('Moved to /individual?amount=1044000&display=1&orderId=10174&productId=3'),
    ).toBeInTheDocument();
  });
});
