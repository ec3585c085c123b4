/**
 * The demo gateway's calls driven through the real gateway client (productGateway, loanConfirmGateway): the demo's
 * handlers on msw with a fresh memory for each test, and a `send` that checks every success against its call's
 * compiled reply validator (a bad payload rejects as 'shape').
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import type { CallParams, Reply } from '../../renderer/contract/gateway.ts';
import { createGateway } from '../../renderer/runtime/gateway/client.ts';
import type { LaunchParams } from '../../renderer/contract/launch.ts';
import { createGatewayState, createHandlers, type GatewayState } from '../../demo/gateway/index.ts';
import { compiled } from './compiledCall.ts';

export const PAGE = 'http://localhost:3000';
export const TRUSTED = 'https://pay.kilatdana.example';
export const EN: LaunchParams = {
  token: 'borrower-en',
  deviceId: 'device-en',
  languageType: '0',
  influence: 'campaign-7',
  approaches: '3',
};
export const ID: LaunchParams = { token: 'borrower-id', deviceId: 'device-id', languageType: '1' };

/** A success's data (the test fails on any other reply). */
export const data = <T>(reply: Reply): T => {
  expect(reply.ok, reply.message).toBe(true);
  return reply.data as T;
};

/** Starts the demo gateway for the file's tests: `send` one call as the app would, `events` the demo recorded. */
export function setUpDemoGateway() {
  let state: GatewayState = createGatewayState();
  const server = setupServer(...createHandlers(state, { base: '/gateway' }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    state = createGatewayState();
    server.resetHandlers(...createHandlers(state, { base: '/gateway' }));
    vi.useRealTimers();
  });
  afterAll(() => server.close());

  /** Sends one call as the app would; a success that failed its reply schema would reject here. */
  function send(id: string, params: CallParams, launch: LaunchParams = EN): Promise<Reply> {
    const gateway = createGateway({
      base: '/gateway',
      headers: {},
      trustedOrigins: [TRUSTED],
      pageOrigin: PAGE,
      launch: () => launch,
    });
    return gateway.send(compiled(id), params);
  }
  const events = (call: string) => state.events.filter((event) => event.call === call).map((event) => event.params);
  return { send, events };
}
