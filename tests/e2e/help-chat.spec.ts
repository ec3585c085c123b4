/**
 * The help chat (SPEC §2, §4 Chat, §5, §7 get-qa-list and qa-record; CONTRACT §5, §6, §7) in a browser: the topics
 * pinned at the bottom, a topic lost on a dropped connection and retried, the conversation following its newest
 * turn, and free text handed to the complaint form. The conversation's logic (Resolved / Not resolved, the stars
 * and the store rating, the agent hand-off, what is recorded, failed records, server text) is in
 * tests/unit/helpChatPage.test.tsx and helpChatTurns.test.tsx.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { CARE, CARE_WORDS, careUrl, routeOf } from './careSupport.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';

function pathIs(path: string) {
  return (response: { url(): string }) => new URL(response.url()).pathname === path;
}

async function askTopic(page: Page, title: string): Promise<void> {
  const answered = page.waitForResponse(pathIs(CARE.qaList));
  await page.getByRole('tablist').getByRole('tab', { name: title }).click();
  await answered;
}

test('topics at the bottom; a dropped topic retried; the newest turn in view; free text leads to the form', async ({
  page,
}) => {
  const words = CARE_WORDS.in;
  const requests = recordGateway(page);
  const topics = page.waitForResponse(pathIs(CARE.qaList));
  await page.goto(careUrl('/intelligentCustomerService', 'in', { orderNo: '10180' }));
  await topics;
  const asked = callsTo(requests, CARE.qaList);
  expect(asked.map(paramsOf)).toEqual([expect.objectContaining({ pid: '0', orderNo: '10180' })]);
  expect(asked[0]!.method()).toBe('GET');
  const log = page.getByRole('log', { name: words.log });
  await expect(log).toContainText(words.greeting);

  // Pinned to the bottom of the screen, below the question box.
  const tablist = page.getByRole('tablist', { name: words.topics });
  const input = page.getByRole('textbox', { name: words.question });
  await expect(input).toBeVisible();
  const bar = (await tablist.boundingBox())!;
  const box = (await input.boundingBox())!;
  expect(bar.y + bar.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 16);
  expect(bar.y).toBeGreaterThan(box.y);

  await askTopic(page, 'Loan application');
  // A connection dropped on the way: the turn says why, and Retry completes it.
  await page.route(routeOf(CARE.qaList), (route) => route.abort('connectionreset'));
  await tablist.getByRole('tab', { name: 'Repayment' }).click();
  await expect(log.getByRole('alert')).toHaveText('No connection. Check your network and try again.');
  await page.unroute(routeOf(CARE.qaList));
  const retried = page.waitForResponse(pathIs(CARE.qaList));
  await log.getByRole('button', { name: 'Retry' }).click();
  expect(paramsOf((await retried).request())).toMatchObject({ pid: '2' });
  await expect(log.getByRole('alert')).toHaveCount(0);
  await expect(log.getByText('You: Repayment', { exact: true })).toHaveCount(1);

  for (const topic of ['Account', 'Collection']) await askTopic(page, topic);
  await expect(log.getByRole('button', { name: 'Report harassment to customer service' })).toBeInViewport();
  await expect(log.getByText(words.greeting)).not.toBeInViewport();

  const recorded = page.waitForResponse(pathIs(CARE.qaRecord));
  await input.fill('Where is my money?');
  await page.getByRole('button', { name: 'Send' }).click();
  const reply = (await (await recorded).json()) as { data: { reportResultData: string } };
  await expect(log.getByText(reply.data.reportResultData, { exact: true })).toBeInViewport();
  await expect(log.getByRole('button', { name: 'Contact CS' })).toBeInViewport();

  await log.getByRole('button', { name: 'Contact CS' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/complainPageNext' && url.searchParams.get('orderNo') === '10180',
  );
  // No type came with the hand-off: the form asks for it.
  await expect(page.getByRole('group', { name: words.types })).toBeVisible();
});
