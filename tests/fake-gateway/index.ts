export { createHandlers, paramsOf, loanDetailsReply } from './handlers.ts';
export { borrowerOf, borrowerState, createGatewayState, type GatewayState } from './state.ts';
export { DEMO_ORDERS, DEMO_RECOMMENDED } from './fixtures.ts';
