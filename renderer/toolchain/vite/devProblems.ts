/**
 * `npm run dev`'s problems panel: the lines `npm run validate` prints (the same Problem list, the
 * same formatter), shown at the foot of the open page while a page schema, a deployment, a flow or
 * a catalogue has a mistake; the page above keeps its last good version. A dev-only module the
 * plugin adds to index.html; plain DOM (never the app's React), text only (never HTML).
 */
import { formatProblem, type Problem } from '../problems/problems.ts';

/** The custom HMR event that carries the lines. */
export const PROBLEMS_EVENT = 'loan-pages:problems';
/** The virtual module of the panel, and the address index.html loads it by. */
export const PANEL_MODULE = 'virtual:loan-pages-dev-panel';
export const PANEL_URL = `/@id/__x00__${PANEL_MODULE}`;

/** What the panel receives: every line validate prints, and whether the page shows the last good version. */
export interface ProblemsReport {
  lines: string[];
  /** The page is the last version that validated (true while there are problems since the server started clean). */
  stale: boolean;
}

/** The one way the dev server words problems: as `npm run validate` prints them. */
export function problemsReport(problems: readonly Problem[], stale: boolean): ProblemsReport {
  return { lines: problems.map(formatProblem), stale };
}

/** The panel's browser code, with the report as the server knew it when the page loaded. */
export function panelModule(report: ProblemsReport): string {
  return `
const initial = ${JSON.stringify(report)};
let panel;
function show({ lines, stale }) {
  panel?.remove();
  panel = undefined;
  if (!lines.length) return;
  panel = document.createElement('section');
  panel.setAttribute('aria-label', 'Problems');
  Object.assign(panel.style, {
    position: 'fixed', left: '0', right: '0', bottom: '0', zIndex: '2147483647', maxHeight: '45vh', overflow: 'auto',
    background: '#1e1e1e', color: '#f8f8f2', font: '12px/1.5 ui-monospace, Menlo, Consolas, monospace',
    borderTop: '3px solid #ff5f56', padding: '8px 12px', boxShadow: '0 -4px 16px rgba(0,0,0,.4)',
  });
  const heading = document.createElement('h2');
  Object.assign(heading.style, { font: 'bold 13px system-ui, sans-serif', margin: '0 0 6px' });
  heading.textContent = lines.length + (lines.length === 1 ? ' problem' : ' problems') + ' (npm run validate)' +
    (stale ? ': the page shows the last version without problems' : '');
  const hide = document.createElement('button');
  hide.type = 'button';
  hide.textContent = 'Hide';
  Object.assign(hide.style, { float: 'right', font: '12px system-ui, sans-serif' });
  hide.addEventListener('click', () => { panel?.remove(); panel = undefined; });
  const list = document.createElement('ul');
  Object.assign(list.style, { margin: '0', padding: '0', listStyle: 'none' });
  for (const line of lines) {
    const item = document.createElement('li');
    item.textContent = line;
    Object.assign(item.style, { whiteSpace: 'pre-wrap', wordBreak: 'break-word', padding: '2px 0', borderBottom: '1px solid #333' });
    list.append(item);
  }
  panel.append(hide, heading, list);
  document.body.append(panel);
}
show(initial);
if (import.meta.hot) import.meta.hot.on(${JSON.stringify(PROBLEMS_EVENT)}, show);
`;
}
