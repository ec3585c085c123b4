/**
 * Server text is text (issue 3 "bad input"): complaint content, process results, order and type
 * titles, help-bot answers and replies that hold markup are shown literally; no element is made
 * from them and nothing runs.
 */
import { expect, test, type Page, type Route } from './cspGuard.ts';
import { CARE, careUrl, routeOf } from './careSupport.ts';
import { HTML_BAIT, collectDialogs, collectPageErrors } from './pageWatchers.ts';
import { gotoWithStoppedClock } from './stoppedClock.ts';

function answer(data: unknown) {
  return (route: Route) => route.fulfill({ json: { code: '00', message: 'ok', data } });
}

/** No element came out of the bait, no dialog opened, nothing threw. */
async function expectInert(page: Page, dialogs: string[], errors: Error[]): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
}

test('complaint list items show markup in type and content as text', async ({ page }) => {
  const dialogs = collectDialogs(page);
  const errors = collectPageErrors(page);
  await page.route(
    routeOf(CARE.list),
    answer([
      {
        title: `All ${HTML_BAIT}`,
        list: [{ id: 77, time: '2026-11-20 08:00', type: `Other ${HTML_BAIT}`, content: `Hello ${HTML_BAIT}` }],
      },
    ]),
  );
  await page.goto(careUrl('/complaintList', 'in'));
  await expect(page.getByRole('tab')).toHaveText(`All ${HTML_BAIT}`);
  const item = page.getByRole('tabpanel').getByRole('button');
  await expect(item).toHaveAccessibleName(`Other ${HTML_BAIT} 2026-11-20 08:00`);
  await expect(item).toHaveAccessibleDescription(`Hello ${HTML_BAIT}`);
  await expectInert(page, dialogs, errors);
});

test('complaint detail shows markup in type, content and process result as text', async ({ page }) => {
  const dialogs = collectDialogs(page);
  const errors = collectPageErrors(page);
  await page.route(
    routeOf(CARE.detail),
    answer({
      type: `Other ${HTML_BAIT}`,
      sonType: HTML_BAIT,
      problemId: 78,
      content: `Content ${HTML_BAIT}`,
      images: [],
      disposeDetail: `Result ${HTML_BAIT}`,
      disposeImages: [],
      isScore: 1,
    }),
  );
  await gotoWithStoppedClock(
    page,
    careUrl('/complainDetails', 'in', { problemId: '78' }),
    page.getByRole('textbox', { name: 'Content' }),
  );
  await expect(page.getByRole('definition')).toHaveText([`Other ${HTML_BAIT}`, HTML_BAIT]);
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue(`Content ${HTML_BAIT}`);
  await expect(page.getByRole('region', { name: 'Process Result' }).getByRole('paragraph')).toHaveText(
    `Result ${HTML_BAIT}`,
  );
  await expectInert(page, dialogs, errors);
});

test('complaint page shows markup in order and type titles as text', async ({ page }) => {
  const dialogs = collectDialogs(page);
  const errors = collectPageErrors(page);
  const order = {
    orderNo: '10174',
    productName: `Loan ${HTML_BAIT}`,
    status: HTML_BAIT,
    isShow: 0,
    list: [{ title: HTML_BAIT, value: `v ${HTML_BAIT}` }],
  };
  await page.route(
    routeOf(CARE.init),
    answer({
      problemType: [{ value: 2, title: `Type ${HTML_BAIT}` }],
      problemSonType: [],
      orderDetail: order,
      orderList: [order],
    }),
  );
  await page.goto(careUrl('/complaint', 'in', { orderNo: '10174' }));
  const card = page.getByRole('article', { name: `Loan ${HTML_BAIT}` });
  await expect(card.getByRole('paragraph')).toHaveText(HTML_BAIT);
  await expect(card.getByRole('definition')).toHaveText(`v ${HTML_BAIT}`);
  await expect(page.getByRole('button', { name: `Type ${HTML_BAIT}` })).toBeVisible();
  await expectInert(page, dialogs, errors);
});

test('help chat shows markup in questions, answers and replies as text', async ({ page }) => {
  const dialogs = collectDialogs(page);
  const errors = collectPageErrors(page);
  await page.route(routeOf(CARE.qaList), (route) => {
    const pid = new URL(route.request().url()).searchParams.get('pid');
    if (pid === '0')
      return answer({ question: null, answerList: [{ id: 1, title_local: `Topic ${HTML_BAIT}`, action_type: 0 }] })(
        route,
      );
    if (pid === '1')
      return answer({
        question: { id: 1, title_local: `Question ${HTML_BAIT}` },
        answerList: [
          { id: 11, title_local: `Answer ${HTML_BAIT}` },
          { id: 12, title_local: 'Another' },
        ],
      })(route);
    return answer({
      question: { id: 11, title_local: `Answer ${HTML_BAIT}` },
      answerList: [{ id: 111, title_local: `Reply ${HTML_BAIT}` }],
    })(route);
  });
  await page.route(routeOf(CARE.qaRecord), answer({ reportResultData: `Note ${HTML_BAIT}` }));
  await page.goto(careUrl('/intelligentCustomerService', 'in', { orderNo: '10180' }));
  const log = page.getByRole('log', { name: 'Conversation' });

  await page.getByRole('tab', { name: `Topic ${HTML_BAIT}` }).click();
  await expect(log.getByText(`Question ${HTML_BAIT}`, { exact: true })).toBeVisible();
  await log.getByRole('button', { name: `Answer ${HTML_BAIT}` }).click();
  await expect(log.getByText(`Reply ${HTML_BAIT}`, { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Your question' }).fill(`Me ${HTML_BAIT}`);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByText(`You: Me ${HTML_BAIT}`, { exact: true })).toBeVisible();
  await expect(log.getByText(`Note ${HTML_BAIT}`, { exact: true })).toBeVisible();
  await expectInert(page, dialogs, errors);
});
