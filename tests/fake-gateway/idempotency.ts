/**
 * The demo gateway honours Idempotency-Key (CONTRACT §4) on the calls that move money or create a
 * record: a request whose key it has seen gets the first reply again, marked Idempotent-Replayed,
 * and changes nothing — never a second payment, order, complaint or registration for one attempt.
 */
import { HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { GatewayState } from './state.ts';

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

export function idempotent(state: GatewayState, resolver: Resolver): Resolver {
  return async (info) => {
    const key = info.request.headers.get('Idempotency-Key');
    if (!key) return resolver(info);
    const id = `${new URL(info.request.url).pathname} ${key}`;
    const first = state.replies.get(id);
    if (first) return HttpResponse.json(first.body as never, { status: first.status, headers: { 'Idempotent-Replayed': 'true' } });
    const response = await resolver(info);
    if (response instanceof Response) {
      const body: unknown = await response.clone().json().catch(() => null);
      state.replies.set(id, { status: response.status, body });
    }
    return response;
  };
}
