/** What the pay-way page tests (payWayPage, payWayCards, payWaySms) share: its calls' paths and its addresses. */
export const WAY = '/api/v1/youmi/youmi-api/service/loan/repayment-way';
export const COMMIT = '/api/v1/youmi/youmi-api/service/loan/repayment-commit';
export const CONFIRM = '/api/v1/youmi/youmi-api/service/loan/repayment-confirm';
/** Order 10174 (product 3) owes 10455 rupees in four periods, 2091000 rupiah. */
export const ADDRESS = '/payWay?orderId=10174&productId=3&withholdingAmount=10455';
export const ID_ADDRESS = '/payWay?orderId=10174&productId=3&withholdingAmount=2091000';
/** Where a paid order leaves for (the test router shows the address it moved to). */
export const LOAN_DETAILS = 'Moved to /loanDetails?productId=3&orderId=10174';
