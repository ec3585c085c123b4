/**
 * The real complaint detail (virtual:page/kilat/complaintDetail) in English on the demo gateway (SPEC §2, §4
 * unrated complaint, §5, §9): type, sub-type, content with its counter, pictures and the viewer, the Process
 * Result or the waiting note, the rating dialog's stars and Cancel, and server text shown as text.
 * complaintPages.test.tsx has the dialog's 3 s, 'Silakan pilih' and the score in Indonesian.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageModule } from '../../renderer/contract/page/pageModule.ts';
import { fakeClock, openPage, startFakeGateway } from './pageHarness.tsx';
import { memoryStorage } from './render.tsx';

vi.setConfig({ testTimeout: 20_000 });

const gateway = startFakeGateway();
let detail: PageModule;
beforeAll(async () => {
  detail = (await import('virtual:page/kilat/complaintDetail')) as PageModule;
});

const DETAIL = '/user-problem/problem-detail';
const SCORE = '/user-problem/save-score';
const BAIT = '<img src=x onerror=alert(1)>';

function openDetail(problemId: string, storage = memoryStorage()) {
  return openPage(detail, `/complainDetails?problemId=${problemId}`, { storage });
}
const content = () => screen.findByRole('textbox', { name: 'Content' });
const texts = (role: string) => screen.getAllByRole(role).map((element) => element.textContent);

describe('complaint detail: what it shows', () => {
  it('a processed complaint: type, sub-type, content read-only with its counter, the Process Result and its picture', async () => {
    fakeClock();
    openDetail('501');
    const field = await content();
    expect(texts('term')).toEqual(['Type', 'Sub-type']);
    expect(texts('definition')).toEqual(['Collection or harassment', 'Too many calls or messages']);
    expect(field).toHaveValue('I receive more than ten calls a day about my overdue loan, even at night.');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription('73/200');
    const result = screen.getByRole('region', { name: 'Process Result' });
    expect(within(result).getByRole('paragraph')).toHaveTextContent(
      'We have warned the collection team and limited calls to working hours. Sorry for the trouble.',
    );
    const picture = within(result).getByRole('button', { name: 'Process Result 1' });
    expect(within(picture).getByRole('presentation')).toHaveAttribute('src', '/demo/process-result.svg');
    await userEvent.click(picture);
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 1' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Picture 1 of 1' })).toBeNull();
  });

  it("the complaint's own pictures show, each opening the viewer", async () => {
    gateway.state().problems.get(502)!.images = ['/demo/process-result.svg', '/brands/kilat/service.svg'];
    openDetail('502');
    const first = await screen.findByRole('button', { name: 'View picture 1' });
    expect(within(first).getByRole('presentation')).toHaveAttribute('src', '/demo/process-result.svg');
    await userEvent.click(screen.getByRole('button', { name: 'View picture 2' }));
    expect(screen.getByRole('dialog', { name: 'Picture 2 of 2' })).toBeInTheDocument();
  });

  it('a pending complaint shows the waiting note and never asks for a rating', async () => {
    fakeClock();
    openDetail('503');
    expect(await content()).toHaveValue('I want to change the phone number of my account.');
    expect(texts('term')).toEqual(['Type']);
    expect(texts('definition')).toEqual(['Account and security']);
    expect(within(screen.getByRole('region', { name: 'Process Result' })).getByRole('paragraph')).toHaveTextContent(
      'We are handling your complaint and will reply within 3 working days.',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await gateway.calls(SCORE)).toEqual([]);
  });

  it('shows markup in type, content and process result as text', async () => {
    gateway.server.use(
      http.post(`*/gateway${DETAIL}`, () =>
        HttpResponse.json({
          code: '00',
          message: 'ok',
          data: {
            type: `Other ${BAIT}`,
            sonType: BAIT,
            problemId: 78,
            content: `Content ${BAIT}`,
            images: [],
            disposeDetail: `Result ${BAIT}`,
            disposeImages: [],
            isScore: 1,
          },
        }),
      ),
    );
    const { container } = openDetail('78');
    expect(await content()).toHaveValue(`Content ${BAIT}`);
    expect(texts('definition')).toEqual([`Other ${BAIT}`, BAIT]);
    expect(within(screen.getByRole('region', { name: 'Process Result' })).getByRole('paragraph')).toHaveTextContent(
      `Result ${BAIT}`,
    );
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('complaint detail: the rating dialog', () => {
  async function ratingAfter3s() {
    await content();
    await vi.advanceTimersByTimeAsync(3_000);
    return screen.findByRole('dialog', { name: 'Rate how we handled it' });
  }

  it('asks how satisfied, with five stars none pressed; Cancel sends nothing, and the next visit starts from none', async () => {
    fakeClock();
    const storage = memoryStorage();
    const first = openDetail('501', storage);
    const dialog = await ratingAfter3s();
    expect(dialog).toHaveAccessibleDescription('How satisfied are you with the result?');
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'])
      expect(within(dialog).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: '3 stars' }));
    expect(within(dialog).getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await gateway.calls(SCORE)).toEqual([]);
    first.unmount();

    openDetail('501', storage);
    const again = await ratingAfter3s();
    expect(within(again).getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'false');
    expect(await gateway.calls(SCORE)).toEqual([]);
  });
});
