// @vitest-environment node
/**
 * `npm run validate` refuses what would hand the native host a link around the safe link rule or
 * the borrower's credentials (issue 20): a page's or a brand page patch's `bridge` action binding
 * launch.token / session / ids or naming a javascript:, "//host" or http: link; a deployment whose
 * hostSchemes list intent: or content:, whose links are "//host" or http:, or whose renamed route is
 * a "//" path. One line each, with file and JSON pointer.
 */
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../renderer/toolchain/project/project.ts';

const PAGE = 'tests/fixtures/bridge-around-links.json';
const DEPLOYMENT = 'tests/fixtures/unsafe-links-deployment.json';
const PRESS = '/body/1/children/1/on/press';

function problemsOf(file: string): { pointer: string; message: string }[] {
  return loadProject({ files: [file] })
    .problems.filter((problem) => problem.file === file)
    .map(({ pointer, message }) => ({ pointer, message }));
}

describe('a page whose bridge action goes around the link rule', () => {
  const problems = problemsOf(PAGE);
  const at = (pointer: string) =>
    problems.filter((problem) => problem.pointer === pointer).map((problem) => problem.message);

  it('refuses data bound to the launch token, session or the whole launch set', () => {
    expect(at(`${PRESS}/0/data/token`)).toEqual([
      expect.stringMatching(/may not carry the borrower's token, session or ids/),
    ]);
    expect(at(`${PRESS}/4/data/who`)).toHaveLength(1);
    expect(at(`${PRESS}/4/data/sid`)).toHaveLength(1);
    // The event name itself is fine.
    expect(at(`${PRESS}/4/data/event`)).toEqual([]);
  });

  it('refuses a javascript:, a "//host" and a plain http: link', () => {
    expect(at(`${PRESS}/1/data/url`)).toEqual([expect.stringMatching(/"javascript:.*" runs code in the page/)]);
    expect(at(`${PRESS}/2/data/url`)).toEqual([expect.stringMatching(/protocol-relative "\/\/host"/)]);
    expect(at(`${PRESS}/3/data/url`)).toEqual([expect.stringMatching(/plain http is neither private nor trusted/)]);
  });

  it('leaves a template link (judged when it runs) and an https link alone, and says nothing else', () => {
    expect(at(`${PRESS}/0/data/url`)).toEqual([]);
    expect(at(`${PRESS}/5/data/url`)).toEqual([]);
    expect(problems).toHaveLength(6);
  });
});

describe('a deployment that would hand the host unsafe links', () => {
  const problems = problemsOf(DEPLOYMENT);

  it('gets one line per refusal: intent: and content: schemes, "//host" and http: links, a "//" route, a page patch binding the token', () => {
    expect(problems.map((problem) => problem.pointer)).toEqual([
      '/hostSchemes/4',
      '/hostSchemes/5',
      '/links/delayPage',
      '/links/bindCardUrl',
      '/appDownloads/android',
      '/routes/loanDetails',
      '/pages/error/0/patch/onLoad/0/data/token',
    ]);
    expect(problems[0]!.message).toMatch(/"intent:" cannot be handed to the host/);
    expect(problems[1]!.message).toMatch(/"content:" cannot be handed to the host/);
    expect(problems[2]!.message).toMatch(/plain http:/);
    expect(problems[3]!.message).toMatch(/another origin in disguise/);
    expect(problems[5]!.message).toMatch(/read by a browser as another host/);
  });
});
