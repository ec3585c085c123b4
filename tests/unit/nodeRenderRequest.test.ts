// @vitest-environment node
/**
 * One page request answered by the entry (renderer/server/node/renderRequest.ts), when the entry fails: a 500 logged
 * without the address's query, a connection cut when half a page has left, and the render stopped when the borrower
 * (or nginx) goes away.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closeStarted, parsed, send, serve, text, type LogLines } from './nodeHarness.ts';

afterEach(closeStarted);

describe('when the entry fails', () => {
  it('answers 500 (nginx then serves the static page) and logs the failure, never the query with its token', async () => {
    const log: LogLines = [];
    const server = await serve(
      {
        fetch(request) {
          throw new Error(`cannot render ${request.url}`);
        },
      },
      log,
    );
    const response = await send(server.url, { path: '/loanDetails?token=secret-token&session=secret-session' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['cache-control']).toBe('no-store');
    await text(response);
    await expect.poll(() => log).toHaveLength(1);
    expect(parsed(log)[0]).toMatchObject({
      level: 'error',
      method: 'GET',
      status: 500,
      outcome: 'error',
      error: expect.stringMatching(/cannot render http:\/\/[^/]+\/loanDetails\?…/),
    });
    expect(log[0]).not.toMatch(/secret|token=/);
  });

  it('cuts the connection when the body fails half-way, so nobody takes half a page for a whole one', async () => {
    const log: LogLines = [];
    const server = await serve(
      {
        fetch() {
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode('<h1>half'));
              setTimeout(() => controller.error(new Error('gateway reply lost')), 10);
            },
          });
          return new Response(body);
        },
      },
      log,
    );
    const response = await send(server.url, { path: '/loanDetails?token=abc' });
    await expect(text(response)).rejects.toThrow(/aborted/);
    await expect
      .poll(() => parsed(log))
      .toEqual([
        expect.objectContaining({
          outcome: 'error',
          status: 200,
          error: expect.stringContaining('gateway reply lost'),
        }),
      ]);
    expect(log.join('\n')).not.toContain('token=abc');
  });

  it('stops the render when the borrower (or nginx) goes away, and logs it as abandoned', async () => {
    let signal: AbortSignal | undefined;
    const log: LogLines = [];
    const server = await serve(
      {
        fetch(request) {
          signal = request.signal;
          return new Promise<Response>((resolve) =>
            request.signal.addEventListener('abort', () => resolve(new Response(''))),
          );
        },
      },
      log,
    );
    const req = httpRequest(`${server.url}/loanDetails`);
    req.on('error', () => {});
    req.end();
    await expect.poll(() => signal).toBeDefined();
    req.destroy();
    await expect.poll(() => signal!.aborted).toBe(true);
    await expect.poll(() => parsed(log)).toEqual([expect.objectContaining({ level: 'warn', outcome: 'aborted' })]);
  });
});
