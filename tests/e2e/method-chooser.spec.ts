/**
 * The repayment-method chooser (/individual; SPEC §2, §4 method chooser, §5, §9): Mini Market by
 * radio (ALFAMART by default) or Bank chosen in a popup then its method, from init-pay-type;
 * changing the type clears the choice and the stored keys and reloads the options; 'SAYA INGIN
 * MEMBAYAR' needs a complete choice, stores payType, payCode, specificNum and isDefault=0 and goes
 * back to the virtual-account page, which then asks for exactly that.
 */
import { expect, test, type Page } from './cspGuard.ts';
import { expectNoSeriousA11yViolations } from './checks.ts';
import { callsTo, recordGateway } from './gatewayRequests.ts';
import { expectNames } from './locators.ts';
import { REPAY, arrivedAt, figure, formOf, repayUrl, seedStorage, storedChoice, toast } from './repaySupport.ts';

const NOTHING_STORED = { payType: null, payCode: null, specificNum: null, isDefault: null };
const INCOMPLETE = 'Silakan lengkapi informasinya';
const SUBMIT = 'SAYA INGIN MEMBAYAR';

function chooserUrl(): string {
  return repayUrl('/individual', 'id', { orderId: '10174', productId: '3', amount: '2091000', display: '1' });
}

function typeRadio(page: Page, name: 'Bank' | 'Mini Market') {
  return page.getByRole('group', { name: 'Bagaimana Anda ingin membayar?' }).getByRole('radio', { name });
}

function markets(page: Page) {
  return page.getByRole('group', { name: 'Pilih mini market' });
}

async function chooseBank(page: Page, bank: string): Promise<void> {
  await page.getByRole('button', { name: /^(Pilih bank|Bank: .*)$/ }).click();
  const popup = page.getByRole('dialog', { name: 'Pilih bank' });
  await popup.getByRole('button', { name: bank, exact: true }).click();
  await expect(popup).toBeHidden();
}

test('Mini Market is chosen by default, with ALFAMART, from init-pay-type pay_type 2', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(chooserUrl());
  await expect(markets(page).getByRole('radio', { name: 'ALFAMART' })).toBeChecked();
  await expect(page).toHaveTitle('Metode pembayaran');
  await expect(typeRadio(page, 'Mini Market')).toBeChecked();
  await expect(typeRadio(page, 'Bank')).not.toBeChecked();
  await expect(markets(page).getByRole('radio', { name: 'INDOMARET' })).not.toBeChecked();
  expect(callsTo(requests, REPAY.payType).map(formOf)).toEqual([{ productId: '3', orderId: '10174', pay_type: '2' }]);
});

test('switching to Bank clears the stored choice and reloads the options (pay_type 1)', async ({ page }) => {
  const requests = recordGateway(page);
  await seedStorage(page, { payType: '2', payCode: 'INDOMARET', specificNum: '', isDefault: '0' });
  await page.goto(chooserUrl());
  await expect(markets(page).getByRole('radio', { name: 'ALFAMART' })).toBeVisible();
  await typeRadio(page, 'Bank').check();
  await expect(page.getByRole('button', { name: 'Pilih bank' })).toBeVisible();
  await expect(markets(page)).toHaveCount(0);
  expect(await storedChoice(page)).toEqual(NOTHING_STORED);
  await expect
    .poll(() => callsTo(requests, REPAY.payType).map((request) => formOf(request).pay_type))
    .toEqual(['2', '1']);
});

test('switching back to Mini Market clears the bank and its method, and ALFAMART is chosen again', async ({ page }) => {
  const requests = recordGateway(page);
  await seedStorage(page, { payType: '1', payCode: 'BNI', specificNum: 'ATM BNI', isDefault: '0' });
  await page.goto(chooserUrl());
  // A stored bank type opens on Bank.
  await expect(typeRadio(page, 'Bank')).toBeChecked();
  await chooseBank(page, 'BNI');
  await page.getByRole('radio', { name: 'ATM BNI' }).check();
  await typeRadio(page, 'Mini Market').check();
  await expect(markets(page).getByRole('radio', { name: 'ALFAMART' })).toBeChecked();
  expect(await storedChoice(page)).toEqual(NOTHING_STORED);
  expect(callsTo(requests, REPAY.payType).map((request) => formOf(request).pay_type)).toEqual(['1', '2']);

  await typeRadio(page, 'Bank').check();
  await expect(page.getByRole('button', { name: 'Pilih bank' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Cara transfer' })).toHaveCount(0);
});

test('Bank: the bank from the popup, then its method; the choice is stored and the account is made for it', async ({
  page,
}) => {
  const requests = recordGateway(page);
  await page.goto(chooserUrl());
  await typeRadio(page, 'Bank').check();
  await page.getByRole('button', { name: 'Pilih bank' }).click();
  const popup = page.getByRole('dialog', { name: 'Pilih bank' });
  await expectNames(popup.getByRole('group', { name: 'Bank' }).getByRole('button'), ['BCA', 'BNI', 'Mandiri']);
  await popup.getByRole('button', { name: 'Mandiri' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('button', { name: 'Bank: Mandiri' })).toBeFocused();

  const methods = page.getByRole('group', { name: 'Cara transfer' });
  await expect(methods.getByRole('radio')).toHaveCount(2);
  await methods.getByRole('radio', { name: "Livin' by Mandiri" }).check();
  await page.getByRole('button', { name: SUBMIT }).click();

  expect(await arrivedAt(page, '/that')).toEqual({ amount: '2091000', display: '1', orderId: '10174', productId: '3' });
  expect(await storedChoice(page)).toEqual({
    payType: '1',
    payCode: 'Mandiri',
    specificNum: "Livin' by Mandiri",
    isDefault: '0',
  });
  await expect(figure(page, 'Nomor virtual account')).toHaveText('880800010174');
  await expect(figure(page, 'Metode pembayaran')).toHaveText("Mandiri Livin' by Mandiri");
  expect(formOf(callsTo(requests, REPAY.vcode)[0]!)).toMatchObject({
    pay_type: '1',
    payCode: 'Mandiri',
    specific_num: "Livin' by Mandiri",
    is_default: '0',
    amount: '2091000',
  });
});

test('Mini Market: INDOMARET is stored and the payment code is made for it', async ({ page }) => {
  const requests = recordGateway(page);
  await page.goto(chooserUrl());
  await markets(page).getByRole('radio', { name: 'INDOMARET' }).check();
  await page.getByRole('button', { name: SUBMIT }).click();
  await arrivedAt(page, '/that');
  expect(await storedChoice(page)).toEqual({ payType: '2', payCode: 'INDOMARET', specificNum: '', isDefault: '0' });
  await expect(figure(page, 'Kode pembayaran')).toHaveText('IND00010174');
  expect(formOf(callsTo(requests, REPAY.vcode)[0]!)).toMatchObject({
    pay_type: '2',
    payCode: 'INDOMARET',
    is_default: '0',
  });
});

test("an incomplete bank choice: 'Silakan lengkapi informasinya', nothing stored, no leaving", async ({ page }) => {
  await page.goto(chooserUrl());
  await typeRadio(page, 'Bank').check();
  // No bank yet: no method to choose either.
  await expect(page.getByRole('group', { name: 'Cara transfer' })).toHaveCount(0);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(toast(page, INCOMPLETE)).toHaveText(INCOMPLETE);
  expect(await storedChoice(page)).toEqual(NOTHING_STORED);

  // A bank without its method is not complete either; choosing another bank drops the method.
  await chooseBank(page, 'BNI');
  await page.getByRole('radio', { name: 'ATM BNI' }).check();
  await chooseBank(page, 'BCA');
  await expect(page.getByRole('group', { name: 'Cara transfer' }).getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByRole('button', { name: SUBMIT }).click();
  await expect(toast(page, INCOMPLETE)).toBeVisible();
  expect(await storedChoice(page)).toEqual(NOTHING_STORED);
  await expect(page).toHaveURL((url) => url.pathname === '/individual');
});

test('axe: the chooser on Mini Market, with the bank popup open, and with a bank method list', async ({ page }) => {
  await page.goto(chooserUrl());
  await expect(markets(page).getByRole('radio', { name: 'ALFAMART' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await typeRadio(page, 'Bank').check();
  await page.getByRole('button', { name: 'Pilih bank' }).click();
  await expect(page.getByRole('dialog', { name: 'Pilih bank' }).getByRole('button', { name: 'BCA' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('dialog', { name: 'Pilih bank' }).getByRole('button', { name: 'BCA' }).click();
  await expect(page.getByRole('radio', { name: 'm-BCA' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("the chosen method is the borrower's: another borrower on the same phone starts from the defaults", async ({
  page,
}) => {
  await page.goto(
    repayUrl('/individual', 'id', {
      orderId: '10174',
      productId: '3',
      amount: '2091000',
      display: '1',
      userId: 'borrower-a',
    }),
  );
  await typeRadio(page, 'Bank').check();
  await chooseBank(page, 'BNI');
  await page.getByRole('radio', { name: 'ATM BNI' }).check();
  await page.getByRole('button', { name: SUBMIT }).click();
  await arrivedAt(page, '/that');
  expect(await storedChoice(page)).toEqual({ payType: '1', payCode: 'BNI', specificNum: 'ATM BNI', isDefault: '0' });

  // Borrower B is launched in the same WebView: A's bank is neither shown nor kept.
  await page.goto(
    repayUrl('/individual', 'id', {
      orderId: '10174',
      productId: '3',
      amount: '2091000',
      display: '1',
      userId: 'borrower-b',
    }),
  );
  await expect(typeRadio(page, 'Mini Market')).toBeChecked();
  await expect(markets(page).getByRole('radio', { name: 'ALFAMART' })).toBeChecked();
  expect(await storedChoice(page)).toEqual(NOTHING_STORED);
});
