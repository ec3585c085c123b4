/**
 * The channel promotion pages as a visitor sees them (SPEC §2, §5, §7, §8; CONTRACT §2): their
 * words per catalogue (SPEC's quoted strings are the Chinese ones), the gateway paths, and the
 * picture code the demo drew, read from the picture's own address as a test can.
 */
import { expect, type Page } from '@playwright/test';
import { captchaCode } from '../../demo/gateway/promotionData.ts';

export { DEMO_SMS_CODE, DEMO_TEMPLATES, REGISTERED_PHONE } from '../../demo/gateway/promotionData.ts';

export const PROMO = {
  template: '/gateway/api/v2/youmi/service/channel/channel-template',
  visit: '/gateway/api/v2/youmi/promotion/track-visit',
  sid: '/gateway/api/v2/youmi/promotion/get-sid',
  captcha: '/gateway/api/v2/youmi/promotion/get-captcha',
  sms: '/gateway/api/v2/youmi/promotion/get-sms',
  click: '/gateway/api/v2/youmi/promotion/track-click',
  register: '/gateway/api/v2/youmi/promotion/register',
} as const;

export type PromoLang = 'zh' | 'en' | 'id';

export const PROMO_WORDS = {
  zh: {
    query: 'lang=zh',
    phone: '手机号',
    captcha: '图形验证码',
    refresh: '图形验证码，点击换一张',
    sms: '短信验证码',
    getCode: '获取验证码',
    seconds: (n: number) => `${n} 秒`,
    apply: '立即申请',
    agreement: '《注册协议》',
    phoneInvalid: '请正确输入手机号！',
    captchaInvalid: '请正确输入图形验证码！',
    smsInvalid: '请正确输入短信验证码！',
    cooldown: '请勿重复发送验证码!',
    registered: '您已注册,请直接下载APP登录！',
    success: '注册成功',
    codeSent: '验证码已发送',
    downloadTitle: '下载APP，立即借款',
    android: '下载安卓版',
    ios: '前往 App Store 下载',
  },
  en: {
    query: 'lang=en',
    phone: 'Mobile number',
    captcha: 'Picture code',
    refresh: 'Picture code, tap for a new one',
    sms: 'SMS code',
    getCode: 'Get code',
    seconds: (n: number) => `${n}s`,
    apply: 'Apply now',
    agreement: 'Registration Agreement',
    phoneInvalid: 'Please enter a correct mobile number!',
    captchaInvalid: 'Please enter the picture code correctly!',
    smsInvalid: 'Please enter the SMS code correctly!',
    cooldown: 'Please do not request the code again yet!',
    registered: 'You are already registered, please download the APP and sign in!',
    success: 'Registered successfully',
    codeSent: 'SMS code sent',
    downloadTitle: 'Download the app to get your loan',
    android: 'Download for Android',
    ios: 'Download on the App Store',
  },
  id: {
    query: 'languageType=1',
    phone: 'Nomor ponsel',
    captcha: 'Kode gambar',
    refresh: 'Kode gambar, ketuk untuk kode baru',
    sms: 'Kode SMS',
    getCode: 'Kirim kode',
    seconds: (n: number) => `${n} detik`,
    apply: 'Ajukan sekarang',
    agreement: 'Perjanjian Pendaftaran',
    phoneInvalid: 'Masukkan nomor ponsel yang benar!',
    captchaInvalid: 'Masukkan kode gambar dengan benar!',
    smsInvalid: 'Masukkan kode SMS dengan benar!',
    cooldown: 'Jangan minta kode lagi sekarang!',
    registered: 'Anda sudah terdaftar, silakan unduh APP dan masuk!',
    success: 'Pendaftaran berhasil',
    codeSent: 'Kode SMS terkirim',
    downloadTitle: 'Unduh aplikasinya untuk mendapatkan pinjaman',
    android: 'Unduh untuk Android',
    ios: 'Unduh di App Store',
  },
} as const;

/** The channel query a promotion link carries (SPEC §2). */
export const CHANNEL = { id: '1', app_from: 'fb-ads', user_from: 'agent-7', utm_tag: 'spring' } as const;

export function promotionUrl(lang: PromoLang, query: Record<string, string> = CHANNEL): string {
  return `/promotion?${new URLSearchParams(query).toString()}&${PROMO_WORDS[lang].query}`;
}

let phones = 0;
/** A number nobody registered yet in this server's life (SPEC §5's pattern: 1, 3-9, nine more digits). */
export function freshPhone(): string {
  phones += 1;
  const unique = (Date.now() % 1_000_000) * 100 + ((process.pid + phones) % 100);
  return `15${String(unique).padStart(9, '0').slice(-9)}`;
}

export function form(page: Page, lang: PromoLang = 'zh') {
  const words = PROMO_WORDS[lang];
  return {
    phone: page.getByRole('textbox', { name: words.phone }),
    captcha: page.getByRole('textbox', { name: words.captcha, exact: true }),
    picture: page.getByRole('button', { name: words.refresh }),
    sms: page.getByRole('textbox', { name: words.sms }),
    getCode: page.getByRole('button', { name: words.getCode, exact: true }),
    apply: page.getByRole('button', { name: words.apply }),
  };
}

/** The picture code now shown: its address (sid, timestamp) and the code the demo drew for it. */
export async function shownCaptcha(
  page: Page,
  lang: PromoLang = 'zh',
): Promise<{ src: string; sid: string; timestamp: string; code: string }> {
  const image = form(page, lang).picture.locator('img');
  await expect(image).toHaveAttribute('src', /get-captcha/);
  const src = (await image.getAttribute('src'))!;
  const url = new URL(src, 'http://x');
  const sid = url.searchParams.get('sid') ?? '';
  const timestamp = url.searchParams.get('timestamp') ?? '';
  return { src, sid, timestamp, code: captchaCode(sid, timestamp) };
}

/** The picture has loaded (its natural width is known). */
export async function captchaLoaded(page: Page, lang: PromoLang = 'zh'): Promise<void> {
  const image = form(page, lang).picture.locator('img');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

/** Opens the register page and waits for its picture code. */
export async function openRegisterPage(page: Page, url = promotionUrl('zh'), lang: PromoLang = 'zh'): Promise<void> {
  await page.goto(url);
  await captchaLoaded(page, lang);
}

/** Phone and the right picture code typed, get-sms sent and answered '0'. */
export async function requestSmsCode(page: Page, phone: string): Promise<void> {
  const fields = form(page);
  await fields.phone.fill(phone);
  await fields.captcha.fill((await shownCaptcha(page)).code);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === PROMO.sms);
  await fields.getCode.click();
  expect(((await (await answered).json()) as { code: string }).code).toBe('0');
}
