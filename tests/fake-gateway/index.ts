export { borrowerOf, createHandlers, paramsOf, loanDetailsReply } from './handlers.ts';
export { createGatewayState, type GatewayState } from './state.ts';
export { DEMO_ORDERS, DEMO_RECOMMENDED } from './fixtures.ts';
