/**
 * The complaint main page (SPEC §2, §4 complaint flow; CONTRACT §7 shapes), the borrower's path through it in a
 * browser: the selected order with its All switch, a problem type and sub-type, the form reached with problemType,
 * problemSonType and orderNo, and Back to the choice. The page's logic (every card row, the orders dialog's options,
 * the types per market, the list's tabs and items) is in tests/unit/complaintChoicePages.test.tsx; My complaints,
 * the list and an item's detail are walked in complaint-form.spec.ts.
 */
import { expect, test } from './cspGuard.ts';
import { orderById } from './borrowers.ts';
import { CARE, CARE_WORDS, careUrl } from './careSupport.ts';
import { callsTo, paramsOf, recordGateway } from './gatewayRequests.ts';

test('an order chosen with All, then a type and its sub-type, open the form for them; Back returns', async ({
  page,
}) => {
  const words = CARE_WORDS.in;
  const requests = recordGateway(page);
  await page.goto(careUrl('/complaint', 'in', { orderNo: '10174' }));
  const first = page.getByRole('article', { name: orderById('10174').productName });
  await expect(first.getByRole('paragraph')).toHaveText(orderById('10174').status.en);
  expect(paramsOf(callsTo(requests, CARE.init)[0]!)).toMatchObject({ orderNo: '10174' });

  await first.getByRole('button', { name: words.all }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an order' });
  const chosen = orderById('10005');
  await dialog
    .getByRole('button')
    .filter({ hasText: chosen.productName })
    .filter({ hasText: chosen.status.en })
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: chosen.productName })).toBeVisible();
  await expect(first).toHaveCount(0);

  const types = page.getByRole('group', { name: words.types });
  await types.getByRole('button', { name: 'Collection or harassment' }).click();
  await page
    .getByRole('group', { name: words.subTypes })
    .getByRole('button', { name: 'Too many calls or messages' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/complainPageNext');
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    problemType: '1',
    problemSonType: '103',
    orderNo: '10005',
  });
  await expect(page.getByRole('textbox', { name: words.text })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/complaint');
  await expect(types).toBeVisible();
});
