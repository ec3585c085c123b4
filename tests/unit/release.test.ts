// @vitest-environment node
/** The build's release id (renderer/toolchain/vite/release.ts): the operator's RELEASE, else the commit. */
import { describe, expect, it } from 'vitest';
import { releaseId } from '../../renderer/toolchain/vite/release.ts';

describe('releaseId', () => {
  it("takes the pipeline's RELEASE as it is", () => {
    expect(releaseId({ RELEASE: 'v2.14.0-rc.1' })).toBe('v2.14.0-rc.1');
  });

  it('refuses a RELEASE that could not go into a file name, a header or a log line as it is', () => {
    for (const bad of ['../x', 'a b', 'a\nb', '-x', 'x'.repeat(65)])
      expect(() => releaseId({ RELEASE: bad }), bad).toThrow(/RELEASE=.*expected 1 to 64 letters/s);
  });

  it('is the commit built from otherwise (this checkout has one)', () => {
    expect(releaseId({})).toMatch(/^[0-9a-f]{12}(?:-modified)?$/);
  });
});
