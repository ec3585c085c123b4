/**
 * The help chat (SPEC §2, §4 Chat, §5, §7 get-qa-list and qa-record; CONTRACT §5, §6, §7): the
 * greeting, topics at the bottom, the conversation in a log, Resolved / Not resolved, the stars,
 * the agent hand-off, free text with Contact CS, and failed calls that keep the conversation.
 */
import { expect, test, type Locator, type Page, type Request } from './cspGuard.ts';
import { MARKETS, type MarketId } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl, routeOf } from './careSupport.ts';
import { paramsOf, recordGateway } from './gatewayRequests.ts';
import { expectNames, statusWith } from './locators.ts';
import { hostMessages, installHost } from './nativeHost.ts';

interface QaEntry {
  id: number;
  title_local: string;
}
interface QaReply {
  question: QaEntry | null;
  answerList: QaEntry[];
}

function pathIs(path: string) {
  return (response: { url(): string }) => new URL(response.url()).pathname === path;
}

/** The help chat for order 10180; hands back the topics get-qa-list (pid 0) answered. */
async function openChat(page: Page, market: MarketId = 'in'): Promise<QaEntry[]> {
  const topics = page.waitForResponse(pathIs(CARE.qaList));
  await page.goto(careUrl('/intelligentCustomerService', market, { orderNo: '10180' }));
  return ((await (await topics).json()) as { data: QaReply }).data.answerList;
}

function logOf(page: Page, market: MarketId = 'in'): Locator {
  return page.getByRole('log', { name: CARE_WORDS[market].log });
}

/** The borrower's own line in the log (each line starts with who speaks, for a screen reader). */
function said(page: Page, text: string, market: MarketId = 'in'): Locator {
  return logOf(page, market).getByText(`${market === 'in' ? 'You' : 'Anda'}: ${text}`, { exact: true });
}

/** Taps a topic tab; hands back what get-qa-list answered for it. */
async function askTopic(page: Page, title: string): Promise<{ request: Request; reply: QaReply }> {
  const answered = page.waitForResponse(pathIs(CARE.qaList));
  await page.getByRole('tablist').getByRole('tab', { name: title }).click();
  const response = await answered;
  return { request: response.request(), reply: ((await response.json()) as { data: QaReply }).data };
}

/** Picks an answer in the log; hands back what get-qa-list answered for it. */
async function pick(page: Page, title: string, market: MarketId = 'in'): Promise<QaReply> {
  const answered = page.waitForResponse(pathIs(CARE.qaList));
  await logOf(page, market).getByRole('button', { name: title }).click();
  return ((await (await answered).json()) as { data: QaReply }).data;
}

/** Waits for the next qa-record and hands back its parameters and the reply's text. */
function nextRecord(page: Page): Promise<{ params: Record<string, string>; text: string }> {
  return page
    .waitForResponse(pathIs(CARE.qaRecord))
    .then(async (response) => ({
      params: paramsOf(response.request()),
      text: ((await response.json()) as { data: { reportResultData: string } }).data.reportResultData,
    }));
}

for (const market of MARKETS) {
  test(`greets, and offers the server's topics as tabs at the bottom (${market})`, async ({ page }) => {
    const words = CARE_WORDS[market];
    const requests = recordGateway(page);
    const topics = await openChat(page, market);
    const asked = requests.filter((request) => new URL(request.url()).pathname === CARE.qaList);
    expect(asked.map(paramsOf)).toEqual([expect.objectContaining({ pid: '0', orderNo: '10180' })]);
    expect(asked[0]!.method()).toBe('GET');

    await expect(logOf(page, market)).toContainText(words.greeting);
    const tablist = page.getByRole('tablist', { name: words.topics });
    await expectNames(
      tablist.getByRole('tab'),
      topics.map((topic) => topic.title_local),
    );
    // Pinned to the bottom of the screen, below the question box.
    const bar = (await tablist.boundingBox())!;
    const input = (await page.getByRole('textbox', { name: words.question }).boundingBox())!;
    expect(bar.y + bar.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 16);
    expect(bar.y).toBeGreaterThan(input.y);
    await expect(page.getByRole('textbox', { name: words.question })).toBeVisible();
  });
}

test('a topic appends the question and its answers to the conversation', async ({ page }) => {
  await openChat(page);
  const { request, reply } = await askTopic(page, 'Loan application');
  expect(paramsOf(request)).toMatchObject({ pid: '1', orderNo: '10180' });
  await expect(said(page, 'Loan application')).toHaveCount(1);
  expect(reply.answerList.length).toBeGreaterThan(1);
  await expectNames(
    logOf(page).getByRole('button'),
    reply.answerList.map((answer) => answer.title_local),
  );

  const second = await askTopic(page, 'Repayment');
  await expect(said(page, 'Repayment')).toHaveCount(1);
  // The first topic's turn stays; the new one comes after it.
  await expectNames(
    logOf(page).getByRole('button'),
    [...reply.answerList, ...second.reply.answerList].map((answer) => answer.title_local),
  );
});

test('a single reply offers Resolved / Not resolved; Resolved records 1, then a low score shows the server message', async ({
  page,
}) => {
  await openChat(page);
  await askTopic(page, 'Loan application');
  const reply = await pick(page, 'Why was my application rejected?');
  expect(reply.answerList).toHaveLength(1);
  const answer = reply.answerList[0]!;
  await expect(logOf(page)).toContainText(answer.title_local);
  await expect(logOf(page).getByRole('button', { name: 'Not resolved' })).toBeVisible();

  const resolved = nextRecord(page);
  await logOf(page).getByRole('button', { name: 'Resolved', exact: true }).click();
  expect((await resolved).params).toMatchObject({ type: '2', value: '1', qaId: String(answer.id), orderNo: '10180' });
  const stars = logOf(page).getByRole('group', { name: 'Rate this answer' }).getByRole('button');
  await expectNames(stars, ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
  await expect(logOf(page).getByRole('button', { name: 'Not resolved' })).toHaveCount(0);

  const rated = nextRecord(page);
  await stars.nth(1).click();
  const record = await rated;
  expect(record.params).toMatchObject({ type: '3', value: '2', qaId: String(answer.id), orderNo: '10180' });
  await expect(logOf(page).getByText(record.text, { exact: true })).toBeVisible();
  await expect(logOf(page)).toContainText('You rated 2 of 5.');
  await expect(logOf(page).getByRole('group', { name: 'Rate this answer' })).toHaveCount(0);
});

for (const stars of [4, 5]) {
  test(`${stars} stars records the score and asks the host for the store rating`, async ({ page }) => {
    await installHost(page, 'ReactNativeWebView');
    await openChat(page, 'id');
    await askTopic(page, 'Pengajuan pinjaman');
    const answer = (await pick(page, 'Berapa lama proses persetujuan?', 'id')).answerList[0]!;
    const resolved = nextRecord(page);
    await logOf(page, 'id').getByRole('button', { name: 'Terselesaikan', exact: true }).click();
    expect((await resolved).params).toMatchObject({ type: '2', value: '1', qaId: String(answer.id) });
    expect(await hostMessages(page)).toEqual([]);

    const rated = nextRecord(page);
    await logOf(page, 'id')
      .getByRole('button', { name: `${stars} bintang` })
      .click();
    const record = await rated;
    expect(record.params).toMatchObject({ type: '3', value: String(stars), qaId: String(answer.id), orderNo: '10180' });
    await expect.poll(() => hostMessages(page)).toEqual([{ action: 'goRate', data: {} }]);
    await expect(logOf(page, 'id')).toContainText(`Anda memberi nilai ${stars} dari 5.`);
    // The apology for a low score is not said to a happy borrower.
    await expect(logOf(page, 'id').getByText(record.text, { exact: true })).toHaveCount(0);
  });
}

test('Not resolved records 2 and leads to the complaint form for the same order', async ({ page }) => {
  await openChat(page);
  await askTopic(page, 'Repayment');
  const answer = (await pick(page, 'I paid but my loan still shows unpaid')).answerList[0]!;
  const record = nextRecord(page);
  await logOf(page).getByRole('button', { name: 'Not resolved' }).click();
  expect((await record).params).toMatchObject({ type: '2', value: '2', qaId: String(answer.id), orderNo: '10180' });
  await expect(page).toHaveURL(
    (url) => url.pathname === '/complainPageNext' && url.searchParams.get('orderNo') === '10180',
  );
  // No type came with the hand-off: the form asks for it.
  await expect(page.getByRole('group', { name: 'What is the problem?' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your comments' })).toBeVisible();
});

test('an answer with action type 4 records the contact-agent event (type 1) and opens the complaint form', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await openChat(page);
  const { reply } = await askTopic(page, 'Account');
  const handoff = reply.answerList.find((answer) => answer.title_local === 'Talk to customer service')!;
  const record = nextRecord(page);
  await logOf(page).getByRole('button', { name: 'Talk to customer service' }).click();
  expect((await record).params).toMatchObject({ type: '1', qaId: String(handoff.id), orderNo: '10180' });
  await expect(page).toHaveURL(
    (url) => url.pathname === '/complainPageNext' && url.searchParams.get('orderNo') === '10180',
  );
  // The hand-off asks the bot nothing more.
  expect(
    requests
      .filter((request) => new URL(request.url()).pathname === CARE.qaList)
      .map((request) => paramsOf(request).pid),
  ).toEqual(['0', '3']);
});

test('free text: Send only with words; the message is recorded as type 4 and answered with Contact CS', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await openChat(page);
  const input = page.getByRole('textbox', { name: 'Your question' });
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');

  await input.fill('Where is my money?');
  await expect(send).toBeEnabled();
  const record = nextRecord(page);
  await send.click();
  const { params, text } = await record;
  expect(params).toMatchObject({ type: '4', value: 'Where is my money?', orderNo: '10180' });
  await expect(said(page, 'Where is my money?')).toHaveCount(1);
  await expect(logOf(page).getByText(text, { exact: true })).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(send).toBeDisabled();
  // The blank line (Enter included) was never sent.
  expect(
    requests
      .filter((request) => new URL(request.url()).pathname === CARE.qaRecord)
      .map((request) => paramsOf(request).value),
  ).toEqual(['Where is my money?']);

  await logOf(page).getByRole('button', { name: 'Contact CS' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/complainPageNext' && url.searchParams.get('orderNo') === '10180',
  );
});

test('Enter sends a message too (Indonesian)', async ({ page }) => {
  await openChat(page, 'id');
  const record = nextRecord(page);
  await page.getByRole('textbox', { name: 'Pertanyaan Anda' }).fill('Kapan dana saya cair?');
  await page.getByRole('textbox', { name: 'Pertanyaan Anda' }).press('Enter');
  const { params, text } = await record;
  expect(params).toMatchObject({ type: '4', value: 'Kapan dana saya cair?' });
  await expect(logOf(page, 'id').getByText(text, { exact: true })).toBeVisible();
  await expect(logOf(page, 'id').getByRole('button', { name: 'Hubungi CS' })).toBeVisible();
});

test('the conversation follows the newest turn', async ({ page }) => {
  await openChat(page);
  for (const topic of ['Loan application', 'Repayment', 'Account', 'Collection']) await askTopic(page, topic);
  await expect(logOf(page).getByRole('button', { name: 'Report harassment to customer service' })).toBeInViewport();
  await expect(logOf(page).getByText(CARE_WORDS.in.greeting)).not.toBeInViewport();

  const record = nextRecord(page);
  await page.getByRole('textbox', { name: 'Your question' }).fill('One more question');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(logOf(page).getByText((await record).text, { exact: true })).toBeInViewport();
  await expect(logOf(page).getByRole('button', { name: 'Contact CS' })).toBeInViewport();
});

test.describe('failed calls keep the conversation', () => {
  test('a topic whose call fails shows why with Retry; Retry completes it without asking twice', async ({ page }) => {
    await openChat(page);
    const first = await askTopic(page, 'Loan application');
    await page.route(routeOf(CARE.qaList), (route) => route.abort('connectionreset'));
    await page.getByRole('tablist').getByRole('tab', { name: 'Account' }).click();

    const log = logOf(page);
    await expect(log.getByRole('alert')).toHaveText('No connection. Check your network and try again.');
    await expect(said(page, 'Account')).toHaveCount(1);
    await expectNames(log.getByRole('button'), [
      ...first.reply.answerList.map((answer) => answer.title_local),
      'Retry',
    ]);

    await page.unroute(routeOf(CARE.qaList));
    const answered = page.waitForResponse(pathIs(CARE.qaList));
    await log.getByRole('button', { name: 'Retry' }).click();
    expect(paramsOf((await answered).request())).toMatchObject({ pid: '3' });
    await expect(log.getByRole('alert')).toHaveCount(0);
    await expect(log.getByRole('button', { name: 'Talk to customer service' })).toBeVisible();
    await expect(said(page, 'Account')).toHaveCount(1);
    await expect(said(page, 'Loan application')).toHaveCount(1);
  });

  test('a message whose record fails (HTTP 500) shows why with Retry; Retry sends it again once', async ({ page }) => {
    const requests = recordGateway(page);
    await openChat(page);
    await page.route(routeOf(CARE.qaRecord), (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.getByRole('textbox', { name: 'Your question' }).fill('Why was I charged twice?');
    await page.getByRole('button', { name: 'Send' }).click();

    const log = logOf(page);
    await expect(log.getByRole('alert')).toHaveText('The server had a problem. Please try again.');
    await expect(said(page, 'Why was I charged twice?')).toHaveCount(1);
    await expect(log).toContainText(CARE_WORDS.in.greeting);

    await page.unroute(routeOf(CARE.qaRecord));
    const record = nextRecord(page);
    await log.getByRole('button', { name: 'Retry' }).click();
    const { params, text } = await record;
    expect(params).toMatchObject({ type: '4', value: 'Why was I charged twice?' });
    await expect(log.getByText(text, { exact: true })).toBeVisible();
    await expect(log.getByRole('alert')).toHaveCount(0);
    await expect(said(page, 'Why was I charged twice?')).toHaveCount(1);
    expect(requests.filter((request) => new URL(request.url()).pathname === CARE.qaRecord)).toHaveLength(2);
  });

  test('a verdict whose record fails says why and can be given again', async ({ page }) => {
    await openChat(page);
    await askTopic(page, 'Collection');
    await pick(page, 'A collector was rude to me');
    await page.route(routeOf(CARE.qaRecord), (route) =>
      route.fulfill({ json: { code: '01', message: 'Please try again later.', data: null } }),
    );
    await logOf(page).getByRole('button', { name: 'Resolved', exact: true }).click();
    await expect(statusWith(page, 'Please try again later.')).toHaveText('Please try again later.');
    await expect(said(page, 'A collector was rude to me')).toHaveCount(1);

    await page.unroute(routeOf(CARE.qaRecord));
    const record = nextRecord(page);
    await logOf(page).getByRole('button', { name: 'Resolved', exact: true }).click();
    expect((await record).params).toMatchObject({ type: '2', value: '1' });
    await expect(logOf(page).getByRole('group', { name: 'Rate this answer' })).toBeVisible();
  });
});
