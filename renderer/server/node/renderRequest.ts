/**
 * One page request answered by the entry: entry.fetch for it, its answer streamed back as it comes, the render stopped
 * when the borrower (or nginx) leaves, and a 500 of the adapter's own when the entry fails (nginx then serves the
 * static shell). Stateless (no session, no cache): the adapter scales by running more of it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { requestLogger, withoutQuery } from '../observability.ts';
import { readServerTiming } from '../protocol.ts';
import { sendResponse, toRequest } from './fetchBridge.ts';
import { OWN_ANSWER_HEADERS } from './ownAnswer.ts';
import type { RenderEntry, RenderEnv } from '../protocol.ts';
import { requestRecorder, type Seen } from './requestLog.ts';

/** entry.fetch for one request, its answer streamed; a 500 (nginx then serves the static shell) when it fails. */
export async function renderRequest(
  entry: RenderEntry,
  env: RenderEnv,
  req: IncomingMessage,
  res: ServerResponse,
  seen: Seen,
): Promise<void> {
  const aborted = new AbortController();
  // The borrower gone (or nginx timed out): the render and its gateway calls stop too.
  res.once('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  try {
    const response = await entry.fetch(toRequest(req, aborted.signal, seen.requestId), env);
    seen.timing = readServerTiming(response.headers.get('server-timing'));
    await sendResponse(response, res, req.method);
  } catch (error) {
    if (aborted.signal.aborted) return;
    seen.failure = withoutQuery(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (!res.headersSent) {
      res.writeHead(500, OWN_ANSWER_HEADERS);
      res.end('The page could not be rendered.\n');
    } else {
      // Half a page already left: cut the connection so nobody takes it for a whole one.
      res.destroy();
    }
  }
}

/** The request handler alone (`RENDER=server npm start`'s preview): entry.fetch for every request, each logged. */
export function renderHandler(
  entry: RenderEntry,
  env: RenderEnv,
  logger: Logger = requestLogger(),
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const recorder = requestRecorder(logger);
  return (req, res) => renderRequest(entry, env, req, res, recorder.begin(req, res));
}
