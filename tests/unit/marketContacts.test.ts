// @vitest-environment node
/**
 * Phone and e-mail per market (issue 11): a market's own, else the brand's, filled in once for the
 * browser; validate refuses a market whose borrowers would be shown another market's number; and
 * no page shows the brand's phone or e-mail past the market's.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../renderer/toolchain/project/project.ts';
import { publicDeployment } from '../../renderer/toolchain/vite/virtualModules.ts';
import { formatProblem } from '../../renderer/toolchain/problems/problems.ts';
import {
  marketContactProblems,
  marketContacts,
  withMarketContacts,
} from '../../renderer/toolchain/brand/marketContacts.ts';
import type { Deployment } from '../../renderer/contract/deployment/schema.ts';

/** The shipped brands lend in both markets. */
type BothMarkets = Deployment & { markets: Required<Deployment['markets']> };
const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as BothMarkets;
const kilat = read('deployments/kilat.json');
const lumen = read('deployments/lumen.json');
const FILE = 'deployments/kilat.json';

describe("a market's contacts", () => {
  it("are the market's own where it names them, else the brand's", () => {
    expect(marketContacts(kilat, kilat.markets.in)).toEqual({
      phone: '+91 22 4890 3100',
      email: 'care@kilatdana.example',
    });
    expect(marketContacts(kilat, kilat.markets.id)).toEqual({
      phone: '+62 21 5093 1188',
      email: 'care@kilatdana.example',
    });
    expect(marketContacts(lumen, lumen.markets.id)).toEqual({
      phone: '+62 21 3970 4400',
      email: 'bantuan@lumenkredit.example',
    });
    expect(marketContacts(lumen, lumen.markets.in)).toEqual({
      phone: '+91 80 4718 2200',
      email: 'help@lumenkredit.example',
    });
  });

  it('are filled into every market of the deployment the browser gets; the brand keeps its own', () => {
    const shipped = publicDeployment(kilat);
    expect(shipped.markets.in).toMatchObject({
      phone: '+91 22 4890 3100',
      email: 'care@kilatdana.example',
      currency: 'INR',
    });
    expect(shipped.markets.id).toMatchObject({
      phone: '+62 21 5093 1188',
      email: 'care@kilatdana.example',
      currency: 'IDR',
    });
    expect(shipped).toMatchObject({ phone: '+62 21 5093 1188', email: 'care@kilatdana.example' });
    expect(kilat.markets.id.phone).toBeUndefined();
  });

  it('leave the e-mail out where neither the market nor the brand has one', () => {
    const { email: _email, ...noEmail } = kilat;
    const filled = withMarketContacts(noEmail);
    expect(filled.markets.in).not.toHaveProperty('email');
    expect(filled.markets.in?.phone).toBe('+91 22 4890 3100');
  });
});

describe('validate', () => {
  it('passes both shipped brands', () => {
    expect(marketContactProblems(FILE, kilat)).toEqual([]);
    expect(marketContactProblems('deployments/lumen.json', lumen)).toEqual([]);
  });

  it("refuses a rupee market that would show the brand's Indonesian number, at the brand's phone", () => {
    const { phone: _phone, ...inMarket } = kilat.markets.in;
    const lines = marketContactProblems(FILE, { ...kilat, markets: { ...kilat.markets, in: inMarket } }).map(
      formatProblem,
    );
    expect(lines).toEqual([
      `${FILE}: /phone: the rupee market's borrowers would be shown +62 21 5093 1188, a rupiah market's number (+62): the brand's phone, as the market names none; expected a phone in markets/in/phone with +91 or no country code`,
    ]);
  });

  it("refuses a rupiah market's own Indian number, at the market's phone; a number without a country code passes", () => {
    const wrong = { ...kilat, markets: { ...kilat.markets, id: { ...kilat.markets.id, phone: '+91-22-4890-3100' } } };
    expect(marketContactProblems(FILE, wrong).map((problem) => [problem.pointer, problem.expected])).toEqual([
      ['/markets/id/phone', 'a phone in markets/id/phone with +62 or no country code'],
    ]);
    const local = { ...kilat, markets: { ...kilat.markets, id: { ...kilat.markets.id, phone: '021 5093 1188' } } };
    expect(marketContactProblems(FILE, local)).toEqual([]);
  });
});

it("no page shows the brand's phone or e-mail past the market's (market.phone, market.email)", () => {
  const dir = join(ROOT, 'schemas/pages');
  const offenders = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .filter((file) => /deployment\.(?:phone|email)\b/.test(readFileSync(join(dir, file), 'utf8')));
  expect(offenders).toEqual([]);
});
