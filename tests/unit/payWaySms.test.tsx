/**
 * The real pay-way page's SMS step on the demo gateway, beyond payWayPage.test.tsx: the resend is
 * the first commit again with sendMsg 1, the code field's limits, repayment-confirm's exact fields,
 * one confirm per double tap, the code never logged, and a refused first commit paid again.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { countdownClock, expectStatus, openPage, startFakeGateway, typeInto } from './pageHarness.tsx';
import { COMMIT, CONFIRM, ADDRESS, LOAN_DETAILS } from './payWayPaths.ts';

vi.setConfig({ testTimeout: 30_000 });

const gateway = startFakeGateway();
let payWay: PageModule;
beforeAll(async () => {
  payWay = (await import('virtual:page/kilat/payWay')) as PageModule;
});
afterEach(() => vi.restoreAllMocks());

let tokens = 0;
async function open() {
  openPage(payWay, ADDRESS, { language: 'zh', launch: { token: `pay-sms-${++tokens}` } });
  await screen.findByRole('radio', { name: 'BCA' });
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const codeField = () => screen.getByRole('textbox', { name: '短信验证码' });

async function payByBca() {
  await userEvent.click(screen.getByRole('radio', { name: 'BCA' }));
  await userEvent.click(button('立即还款'));
  await screen.findByRole('textbox', { name: '短信验证码' });
}

const commits = async () => (await gateway.calls(COMMIT)).map((call) => call.params);
const confirms = async () => (await gateway.calls(CONFIRM)).map((call) => call.params);

describe('pay-way: the SMS step', () => {
  it('the resend is the first commit again, sendMsg 1 alone changed', async () => {
    countdownClock();
    await open();
    await payByBca();
    await vi.advanceTimersByTimeAsync(60_000);
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '获取验证码 (60 秒)' })).toBeDisabled();
    const [first, resend] = await commits();
    expect(first!.sendMsg).toBe('0');
    expect(resend).toEqual({ ...first, sendMsg: '1' });
  });

  it('the code field takes six characters; confirm sends the order, the code and the commit’s record', async () => {
    await open();
    await payByBca();
    const record = (gateway.state().borrowers.get(`pay-sms-${tokens}`)?.records.keys().next().value ?? '') as string;
    expect(record).not.toBe('');
    expect(codeField()).toHaveAttribute('maxlength', '6');
    await typeInto(codeField(), '000000');
    await userEvent.click(button('确认'));
    await expectStatus('验证码错误');
    expect(codeField()).toBeInTheDocument();
    await userEvent.clear(codeField());
    await typeInto(codeField(), '123456');
    await userEvent.click(button('确认'));
    expect(await screen.findByText(LOAN_DETAILS)).toBeInTheDocument();
    expect(await confirms()).toEqual([
      expect.objectContaining({ orderId: '10174', verifyCode: '000000', repaymentRecordId: record }),
      expect.objectContaining({ orderId: '10174', verifyCode: '123456', repaymentRecordId: record }),
    ]);
  });

  it('a second tap on confirm while it is on its way sends nothing more', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    gateway.server.use(http.post(`*/gateway${CONFIRM}`, async () => void (await held)));
    await open();
    await payByBca();
    await typeInto(codeField(), '123456');
    await userEvent.dblClick(button('确认'));
    await vi.waitFor(async () => expect(await confirms()).toHaveLength(1));
    await userEvent.click(button('确认'), { pointerEventsCheck: 0 });
    release();
    expect(await screen.findByText(LOAN_DETAILS)).toBeInTheDocument();
    expect(await confirms()).toHaveLength(1);
  });

  it('the code is never written to the console', async () => {
    const logged: unknown[][] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args));
    await open();
    await payByBca();
    await typeInto(codeField(), '654321');
    await userEvent.click(button('确认'));
    await expectStatus('验证码错误');
    await userEvent.clear(codeField());
    await typeInto(codeField(), '123456');
    await userEvent.click(button('确认'));
    await screen.findByText(LOAN_DETAILS);
    const text = logged.map((args) => args.map((arg) => String(arg)).join(' ')).join('\n');
    expect(text).not.toContain('654321');
    expect(text).not.toContain('123456');
  });

  it('a refused first commit: the message, the card still chosen, no code asked; paying again reaches the code', async () => {
    gateway.server.use(
      http.post(`*/gateway${COMMIT}`, () => HttpResponse.json({ code: '01', message: '卡被拒', data: null }), {
        once: true,
      }),
    );
    await open();
    await userEvent.click(screen.getByRole('radio', { name: 'BCA' }));
    await userEvent.click(button('立即还款'));
    await expectStatus('卡被拒');
    expect(screen.getByRole('radio', { name: 'BCA' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: '短信验证码' })).toBeNull();
    await userEvent.click(button('立即还款'));
    expect(await screen.findByRole('textbox', { name: '短信验证码' })).toBeInTheDocument();
  });
});
