/**
 * The real promotion pages (virtual:page/kilat/promotion*) on the demo gateway: what loads and is
 * tracked, the picture code, every SPEC §5 rule before anything is sent, get-sms and its 60 s
 * cooldown (fake clock, Date included), codes 101, 11 and -1, register's fields and where success
 * lands; the download and agreement pages from the template's data.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { deployments } from 'virtual:deployments';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../renderer/contract/language.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { DEMO_SMS_CODE, REGISTERED_PHONE, captchaCode } from '../../demo/gateway/promotionData.ts';
import { countdownClock, expectStatus, openPage, startFakeGateway } from './pageHarness.tsx';

vi.setConfig({ testTimeout: 30_000 });

const gateway = startFakeGateway();
const pages: Record<string, PageModule> = {};
beforeAll(async () => {
  pages.register = (await import('virtual:page/kilat/promotionRegister')) as PageModule;
  pages.download = (await import('virtual:page/kilat/promotionDownload')) as PageModule;
  pages.agreement = (await import('virtual:page/kilat/promotionAgreement')) as PageModule;
});

const P = '/api/v2/youmi/promotion';
const CHANNEL = '?id=1&app_from=fb&user_from=u7&utm_tag=spring';
const DOWNLOAD = 'Moved to /promotion/download?id=1&app_from=fb&user_from=u7&utm_tag=spring';

const field = (name: string) => screen.getByRole('textbox', { name });
const picture = () => document.querySelector<HTMLImageElement>('img[src*="get-captcha"]');

async function open(address = `/promotion${CHANNEL}`, language: Language = 'zh') {
  const view = openPage(pages.register!, address, { language });
  await vi.waitFor(() => expect(picture()).not.toBeNull());
  return view;
}

/**
 * The code of the picture on screen, once the gateway has drawn it: happy-dom loads no pictures,
 * so the test fetches it as Chromium would (the gateway checks the code it last drew for the sid).
 */
async function shownCode(): Promise<string> {
  const src = picture()!.getAttribute('src')!;
  await fetch(new URL(src, window.location.origin));
  const url = new URL(src, window.location.origin);
  return captchaCode(url.searchParams.get('sid')!, url.searchParams.get('timestamp')!);
}

async function fill(name: string, text: string) {
  await userEvent.clear(field(name));
  if (text) await userEvent.type(field(name), text);
}

describe('promotion register: on load', () => {
  it('asks for the template by id, tracks one visit (page_type 1, client_type from the platform) and shows the picture for the sid', async () => {
    openPage(pages.register!, `/promotion${CHANNEL}`, { language: 'zh', launch: { platform: 'ios' } });
    await vi.waitFor(() => expect(picture()).not.toBeNull());
    expect((await gateway.calls('/api/v2/youmi/service/channel/channel-template'))[0]!.params.templateId).toBe('1');
    expect((await gateway.calls(`${P}/track-visit`)).map((call) => call.params)).toEqual([
      expect.objectContaining({
        page_id: '1',
        user_from: 'u7',
        client_type: 'ios',
        page_type: '1',
        utm_tag: 'spring',
        app_from: 'fb',
      }),
    ]);
    const sid = [...gateway.state().promotion.sids.keys()][0];
    expect(picture()!.getAttribute('src')).toMatch(
      new RegExp(`/gateway${P}/get-captcha\\?.*sid=${sid}&timestamp=\\d+$`),
    );
  });

  it("with no id, the template is not asked for and the brand's words show", async () => {
    await open('/promotion', 'en');
    expect(gateway.paths()).not.toContain('/api/v2/youmi/service/channel/channel-template');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your loan is a few taps away');
  });
});

describe('promotion register: the words', () => {
  it('a channel template of its own words: title, button and the agreement link to its own agreement', async () => {
    await open('/promotion?id=2&app_from=fb&user_from=u7&utm_tag=spring', 'en');
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      'Partner offer: your first loan in minutes',
    );
    expect(screen.getByRole('button', { name: 'Claim my offer' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Partner registration agreement' }));
    expect(await screen.findByText(/^Moved to \/promotion\/agreement\?id=2&/)).toBeInTheDocument();
  });

  it("a template that fails to load (502) costs nothing: the brand's words and the form", async () => {
    gateway.server.use(
      http.get(
        '*/gateway/api/v2/youmi/service/channel/channel-template',
        () => new HttpResponse('bad gateway', { status: 502 }),
      ),
    );
    await open('/promotion?id=2', 'en');
    await vi.waitFor(() =>
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Your loan is a few taps away'),
    );
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
  });

  it('Indonesian: the page, its rupiah range and its messages', async () => {
    await open(`/promotion${CHANNEL}`, 'id');
    expect(field('Nomor ponsel')).toBeInTheDocument();
    expect(screen.getByText('Rp1.000.000 - Rp15.000.000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajukan sekarang' }));
    await expectStatus('Masukkan nomor ponsel yang benar!');
  });
});

describe('promotion register: rules before anything is sent (SPEC §5)', () => {
  it('a new picture needs a valid mobile number', async () => {
    await open();
    const first = picture()!.getAttribute('src');
    await userEvent.click(screen.getByRole('button', { name: '图形验证码，点击换一张' }));
    await expectStatus('请正确输入手机号！');
    expect(picture()!.getAttribute('src')).toBe(first);
    await fill('手机号', '13912345678');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await userEvent.click(screen.getByRole('button', { name: '图形验证码，点击换一张' }));
    await vi.waitFor(() => expect(picture()!.getAttribute('src')).not.toBe(first));
    const sid = (src: string | null) => new URL(src!, window.location.origin).searchParams.get('sid');
    expect(sid(picture()!.getAttribute('src'))).toBe(sid(first));
  });

  it('input limits 11, 4 and 6; get-sms and register refuse in order: mobile, picture code, SMS code', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await expectStatus('请正确输入手机号！');
    await userEvent.type(field('手机号'), '1391234567899');
    expect(field('手机号')).toHaveValue('13912345678');
    await userEvent.type(field('图形验证码'), '123456');
    expect(field('图形验证码')).toHaveValue('1234');
    await userEvent.type(field('短信验证码'), '12345678');
    expect(field('短信验证码')).toHaveValue('123456');

    await fill('手机号', '12912345678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectStatus('请正确输入手机号！');
    await fill('手机号', '13912345678');
    await fill('图形验证码', '  ');
    await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await expectStatus('请正确输入图形验证码！');
    await fill('图形验证码', '1234');
    await fill('短信验证码', '');
    await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await expectStatus('请正确输入短信验证码！');
    expect(gateway.paths().filter((path) => /get-sms|register|track-click/.test(path))).toEqual([]);
  });
});

describe('promotion register: get-sms', () => {
  it.each(['', '1381234567', '12812345678', '23812345678', '1381234567a'])(
    'with the mobile "%s": 请正确输入手机号！ and nothing sent',
    async (phone) => {
      await open();
      await fill('手机号', phone);
      await fill('图形验证码', '1234');
      await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
      await expectStatus('请正确输入手机号！');
      expect(gateway.paths().filter((path) => path.endsWith('/get-sms'))).toEqual([]);
    },
  );

  it('with no picture code: 请正确输入图形验证码！ and nothing sent', async () => {
    await open();
    await fill('手机号', '13712345678');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectStatus('请正确输入图形验证码！');
    expect(gateway.paths().filter((path) => path.endsWith('/get-sms'))).toEqual([]);
  });

  it('sends the eight fields; refuses a resend for 60 s with 请勿重复发送验证码!, then sends again', async () => {
    countdownClock();
    openPage(pages.register!, `/promotion${CHANNEL}`, { language: 'zh', launch: { deviceId: 'dev-9' } });
    await vi.waitFor(() => expect(picture()).not.toBeNull());
    await fill('手机号', '13812345678');
    await fill('图形验证码', await shownCode());
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectStatus('验证码已发送');
    const [sms] = await gateway.calls(`${P}/get-sms`);
    expect(sms!.params).toMatchObject({
      phone: '13812345678',
      capcode: await shownCode(),
      deviceId: 'dev-9',
      appName: 'Kilat Dana',
      app_from: 'fb',
      user_from: 'u7',
      utm_tag: 'spring',
    });
    expect(sms!.params.sid).toMatch(/^S\d+$/);
    const counting = screen.getByRole('button', { name: '获取验证码 (60 秒)' });
    expect(counting).toBeEnabled();
    // One-second ticks.
    await vi.advanceTimersByTimeAsync(1_000);
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码 (59 秒)' }));
    await expectStatus('请勿重复发送验证码!');
    // The last seconds (real time also moves this clock): still refused.
    await vi.advanceTimersByTimeAsync(57_500);
    await userEvent.click(screen.getByRole('button', { name: /^获取验证码 \(\d 秒\)$/ }));
    expect(await gateway.calls(`${P}/get-sms`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await userEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await vi.waitFor(async () => expect(await gateway.calls(`${P}/get-sms`)).toHaveLength(2));
  });

  it('code 101: a new picture and the server message, the number kept; code 11: already registered, to the download page', async () => {
    await open();
    const first = picture()!.getAttribute('src');
    await fill('手机号', '13812345678');
    await fill('图形验证码', (await shownCode()) === '0000' ? '1111' : '0000');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectStatus('The picture code is wrong, please try the new one');
    await vi.waitFor(() => expect(picture()!.getAttribute('src')).not.toBe(first));
    expect(field('手机号')).toHaveValue('13812345678');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();

    await fill('手机号', REGISTERED_PHONE);
    await fill('图形验证码', await shownCode());
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectStatus('您已注册,请直接下载APP登录！');
    expect(await screen.findByText(DOWNLOAD)).toBeInTheDocument();
  });

  it('another code: the server message, what was typed kept, the button ready again', async () => {
    gateway.server.use(
      http.post('*/gateway/api/v2/youmi/promotion/get-sms', () =>
        HttpResponse.json({ code: '7', message: '今日发送次数已达上限', data: null }),
      ),
    );
    await open();
    await fill('手机号', '13512345678');
    await fill('图形验证码', '9999');
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectStatus('今日发送次数已达上限');
    expect(field('手机号')).toHaveValue('13512345678');
    expect(field('图形验证码')).toHaveValue('9999');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});

describe('promotion register: register', () => {
  it('tracks the click, sends the thirteen fields, says 注册成功 and goes to the download page', async () => {
    openPage(pages.register!, `/promotion${CHANNEL}&invite_code=I1`, {
      language: 'zh',
      launch: { deviceId: 'd1', platform: 'android' },
    });
    await vi.waitFor(() => expect(picture()).not.toBeNull());
    await fill('手机号', '13712345678');
    await fill('图形验证码', await shownCode());
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await expectStatus('验证码已发送');
    await fill('短信验证码', DEMO_SMS_CODE);
    const capcode = await shownCode();
    await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await expectStatus('注册成功');
    expect(
      await screen.findByText('Moved to /promotion/download?id=1&app_from=fb&user_from=u7&utm_tag=spring'),
    ).toBeInTheDocument();
    expect((await gateway.calls(`${P}/track-click`))[0]!.params).toMatchObject({
      page_id: '1',
      phone: '13712345678',
      client_type: 'android',
      page_type: '1',
    });
    const [register] = await gateway.calls(`${P}/register`);
    const { sid } = register!.params;
    expect(register!.params).toMatchObject({
      phone: '13712345678',
      capcode,
      sid,
      deviceId: 'd1',
      appName: 'Kilat Dana',
      merchantNumber: 'KD0001',
      userName: '13712345678',
      smsCode: DEMO_SMS_CODE,
      invite_code: 'I1',
      user_from: 'u7',
      id: '1',
      app_from: 'fb',
      utm_tag: 'spring',
    });
    expect(gateway.state().promotion.registered.has('13712345678')).toBe(true);
  });

  it('code -1: a new picture and the message, the SMS code kept', async () => {
    gateway.server.use(
      http.post('*/gateway/api/v2/youmi/promotion/register', () =>
        HttpResponse.json({ code: '-1', message: '', data: null }),
      ),
    );
    await open();
    const first = picture()!.getAttribute('src');
    await fill('手机号', '13612345678');
    await fill('图形验证码', '1234');
    await fill('短信验证码', '654321');
    await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await expectStatus('请正确输入图形验证码！');
    await vi.waitFor(() => expect(picture()!.getAttribute('src')).not.toBe(first));
    expect(field('短信验证码')).toHaveValue('654321');
    // With a message of its own, the server's words.
    gateway.server.use(
      http.post('*/gateway/api/v2/youmi/promotion/register', () =>
        HttpResponse.json({ code: '-1', message: '图形验证码错误', data: null }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await expectStatus('图形验证码错误');
  });

  it('code 11: already registered, to the download page; a wrong SMS code: the server message, and the visitor stays', async () => {
    await open();
    await fill('手机号', '13512345678');
    await fill('图形验证码', await shownCode());
    await fill('短信验证码', '000000');
    await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await expectStatus('The SMS code is wrong or has expired');
    expect(screen.queryByText(/^Moved to/)).toBeNull();
    expect(field('手机号')).toHaveValue('13512345678');

    await fill('手机号', REGISTERED_PHONE);
    await fill('图形验证码', await shownCode());
    await userEvent.click(screen.getByRole('button', { name: '立即申请' }));
    await expectStatus('您已注册,请直接下载APP登录！');
    expect(await screen.findByText(DOWNLOAD)).toBeInTheDocument();
  });
});

describe('promotion download and agreement pages', () => {
  it("download: the template's words and store links; the visitor's own system first", async () => {
    const leave = vi.fn();
    openPage(pages.download!, '/promotion/download?id=2', { language: 'en', launch: { platform: 'ios' }, leave });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Your offer is waiting in the app');
    const stores = screen.getAllByRole('link', { name: /^Download/ });
    expect(stores.map((link) => link.textContent)).toEqual(['Download for Android', 'Download on the App Store']);
    await userEvent.click(stores[1]!);
    expect(leave).toHaveBeenCalledWith('https://apps.apple.com/app/id0000000001', false);
  });

  it("download with no template: the brand's words and store links", async () => {
    const leave = vi.fn();
    openPage(pages.download!, '/promotion/download', { language: 'en', leave });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Download the app to get your loan');
    await userEvent.click(await screen.findByRole('link', { name: 'Download for Android' }));
    expect(leave).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=example.kilatdana', false);
  });

  it("agreement: the template's own text a paragraph per line, or the brand's sections", async () => {
    const { unmount } = openPage(pages.agreement!, '/promotion/agreement?links_id=2', { language: 'en' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 2 })).toHaveTextContent('Partner registration agreement');
    expect(
      within(main)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual([
      'This is the demo partner agreement.',
      'By registering you allow the lender to contact you about your application by SMS and phone.',
      'You can close your account at any time by contacting customer service.',
    ]);
    unmount();
    openPage(pages.agreement!, '/promotion/agreement', { language: 'zh' });
    expect(await screen.findByRole('heading', { level: 2, name: '《注册协议》' })).toHaveTextContent('《注册协议》');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '我们是谁',
      '您的账户',
      '您的手机号',
      '您的信息',
      '注销账户',
    ]);
  });

  it("the brand's agreement in Indonesian names its company and e-mail; lumen's download with no channel, its own store", async () => {
    const { unmount } = openPage(pages.agreement!, '/promotion/agreement?id=1', { language: 'id' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Perjanjian Pendaftaran' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Siapa kami',
      'Akun Anda',
      'Nomor ponsel Anda',
      'Informasi Anda',
      'Menutup akun Anda',
    ]);
    expect(screen.getByRole('main')).toHaveTextContent('Kilat Dana dijalankan oleh PT Kilat Dana Teknologi');
    expect(screen.getByRole('main')).toHaveTextContent('care@kilatdana.example');
    unmount();

    const leave = vi.fn();
    const lumenDownload = (await import('virtual:page/lumen/promotionDownload')) as PageModule;
    openPage(lumenDownload, '/promotion/download', { language: 'en', deployment: deployments.lumen!, leave });
    await userEvent.click(await screen.findByRole('link', { name: 'Download for Android' }));
    expect(leave).toHaveBeenCalledWith('https://play.google.com/store/apps/details?id=example.lumenkredit', false);
  });
});
