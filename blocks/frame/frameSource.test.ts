// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frameSource } from './frameSource.ts';

const PAGE = 'https://app.kilat.example';
const TRUSTED = ['https://pay.kilatdana.example'];
const judge = (src: unknown, allowed: readonly unknown[] = TRUSTED, page = PAGE) => frameSource(src, page, allowed);

describe('frameSource: what may be framed', () => {
  it('a document on the page’s own origin, absolute or as a path', () => {
    expect(judge('https://app.kilat.example/loanAgreement?productId=2')).toBe(
      'https://app.kilat.example/loanAgreement?productId=2',
    );
    expect(judge('/loanAgreement?productId=2#terms')).toBe('https://app.kilat.example/loanAgreement?productId=2#terms');
    // Relative to the origin, not to whatever page the block is on.
    expect(judge('docs/policy.html')).toBe('https://app.kilat.example/docs/policy.html');
    expect(judge('./policy.html')).toBe('https://app.kilat.example/policy.html');
    expect(judge('?v=1')).toBe('https://app.kilat.example/?v=1');
  });

  it('a document on an allowed origin, with its path and query kept', () => {
    expect(judge('https://pay.kilatdana.example/agreements/loan.html?lang=id')).toBe(
      'https://pay.kilatdana.example/agreements/loan.html?lang=id',
    );
    expect(judge('HTTPS://PAY.KilatDana.example/a')).toBe('https://pay.kilatdana.example/a');
    expect(judge('https://pay.kilatdana.example:443/a')).toBe('https://pay.kilatdana.example/a');
  });

  it('an allowed origin written with a trailing slash, a path or spaces still counts as that origin', () => {
    const doc = 'https://pay.kilatdana.example/doc';
    expect(judge(doc, ['https://pay.kilatdana.example/'])).toBe(doc);
    expect(judge(doc, ['https://pay.kilatdana.example/some/path'])).toBe(doc);
    expect(judge(doc, [' https://pay.kilatdana.example '])).toBe(doc);
  });

  it('another origin is refused, however close its name', () => {
    expect(judge('https://evil.example/agreement')).toBeNull();
    expect(judge('https://pay.kilatdana.example.evil.example/a')).toBeNull();
    expect(judge('https://evilpay.kilatdana.example/a')).toBeNull();
    expect(judge('https://kilatdana.example/a')).toBeNull();
    // Same host, other scheme or port: another origin.
    expect(judge('http://pay.kilatdana.example/a')).toBeNull();
    expect(judge('https://pay.kilatdana.example:8443/a')).toBeNull();
    expect(judge('http://app.kilat.example/a')).toBeNull();
  });

  it('protocol-relative and backslash addresses are other origins', () => {
    expect(judge('//evil.example/agreement')).toBeNull();
    expect(judge('\\\\evil.example/agreement')).toBeNull();
    expect(judge('/\\evil.example/agreement')).toBeNull();
    expect(judge('///evil.example/agreement')).toBeNull();
    // The same forms pointing at an allowed origin are fine (the page is https).
    expect(judge('//pay.kilatdana.example/doc')).toBe('https://pay.kilatdana.example/doc');
  });

  it('scripts, inline data and local objects are refused, even when they carry a trusted origin', () => {
    expect(judge('javascript:alert(1)')).toBeNull();
    expect(judge('JaVaScRiPt:alert(1)')).toBeNull();
    expect(judge('data:text/html,<script>alert(1)</script>')).toBeNull();
    // blob: URLs report the origin that made them: the scheme has to be refused first.
    expect(judge('blob:https://app.kilat.example/5d7f0c2e-1e8b-4a43-9d2f-0d6f1b1f9a11')).toBeNull();
    expect(judge('about:blank')).toBeNull();
    expect(judge('about:srcdoc')).toBeNull();
    expect(judge('file:///etc/passwd')).toBeNull();
    expect(judge('vbscript:msgbox(1)')).toBeNull();
    expect(judge('filesystem:https://app.kilat.example/temporary/x')).toBeNull();
    expect(judge('view-source:https://app.kilat.example/')).toBeNull();
    expect(judge('ftp://app.kilat.example/doc')).toBeNull();
    expect(judge('mailto:cs@kilat.example')).toBeNull();
  });

  it('user names and passwords in the address are refused (https://trusted@evil reads as trusted)', () => {
    expect(judge('https://pay.kilatdana.example@evil.example/agreement')).toBeNull();
    expect(judge('https://app.kilat.example:pw@evil.example/')).toBeNull();
    // Even towards a trusted host: the frame would not load, and the address misleads.
    expect(judge('https://evil.example@pay.kilatdana.example/agreement')).toBeNull();
    expect(judge('https://user:secret@app.kilat.example/doc')).toBeNull();
    expect(judge('https://:secret@app.kilat.example/doc')).toBeNull();
  });

  it('tabs, newlines and spaces cannot smuggle a scheme or a host past the check', () => {
    expect(judge('java\tscript:alert(1)')).toBeNull();
    expect(judge('java\nscript:alert(1)')).toBeNull();
    expect(judge(' \t javascript:alert(1)')).toBeNull();
    expect(judge('\u0000javascript:alert(1)')).toBeNull();
    expect(judge('https://pay.kilatdana.example\t.evil.example/a')).toBeNull();
    expect(judge('/\t/evil.example/a')).toBeNull();
    // The parser's reading is the one loaded: a trusted address split by a tab loads as itself.
    expect(judge('  https://pay.kilat\tdana.example/doc\n')).toBe('https://pay.kilatdana.example/doc');
  });

  it('malformed, blank and non-text sources are refused', () => {
    expect(judge('')).toBeNull();
    expect(judge('   ')).toBeNull();
    expect(judge('https://')).toBeNull();
    expect(judge('https://exa mple.com/')).toBeNull();
    expect(judge('http://[::1')).toBeNull();
    expect(judge(undefined)).toBeNull();
    expect(judge(null)).toBeNull();
    expect(judge(42)).toBeNull();
    expect(judge({ href: 'https://app.kilat.example/' })).toBeNull();
  });

  it('only the page’s own origin counts when the list is empty or holds junk', () => {
    expect(judge('https://pay.kilatdana.example/doc', [])).toBeNull();
    expect(
      judge('https://pay.kilatdana.example/doc', [
        'pay.kilatdana.example',
        'not a url',
        42,
        null,
        'javascript:alert(1)',
        '*',
      ]),
    ).toBeNull();
    expect(judge('/doc', [])).toBe('https://app.kilat.example/doc');
  });

  it('without a usable page origin, paths do not resolve and only allowed absolute addresses show', () => {
    expect(judge('/doc', TRUSTED, 'null')).toBeNull();
    expect(judge('/doc', TRUSTED, '')).toBeNull();
    expect(judge('https://pay.kilatdana.example/doc', TRUSTED, 'null')).toBe('https://pay.kilatdana.example/doc');
    // An origin given with a trailing slash is still that origin.
    expect(judge('/doc', [], 'https://app.kilat.example/')).toBe('https://app.kilat.example/doc');
  });

  it('property: whatever the text, a result is an http(s) URL on an allowed origin with no credentials', () => {
    const pieces = fc.constantFrom(
      'https://',
      'http://',
      '//',
      '/',
      '\\',
      '@',
      ':',
      '\t',
      '\n',
      ' ',
      'javascript:',
      'data:',
      'blob:',
      'evil.example',
      'pay.kilatdana.example',
      'app.kilat.example',
      '.',
      '#',
      '?',
      'a',
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
        (src) => {
          const result = judge(src);
          if (result === null) return;
          const url = new URL(result);
          expect(['https://app.kilat.example', 'https://pay.kilatdana.example']).toContain(url.origin);
          expect(url.username + url.password).toBe('');
          // Parsing the result again gives the same address: what was judged is what loads.
          expect(url.href).toBe(result);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
