// @vitest-environment node
/**
 * What a client sent, and a failure's message, made fit for a log line (renderer/server/observability.ts): escaped,
 * and with every query cut out.
 */
import { describe, expect, it } from 'vitest';
import { loggable, withoutQuery } from '../../renderer/server/observability.ts';

describe('a log line of the adapter', () => {
  it('logs what a client sent escaped: no line break, separator or control character reaches the log as it is', () => {
    expect(loggable('/loan\ndetails\r\u2028\u001b[31m')).toBe('/loan%0Adetails%0D%E2%80%A8%1B[31m');
    expect(loggable('/plain/path-1')).toBe('/plain/path-1');
    expect(loggable('/a\ud800b')).toBe('/a%EF%BF%BDb');
  });

  it('cuts any query out of a logged message', () => {
    expect(withoutQuery('fetch http://gw/v3/loan-details?token=t&session=s failed (at /x?y)')).toBe(
      'fetch http://gw/v3/loan-details?… failed (at /x?…)',
    );
  });
});
