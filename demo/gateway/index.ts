export { createHandlers, paramsOf, loanDetailsReply } from './handlers.ts';
export { borrowerOf, borrowerState, createGatewayState, type GatewayState } from './state.ts';
export { DEMO_ORDERS } from './fixtures.ts';
export { DEMO_RECOMMENDED } from './productData.ts';
