import type { FailureKind } from '../../contract/gateway.ts';

export type { FailureKind };

export class GatewayError extends Error {
  constructor(
    readonly kind: FailureKind,
    /** The server's own message (kind 'refused'), shown as text. */
    readonly serverMessage = '',
    readonly code: unknown = undefined,
    readonly status?: number,
  ) {
    super(serverMessage || kind);
    this.name = 'GatewayError';
  }
}

/** The catalogue key of the message for a failure (renderer/runtime/i18n/catalogues `errors.*`). */
export function failureMessageKey(kind: FailureKind): string {
  return `errors.${kind}`;
}
