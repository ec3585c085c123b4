/** What the pay-way page tests (payWayPage, payWayCards, payWaySms) share: its calls' paths and its addresses. */
import { callPath } from '../fixtures/gatewayFaults.ts';

export const WAY = callPath('repaymentWay');
export const COMMIT = callPath('repaymentCommit');
export const CONFIRM = callPath('repaymentConfirm');
/** Order 10174 (product 3) owes 10455 rupees in four periods, 2091000 rupiah. */
export const ADDRESS = '/payWay?orderId=10174&productId=3&withholdingAmount=10455';
export const ID_ADDRESS = '/payWay?orderId=10174&productId=3&withholdingAmount=2091000';
/** Where a paid order leaves for (the test router shows the address it moved to). */
export const LOAN_DETAILS = 'Moved to /loanDetails?productId=3&orderId=10174';
