// @vitest-environment node
/**
 * The demo gateway's faults on the server renderer's own calls (issue 24): armed for one launch token,
 * they hold (slow) or cut (down) only the calls that carry `X-Loan-Pages-Render: server`; the
 * browser's call of the same borrower, and everyone else's, go through. Off unless asked for.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  RENDER_HEADER,
  SERVER_FAULTS_PATH,
  startDemoGateway,
  type DemoGatewayServer,
} from '../../demo/gateway/server.ts';

const started: DemoGatewayServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((gateway) => gateway.close()));
});

async function gateway(serverFaults: boolean): Promise<DemoGatewayServer> {
  const running = await startDemoGateway({ serverFaults, serverSlowMs: 300 });
  started.push(running);
  return running;
}

const loanDetails = (url: string, token: string, server: boolean) =>
  fetch(`${url}/v3/loan-details/loan-details?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(server ? { [RENDER_HEADER]: 'server' } : {}) },
    body: 'orderId=10174&productId=3',
  });

describe("the server renderer's calls, failed on a test's word", () => {
  it("cuts the server's call of an armed token, and lets the browser's and another token's through", async () => {
    const { url } = await gateway(true);
    expect((await fetch(`${url}${SERVER_FAULTS_PATH}?token=t-down&fault=down`, { method: 'POST' })).status).toBe(204);
    await expect(loanDetails(url, 't-down', true)).rejects.toThrow();
    expect((await loanDetails(url, 't-down', false)).status).toBe(200);
    expect((await loanDetails(url, 't-other', true)).status).toBe(200);
    expect((await fetch(`${url}${SERVER_FAULTS_PATH}?token=t-down&fault=none`, { method: 'POST' })).status).toBe(204);
    expect((await loanDetails(url, 't-down', true)).status).toBe(200);
  });

  it("holds the server's call of a token armed slow, then answers it", async () => {
    const { url } = await gateway(true);
    await fetch(`${url}${SERVER_FAULTS_PATH}?token=t-slow&fault=slow`, { method: 'POST' });
    const started = performance.now();
    const reply = await loanDetails(url, 't-slow', true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(((await reply.json()) as { success: boolean }).success).toBe(true);
  });

  it('refuses an arming it cannot read, and has no such address unless asked for', async () => {
    const armed = await gateway(true);
    expect((await fetch(`${armed.url}${SERVER_FAULTS_PATH}?token=t&fault=later`, { method: 'POST' })).status).toBe(400);
    const plain = await gateway(false);
    expect((await fetch(`${plain.url}${SERVER_FAULTS_PATH}?token=t&fault=down`, { method: 'POST' })).status).toBe(404);
    expect((await loanDetails(plain.url, 't', true)).status).toBe(200);
  });
});
