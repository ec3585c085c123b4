/**
 * Every screen of CONTRACT §2 names itself (CONTRACT §6, issue 11): once its data is in, the real compiled page shows
 * exactly one level-1 heading, its title from the page schema (a message of each catalogue, or a template of the
 * deployment's values: SPEC's titles verbatim), and, but the public site's home, the bar's Back in the language.
 * The title is read from schemas/pages and the catalogues here, not from the compiled page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { pages } from 'virtual:pages';
import { describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { FIXED_ROUTES, RENAMABLE_ROUTES } from '../../renderer/contract/routeTable.ts';
import { nativeHost, openPage, startFakeGateway } from './pageHarness.tsx';

// Every screen in three languages, each waiting for its data: a minute on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const gateway = startFakeGateway();

const ROOT = join(import.meta.dirname, '../..');
const json = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Record<string, unknown>;
const deployment = json('deployments/kilat.json');
const LANGUAGES = ['en', 'id', 'zh'] as const;
type Language = (typeof LANGUAGES)[number];
const catalogues = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, json(`renderer/runtime/i18n/catalogues/${lang}.json`)]),
) as Record<Language, Record<string, unknown>>;
const BACK: Record<Language, string> = { en: 'Back', id: 'Kembali', zh: '返回' };

const read = (root: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      root,
    );

/** A page's title as the bar shows it: its template with messages and the deployment filled in. */
function titleOf(routeKey: string, lang: Language): string {
  const page = json(`schemas/pages/${routeKey === 'privacyPolicyLegacy' ? 'privacyPolicy' : routeKey}.json`);
  // The value family: a title is a literal, a message ({"$t": key}) or a $template (runtime/binding/values.ts).
  const title = page.title as string | { $template: string } | { $t: string };
  if (typeof title === 'object' && '$t' in title) return String(read(catalogues[lang], title.$t) ?? '');
  return (typeof title === 'string' ? title : title.$template).replace(/\{\{([^}]+)\}\}/g, (_, name: string) => {
    const [root, ...rest] = name.split('.');
    return String(read(root === 't' ? catalogues[lang] : deployment, rest.join('.')) ?? '');
  });
}

const ROUTES = Object.entries({ ...FIXED_ROUTES, ...RENAMABLE_ROUTES });
/** Every id a screen of the demo reads from its address: each screen opens on data of its own. */
const QUERY = 'productId=3&orderId=10174&orderNo=10174&amount=627000&problemId=501&problemType=2&id=1';

/** The page of a route key opened at its path, its data in (no loading indicator left). */
async function opened(key: string, path: string, address: string, language: Language) {
  const module = (await pages[key]!()) as PageModule;
  const view = openPage(module, address, { language, launch: { token: 'title-bar' } });
  // Each address opens its own route: the harness's route is the path.
  expect(path).toBe(address.split('?')[0]);
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 10_000 });
  return view;
}

async function expectTheOneTitle(title: string) {
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([title]));
}

describe('every screen names itself in one h1 and offers Back', () => {
  for (const lang of LANGUAGES) {
    it(`every route key (${lang})`, async () => {
      for (const [key, path] of ROUTES) {
        const view = await opened(key, path, `${path}?${QUERY}`, lang);
        const back = screen.queryByRole('button', { name: BACK[lang] });
        try {
          await expectTheOneTitle(titleOf(key, lang));
          if (key === 'home') expect(back).toBeNull();
          else expect(back).toBeVisible();
        } catch (error) {
          throw new Error(`${key} ${path}: ${String(error)}`);
        }
        view.unmount();
        cleanup();
      }
    });
  }

  it("SPEC's titles verbatim: 'Detail Tagihan', 'Pelunasan', 'Pengajuan Khusus'", async () => {
    for (const [key, path, title] of [
      ['repay', '/repay', 'Detail Tagihan'],
      ['repayDelay', '/repayDelay', 'Detail Tagihan'],
      ['virtualAccount', '/that', 'Pelunasan'],
      ['recommendList', '/recommendList', 'Pengajuan Khusus'],
    ] as const) {
      const view = await opened(
        key,
        path,
        `${path}?productId=4&orderId=10180&amount=627000&scene=banner_jingzhun`,
        'id',
      );
      await expectTheOneTitle(title);
      view.unmount();
    }
  });
});

describe('a screen that cannot load', () => {
  it("keeps its bar (its one h1, Back) and offers Retry, the way home (goHome to the host) and the market's phone", async () => {
    gateway.server.use(
      http.post('*/gateway/v3/loan-details/loan-details', () => new HttpResponse('', { status: 500 }), { once: true }),
    );
    const host = nativeHost();
    await opened('loanDetails', '/loanDetails', `/loanDetails?${QUERY}`, 'en');
    await expectTheOneTitle('Loan details');
    expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    const phone = String(read(deployment, 'markets.in.phone') ?? deployment.phone);
    expect(screen.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);
    await userEvent.click(screen.getByRole('button', { name: 'Go to home' }));
    expect(host.mock.calls.map(([message]) => JSON.parse(message) as unknown)).toEqual([
      { action: 'goHome', data: {} },
    ]);
  });
});
