/**
 * A page with the catalogue split as a visit loads it (renderer/toolchain/compile/messageSplit.ts): the
 * shared part in the services, the page's own groups with its module. A block's own words
 * (useT) travel with the page, so they reach the block wherever it sits, a dialog included.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../../renderer/contract/services.ts';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { openPage, startFakeGateway } from './pageHarness.tsx';

startFakeGateway();

async function splitModule(route: string, language: string): Promise<{ module: PageModule; shared: Messages }> {
  const [module, own, shared] = await Promise.all([
    import(/* @vite-ignore */ `virtual:page/kilat/${route}`) as Promise<PageModule>,
    import(/* @vite-ignore */ `virtual:page-messages/kilat/${route}/${language}`) as Promise<{
      default: Record<string, unknown>;
    }>,
    import(/* @vite-ignore */ `virtual:messages/${language}`) as Promise<{ default: Messages }>,
  ]);
  return { module: { ...module, messages: own.default }, shared: shared.default };
}

describe('a block’s own words, loaded with its page', () => {
  it('the rating stars in loan details’ dialog are named in the visit’s language', async () => {
    const { module, shared } = await splitModule('loanDetails', 'id');
    // The stars' words are not in the shared part: they come with the page.
    expect((shared as Record<string, unknown>).rating).toBeUndefined();
    openPage(module, '/loanDetails?productId=2&orderId=10200', {
      language: 'id',
      market: 'id',
      launch: { token: 'split-1' },
      messages: shared,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Beri penilaian' });
    expect(within(dialog).getByRole('button', { name: '3 bintang' })).toBeInTheDocument();
  });
});
