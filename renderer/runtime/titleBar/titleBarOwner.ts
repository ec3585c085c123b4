/**
 * Who draws the title bar (CONTRACT §6): the app by default; a native host that draws its own
 * says so with the launch option `titleBar=host` (kept for the browsing session; `titleBar=app`
 * takes it back), or a deployment does for all its launches (`hostTitleBar`).
 */
import type { TitleBarOwner } from '../../contract/visit.ts';
import { sessionOption } from '../launch/sessionOption.ts';

export function titleBarOwner(
  url: URL,
  session: Storage | undefined,
  deploymentDefault: boolean | undefined,
): TitleBarOwner {
  return (
    sessionOption<TitleBarOwner>(url, session, 'titleBar', ['app', 'host']) ?? (deploymentDefault ? 'host' : 'app')
  );
}
