// @vitest-environment happy-dom
/**
 * Boot's adoption of the server's data (renderer/browser/adoptServerState.ts): only for this visit's language, market
 * and borrower; another borrower's data (the server read a launch cookie another tab replaced) is dropped.
 */
import { QueryClient, dehydrate } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { adoptServerState } from '../../renderer/browser/adoptServerState.ts';
import { SERVER_STATE_ID, type ServerState } from '../../renderer/contract/serverState.ts';
import { borrowerKey } from '../../renderer/runtime/launch/borrower.ts';

function documentWith(state: ServerState): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_STATE_ID;
  script.textContent = JSON.stringify(state);
  doc.body.append(script);
  return doc;
}

/** What the server's cache held: loan details' data, dehydrated as the server does. */
const QUERIES = (() => {
  const server = new QueryClient();
  server.setQueryData(['loanDetails', 'loan'], { orderId: '10174' });
  return dehydrate(server);
})();

function adopt(state: ServerState, token: string, revisited = false) {
  const queryClient = new QueryClient();
  const earlyQueries = new Set<string>();
  const adopted = adoptServerState(documentWith(state), {
    language: 'en',
    marketKey: 'in',
    launch: { token },
    queryClient,
    services: { earlyQueries },
    revisited,
  });
  return { adopted, data: queryClient.getQueryData(['loanDetails', 'loan']), earlyQueries };
}

describe("the server's data in the browser", () => {
  it('is adopted for the borrower it was rendered for', () => {
    const { adopted, data, earlyQueries } = adopt(
      { language: 'en', marketKey: 'in', queries: QUERIES, borrower: borrowerKey({ token: 'tok-a' }) },
      'tok-a',
    );
    expect(adopted).toBe(true);
    expect(data).toEqual({ orderId: '10174' });
    expect([...earlyQueries]).toEqual(['["loanDetails","loan"]']);
  });

  it("come back by the back or forward button (maybe the browser's kept copy), is shown and asked for again as the page mounts", () => {
    const { adopted, data, earlyQueries } = adopt(
      { language: 'en', marketKey: 'in', queries: QUERIES, borrower: borrowerKey({ token: 'tok-a' }) },
      'tok-a',
      true,
    );
    expect(adopted).toBe(true);
    expect(data).toEqual({ orderId: '10174' });
    expect([...earlyQueries]).toEqual([]);
  });

  it("is dropped when it is another borrower's: nothing of it in this visit's cache", () => {
    const { adopted, data } = adopt(
      { language: 'en', marketKey: 'in', queries: QUERIES, borrower: borrowerKey({ token: 'tok-b' }) },
      'tok-a',
    );
    expect(adopted).toBe(false);
    expect(data).toBeUndefined();
  });

  it("is adopted when it holds no borrower's data (a public page)", () => {
    expect(adopt({ language: 'en', marketKey: 'in', queries: { mutations: [], queries: [] } }, 'tok-a').adopted).toBe(
      true,
    );
  });
});
