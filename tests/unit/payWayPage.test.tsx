/**
 * The real pay-way page (virtual:page/kilat/payWay) on the demo gateway: choosing a bound card,
 * the commit's fields, the SMS-code mode with its 60 s countdown (fake clock, Date included), the
 * confirm codes, success back to loan details (closing the Android dialog first) and every fault.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../renderer/contract/language.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import catalogue from '../../schemas/calls.json';
import { createAttemptKeys } from '../../renderer/runtime/storage/attempts.ts';
import type { CallDef } from '../../renderer/contract/callSchema.ts';
import { borrowerKey } from '../../renderer/runtime/launch/borrower.ts';
import { memoryStorage } from '../../renderer/runtime/storage/memoryStorage.ts';
import { SCREEN_LOAD_TIMEOUT_MS, TIMEOUT_MS } from '../../renderer/runtime/gateway/client.ts';
import {
  countdownClock,
  expectStatus,
  fakeClock,
  nativeHost,
  openPage,
  recordingStorage,
  startFakeGateway,
  typeInto,
} from './pageHarness.tsx';
import { WAY, COMMIT, CONFIRM, ADDRESS, LOAN_DETAILS } from './payWayPaths.ts';

vi.setConfig({ testTimeout: 30_000 });

const gateway = startFakeGateway();
let payWay: PageModule;
beforeAll(async () => {
  payWay = (await import('virtual:page/kilat/payWay')) as PageModule;
});

let tokens = 0;
/** Opens pay-way for a borrower of their own (the gateway keeps payments per token) and waits for the cards. */
async function open({
  address = ADDRESS,
  language = 'zh' as Language,
  platform = 'android',
  storage = undefined as Storage | undefined,
} = {}) {
  const token = `pay-way-${++tokens}`;
  const view = openPage(payWay, address, { language, launch: { token, platform }, storage });
  await screen.findByRole('radio', { name: 'BCA' });
  return { ...view, token };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const codeField = () => screen.getByRole('textbox', { name: '短信验证码' });
const countdown = () => screen.getByRole('button', { name: /^获取验证码/ });

/** Chooses the card and presses Pay; with BCA this enters SMS mode (the code-sent toast). */
async function pay(card: 'BCA' | 'Mandiri' = 'BCA') {
  await userEvent.click(screen.getByRole('radio', { name: card }));
  await userEvent.click(button('立即还款'));
  if (card === 'BCA') await screen.findByRole('textbox', { name: '短信验证码' });
}

const commits = async () => (await gateway.calls(COMMIT)).map((call) => call.params);

describe('pay-way: choosing a card and committing', () => {
  it('lists the bound cards by bank, with the masked number as description, and the amount in the market format', async () => {
    await open();
    const bca = screen.getByRole('radio', { name: 'BCA' });
    expect(bca).toHaveAccessibleDescription('6217 **** **** 1234');
    expect(screen.getByRole('radio', { name: 'Mandiri' })).toHaveAccessibleDescription('6222 **** **** 5678');
    expect(screen.getByRole('group', { name: '我的银行卡' })).toBeInTheDocument();
    expect(screen.getByRole('definition', { name: '还款金额' })).toHaveTextContent('₹ 10,455');
  });

  it('Pay with no card chosen says 请先选择付款银行卡！ and sends nothing', async () => {
    await open();
    await userEvent.click(button('立即还款'));
    await expectStatus('请先选择付款银行卡！');
    expect(await commits()).toEqual([]);
  });

  it('commits the nine fields with sendMsg 0: the integer amount, no coupon, the echoed repay token', async () => {
    const { token } = await open({ address: '/payWay?orderId=10174&productId=3&withholdingAmount=10,455.00' });
    await pay();
    const repayToken = gateway.state().borrowers.get(token)?.repayTokens.get('10174');
    expect(repayToken).toMatch(/^rt-10174-/);
    const [commit] = await commits();
    const { amount, bankName, cardId, cardNo, couponId, orderId, bankCode, sendMsg } = commit!;
    expect({
      amount,
      bankName,
      cardId,
      cardNo,
      couponId,
      orderId,
      repayToken: commit!.repayToken,
      bankCode,
      sendMsg,
    }).toEqual({
      amount: '10455',
      bankName: 'BCA',
      cardId: '1',
      cardNo: '6217 **** **** 1234',
      couponId: '',
      orderId: '10174',
      repayToken,
      bankCode: 'BCA',
      sendMsg: '0',
    });
  });

  it('sends the coupon from the address', async () => {
    await open({ address: `${ADDRESS}&couponId=C-77&couponMoney=500` });
    await pay();
    expect((await commits())[0]?.couponId).toBe('C-77');
  });

  it('Mandiri needs no code: straight back to loan details, the order repaid in the gateway', async () => {
    const { token } = await open();
    await pay('Mandiri');
    expect(await screen.findByText(LOAN_DETAILS)).toBeInTheDocument();
    expect(await gateway.calls(CONFIRM)).toEqual([]);
    expect(gateway.state().borrowers.get(token)?.orders.get('10174')?.orderStatus).toBe(200);
  });

  it('a second tap while the commit is in flight sends nothing more', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the commit, then lets the demo gateway answer it.
    gateway.server.use(http.post(`*/gateway${COMMIT}`, async () => void (await held)));
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'BCA' }));
    await userEvent.click(button('立即还款'));
    await vi.waitFor(async () => expect(await gateway.calls(COMMIT)).toHaveLength(1));
    expect(button('立即还款')).toBeDisabled();
    await userEvent.click(button('立即还款'));
    release();
    await screen.findByRole('textbox', { name: '短信验证码' });
    expect(await commits()).toHaveLength(1);
  });

  it("a commit the gateway is slow to answer is not given up at a screen's load deadline: it waits SPEC's 60 s, and its answer goes on to SMS mode (issue 41)", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the commit, then lets the demo gateway answer it.
    gateway.server.use(http.post(`*/gateway${COMMIT}`, async () => void (await held)));
    // Real time moves this clock too (fakeClock): the check before SPEC's timeout keeps this much room.
    const room = 2_000;
    fakeClock();
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'BCA' }));
    await userEvent.click(button('立即还款'));
    await vi.waitFor(async () => expect(await gateway.calls(COMMIT)).toHaveLength(1));
    // Well past a screen's load deadline, to just before SPEC's timeout: still on its way.
    expect(TIMEOUT_MS - room).toBeGreaterThan(SCREEN_LOAD_TIMEOUT_MS);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - room);
    expect(screen.queryByText('服务器响应超时，请重试。')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('立即还款')).toBeDisabled();
    release();
    await screen.findByRole('textbox', { name: '短信验证码' });
    expect(await commits()).toHaveLength(1);
  });

  it('a commit refused before SMS mode shows the server message and stays on the cards', async () => {
    gateway.server.use(
      http.post(`*/gateway${COMMIT}`, () => HttpResponse.json({ code: '01', message: 'Card frozen', data: null })),
    );
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'BCA' }));
    await userEvent.click(button('立即还款'));
    await expectStatus('Card frozen');
    expect(screen.getByRole('radio', { name: 'BCA' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: '短信验证码' })).toBeNull();
  });
});

describe('pay-way: the SMS code', () => {
  it('toasts, counts 60 → 0 one second at a time (disabled meanwhile), then shows 获取验证码 again', async () => {
    countdownClock();
    await open();
    await pay();
    await expectStatus('验证码已发送');
    expect(screen.getByRole('region', { name: '输入短信验证码' })).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(countdown()).toHaveAccessibleName('获取验证码 (60 秒)');

    // Steps of 200 ms: when each number first shows, by the fake clock.
    const firstSeen: { n: number; at: number }[] = [{ n: 60, at: Date.now() }];
    while (countdown().textContent !== '获取验证码' && firstSeen.length <= 61) {
      await vi.advanceTimersByTimeAsync(200);
      const shown = /^(\d+) 秒$/.exec(countdown().textContent ?? '');
      if (shown) expect(countdown()).toBeDisabled();
      const n = shown ? Number(shown[1]) : 0;
      if (n !== firstSeen.at(-1)!.n) firstSeen.push({ n, at: Date.now() });
    }
    expect(firstSeen.map(({ n }) => n)).toEqual(Array.from({ length: 61 }, (_, i) => 60 - i));
    const gaps = firstSeen.slice(1).map(({ at }, i) => at - firstSeen[i]!.at);
    // Real time also moves the fake clock a little (shouldAdvanceTime): allow for it.
    for (const gap of gaps) expect(Math.abs(gap - 1000)).toBeLessThan(450);
    expect(countdown()).toHaveAccessibleName('获取验证码');
    expect(countdown()).toBeEnabled();
  });

  it("the English button says 'Get code' again at the end", async () => {
    countdownClock();
    openPage(payWay, ADDRESS, { language: 'en', launch: { token: 'pay-way-en' } });
    await userEvent.click(await screen.findByRole('radio', { name: 'BCA' }));
    await userEvent.click(button('Pay now'));
    expect(await screen.findByRole('button', { name: 'Get code (60s)' })).toBeDisabled();
    // On the tick: real time also moves this clock (countdownClock), and a whole second of slack stays '30s'.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await screen.findByRole('button', { name: 'Get code (30s)' })).toBeDisabled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await screen.findByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it('resend commits again with sendMsg 1 and restarts the countdown', async () => {
    countdownClock();
    await open();
    await pay();
    await vi.advanceTimersByTimeAsync(60_000);
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '获取验证码 (60 秒)' })).toBeDisabled();
    expect((await commits()).map((commit) => commit.sendMsg)).toEqual(['0', '1']);
  });

  it('Cancel leaves SMS mode, clears the code and resets the timer', async () => {
    countdownClock();
    await open();
    await pay();
    await typeInto(codeField(), '123');
    await vi.advanceTimersByTimeAsync(10_000);
    // Counting down (typing took some real time too, which this clock follows): below 60, whatever the second.
    await screen.findByRole('button', { name: /^获取验证码 \([1-5]\d 秒\)$/ });
    await userEvent.click(button('取消'));
    expect(screen.getByRole('radio', { name: 'BCA' })).toBeChecked();
    expect(screen.queryByRole('region', { name: '输入短信验证码' })).toBeNull();
    await userEvent.click(button('立即还款'));
    expect(await screen.findByRole('button', { name: '获取验证码 (60 秒)' })).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
  });

  it('a code shorter than 6 says 请输入正确的验证码 and confirms nothing', async () => {
    await open();
    await pay();
    await typeInto(codeField(), '12345');
    await userEvent.click(button('确认'));
    await expectStatus('请输入正确的验证码');
    expect(await gateway.calls(CONFIRM)).toEqual([]);
  });

  it.each([
    ['800006', '验证码错误'],
    ['800005', '请勿重复提交支付申请'],
  ])('confirm answering %s says %s and stays in SMS mode', async (code, message) => {
    gateway.server.use(
      http.post(`*/gateway${CONFIRM}`, () => HttpResponse.json({ code, message: 'server words', data: null })),
    );
    await open();
    await pay();
    await typeInto(codeField(), '123456');
    await userEvent.click(button('确认'));
    await expectStatus(message);
    expect(codeField()).toHaveValue('123456');
    expect(screen.queryByText(/^Moved to/)).toBeNull();
  });

  it('a wrong code is refused by the gateway (800006); other codes show the server message', async () => {
    await open();
    await pay();
    await typeInto(codeField(), '654321');
    await userEvent.click(button('确认'));
    await expectStatus('验证码错误');
    gateway.server.use(
      http.post(`*/gateway${CONFIRM}`, () => HttpResponse.json({ code: '01', message: 'Bank is offline', data: null })),
    );
    await userEvent.click(button('确认'));
    await expectStatus('Bank is offline');
  });

  it.each([
    ['with its message', { code: '01', message: 'Card frozen', data: null }, 'Card frozen'],
    ['without a message', { code: '01', message: '', data: null }, '处理失败'],
  ])('a resend refused %s toasts it and restarts the countdown', async (_what, reply, message) => {
    countdownClock();
    await open();
    await pay();
    await vi.advanceTimersByTimeAsync(60_000);
    gateway.server.use(http.post(`*/gateway${COMMIT}`, () => HttpResponse.json(reply)));
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await expectStatus(message);
    expect(await screen.findByRole('button', { name: '获取验证码 (60 秒)' })).toBeDisabled();
  });
});

describe('pay-way: success', () => {
  it('on Android tells the host to close its repayment dialog, then goes back to loan details', async () => {
    const movedWhenSent: boolean[] = [];
    const host = nativeHost();
    host.mockImplementation(() => void movedWhenSent.push(screen.queryByText(/^Moved to/) !== null));
    const { token } = await open({ platform: 'android' });
    await pay();
    await typeInto(codeField(), '123456');
    await userEvent.click(button('确认'));
    expect(await screen.findByText(LOAN_DETAILS)).toBeInTheDocument();
    expect(host.mock.calls.map(([message]) => JSON.parse(message) as unknown)).toEqual([
      { action: 'closeRepayDialog', data: {} },
    ]);
    expect(movedWhenSent).toEqual([false]);
    expect((await gateway.calls(CONFIRM)).map((call) => call.params.verifyCode)).toEqual(['123456']);
    expect(gateway.state().borrowers.get(token)?.orders.get('10174')?.orderStatus).toBe(200);
  });

  it('on iOS sends the host nothing', async () => {
    const host = nativeHost();
    await open({ platform: 'ios' });
    await pay('Mandiri');
    expect(await screen.findByText(LOAN_DETAILS)).toBeInTheDocument();
    expect(host).not.toHaveBeenCalled();
  });

  it('never writes the SMS code to storage', async () => {
    const storage = recordingStorage();
    await open({ storage });
    await pay();
    await typeInto(codeField(), '123456');
    await userEvent.click(button('确认'));
    await screen.findByText(LOAN_DETAILS);
    expect(storage.writes.filter(([key, value]) => `${key}${value}`.includes('123456'))).toEqual([]);
    for (const store of [window.localStorage, window.sessionStorage])
      expect(Object.values({ ...store }).join()).not.toContain('123456');
  });
});

describe('pay-way: the cards fail to load', () => {
  it.each([
    ['refused with no message', () => HttpResponse.json({ code: '01', message: '', data: null }), '查询卡列表失败'],
    [
      'refused with a message',
      () => HttpResponse.json({ code: '01', message: 'Card service closed', data: null }),
      'Card service closed',
    ],
    ['on a network error', () => HttpResponse.error(), 'error'],
  ])('%s: says so, and Retry loads the cards', async (_what, reply, message) => {
    gateway.server.use(http.post(`*/gateway${WAY}`, reply, { once: true }));
    openPage(payWay, ADDRESS, { language: 'zh', launch: { token: 'pay-way-fail' } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(button('重试'));
    expect(await screen.findByRole('radio', { name: 'BCA' })).toBeInTheDocument();
    expect(await gateway.calls(WAY)).toHaveLength(2);
  });
});

describe('pay-way: a payment of this order whose outcome is unknown (issue 20)', () => {
  it('on load it says it is checking, takes no payment, asks the order, then the same payment carries the first key', async () => {
    const storage = memoryStorage();
    const token = `pay-way-open-${++tokens}`;
    // A commit sent on an earlier visit (another repayToken) that never heard back.
    const call = { ...(catalogue.calls as unknown as Record<string, CallDef>).repaymentCommit!, id: 'repaymentCommit' };
    const first = createAttemptKeys(storage, { owner: () => borrowerKey({ token }) }).keyFor(call, {
      amount: '10455',
      cardId: '2',
      couponId: null,
      orderId: '10174',
      repayToken: 'rt-earlier-visit',
      sendMsg: 0,
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const keys: (string | null)[] = [];
    gateway.server.use(
      http.post(
        '*/gateway/v3/loan-details/loan-details',
        async () => {
          await released;
          return undefined;
        },
        { once: true },
      ),
      http.post(`*/gateway${COMMIT}`, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return undefined;
      }),
    );
    openPage(payWay, ADDRESS, { language: 'zh', launch: { token }, storage });
    expect(await screen.findByRole('alert')).toHaveTextContent('此借款的上一笔付款可能仍在处理中');
    await screen.findByRole('radio', { name: 'Mandiri' });
    expect(button('立即还款')).toBeDisabled();
    release();
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^您的付款尚未确认/));
    await pay('Mandiri');
    expect(await screen.findByText(LOAN_DETAILS)).toBeInTheDocument();
    expect(await gateway.calls(COMMIT)).toHaveLength(1);
    expect(keys).toEqual([first]);
  });
});
