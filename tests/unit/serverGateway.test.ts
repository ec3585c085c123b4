// @vitest-environment node
/**
 * Where the server renderer sends a gateway call (renderer/server/serverGateway.ts): the path below the deployment's
 * gateway base, below GATEWAY_URL, joined as URLs whichever form each has; nothing outside the base leaves.
 */
import { describe, expect, it } from 'vitest';
import { serverAddress } from '../../renderer/server/serverGateway.ts';

const call = (base: string, gatewayUrl: string | undefined, url: string) =>
  serverAddress(url, new URL(base, 'https://app.example/'), gatewayUrl ? new URL(gatewayUrl) : undefined);

describe("a gateway call's address on the server", () => {
  it('keeps the path below a relative base, below GATEWAY_URL with or without a path (and a trailing slash)', () => {
    const url = 'https://app.example/gateway/v3/loan-details/loan-details?token=t&orderId=1';
    expect(call('/gateway', 'http://gateway.internal:8080', url)).toBe(
      'http://gateway.internal:8080/v3/loan-details/loan-details?token=t&orderId=1',
    );
    expect(call('/gateway/', 'http://gateway.internal:8080/', url)).toBe(
      'http://gateway.internal:8080/v3/loan-details/loan-details?token=t&orderId=1',
    );
    expect(call('/gateway', 'http://gateway.internal/api/v1', url)).toBe(
      'http://gateway.internal/api/v1/v3/loan-details/loan-details?token=t&orderId=1',
    );
    expect(call('/gateway', 'http://gateway.internal/api/v1/', url)).toBe(
      'http://gateway.internal/api/v1/v3/loan-details/loan-details?token=t&orderId=1',
    );
  });

  it('joins an absolute base with no path as a URL: "https://gw.lender.example/v3/…", never "…examplev3/…"', () => {
    const url = 'https://gw.lender.example/v3/loan-details/loan-details?token=t';
    expect(call('https://gw.lender.example', undefined, url)).toBe(url);
    expect(call('https://gw.lender.example', 'http://gateway.internal', url)).toBe(
      'http://gateway.internal/v3/loan-details/loan-details?token=t',
    );
    expect(call('https://gw.lender.example/', 'http://gateway.internal/gw', url)).toBe(
      'http://gateway.internal/gw/v3/loan-details/loan-details?token=t',
    );
  });

  it('sends nothing outside the base: another origin, or a path that only starts like it', () => {
    expect(
      call('/gateway', 'http://gateway.internal', 'https://elsewhere.example/gateway/v3/x?token=t'),
    ).toBeUndefined();
    expect(
      call('/gateway', 'http://gateway.internal', 'https://app.example/gateway-evil/v3/x?token=t'),
    ).toBeUndefined();
    expect(
      call('https://gw.lender.example', 'http://gateway.internal', 'https://gw.lender.example.evil/v3/x'),
    ).toBeUndefined();
  });
});
