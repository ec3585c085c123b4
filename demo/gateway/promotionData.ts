/**
 * The demo's channel promotion: its landing templates, the picture codes it draws and the numbers
 * it knows. Shared by the demo gateway (promotionHandlers.ts), the tests and Storybook.
 */

/** A channel landing config as channel-template returns it (data: {id, template}); every template field is optional. */
export interface DemoTemplate {
  id: number;
  template: {
    /** The landing picture at the top. */
    banner?: string;
    title?: string;
    subtitle?: string;
    buttonText?: string;
    /** The agreement's name in the link and as the agreement page's heading. */
    agreementName?: string;
    /** The agreement as plain text, paragraphs separated by a blank line. */
    agreement?: string;
    downloadTitle?: string;
    downloadText?: string;
    androidUrl?: string;
    iosUrl?: string;
  };
}

export const DEMO_TEMPLATES: readonly DemoTemplate[] = [
  // The plain channel: a picture and the store links; every text is the brand's own.
  {
    id: 1,
    template: {
      banner: '/demo/promotion/banner.svg',
      androidUrl: 'https://play.google.com/store/apps/details?id=example.loan.demo',
      iosUrl: 'https://apps.apple.com/app/id0000000000',
    },
  },
  // A channel that words its own page and agreement.
  {
    id: 2,
    template: {
      banner: '/demo/promotion/banner.svg',
      title: 'Partner offer: your first loan in minutes',
      subtitle: 'Register with your mobile number to claim it.',
      buttonText: 'Claim my offer',
      agreementName: 'Partner registration agreement',
      agreement:
        'This is the demo partner agreement.\n\nBy registering you allow the lender to contact you about your application by SMS and phone.\n\nYou can close your account at any time by contacting customer service.',
      downloadTitle: 'Your offer is waiting in the app',
      downloadText: 'Install the app and sign in with the number you registered.',
      androidUrl: 'https://play.google.com/store/apps/details?id=example.loan.partner',
      iosUrl: 'https://apps.apple.com/app/id0000000001',
    },
  },
];

export function templateById(id: string | undefined): DemoTemplate | undefined {
  return DEMO_TEMPLATES.find((template) => String(template.id) === id);
}

/** The SMS code every demo phone receives. */
export const DEMO_SMS_CODE = '123456';

/** A number that is already registered: get-sms and register answer code 11 for it. */
export const REGISTERED_PHONE = '13800000000';

/** SPEC §5: 11 digits, first 1, second 3-9. The gateway checks it too, as a real one would. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/**
 * The code drawn for a sid at a timestamp: four digits, fixed for the pair, so a test can read the
 * picture's address and know its code without reading the picture.
 */
export function captchaCode(sid: string, timestamp: string): string {
  let hash = 2166136261;
  for (const char of `${sid}|${timestamp}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return String(hash % 10000).padStart(4, '0');
}

/** The picture: the digits at slight angles over a few noise lines (an SVG, no image library). */
export function captchaSvg(code: string): string {
  const seed = Number(code);
  const digits = [...code]
    .map((digit, i) => {
      const angle = ((seed >> i) % 21) - 10;
      const x = 14 + i * 22;
      return `<text x="${x}" y="30" transform="rotate(${angle} ${x + 6} 22)" font-family="monospace" font-size="26" font-weight="700" fill="#2b3a55">${digit}</text>`;
    })
    .join('');
  const lines = [0, 1, 2]
    .map(
      (i) =>
        `<line x1="0" y1="${8 + ((seed >> (i * 3)) % 28)}" x2="104" y2="${10 + ((seed >> (i * 2 + 1)) % 26)}" stroke="#8a94a8" stroke-width="1"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="44" viewBox="0 0 104 44"><rect width="104" height="44" fill="#eef1f6"/>${lines}${digits}</svg>`;
}
