/**
 * The demo gateway honours Idempotency-Key (CONTRACT §4) on the calls that move money or create a
 * record: a request whose key it has seen gets the first reply again, marked Idempotent-Replayed,
 * and changes nothing — never a second payment, order, complaint or registration for one attempt,
 * also when the second request arrives while the first is still being done (it waits for it), or
 * carries a token handed out on a later visit (the key is the attempt, not its parameters).
 */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { GatewayState } from './state.ts';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;
type Stored = { status: number; body: unknown };

/** The requests being done, by path and key, per gateway state. */
const inFlight = new WeakMap<GatewayState, Map<string, Promise<Stored | null>>>();

const replay = ({ status, body }: Stored) =>
  HttpResponse.json(body as never, { status, headers: { 'Idempotent-Replayed': 'true' } });

export function idempotent(state: GatewayState, resolver: Resolver): Resolver {
  return async (info) => {
    const key = info.request.headers.get('Idempotency-Key');
    if (!key) return resolver(info);
    const id = `${new URL(info.request.url).pathname} ${key}`;
    const first = state.replies.get(id);
    if (first) return replay(first);
    const running = inFlight.get(state) ?? new Map<string, Promise<Stored | null>>();
    inFlight.set(state, running);
    const earlier = running.get(id);
    if (earlier) {
      const stored = await earlier;
      if (stored) return replay(stored);
    }
    const done = (async (): Promise<{ response: unknown; stored: Stored | null }> => {
      const response = await resolver(info);
      if (!(response instanceof Response)) return { response, stored: null };
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      const stored = { status: response.status, body };
      state.replies.set(id, stored);
      return { response, stored };
    })();
    running.set(
      id,
      done.then(
        ({ stored }) => stored,
        () => null,
      ),
    );
    try {
      return (await done).response as Awaited<ReturnType<Resolver>>;
    } finally {
      running.delete(id);
    }
  };
}
