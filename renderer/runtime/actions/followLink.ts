/**
 * Carries out a safe-link decision: the app's own pages open in place (the launch parameters are
 * already in the session, so the token never enters the address bar), other web pages load in the
 * window with what the link rule gave them, non-web links go to the host, refused links say so.
 */
import type { Services } from '../../contract/services.ts';
import { translate } from '../i18n/translate.ts';
import { isLaunchKey } from '../launch/launchParams.ts';
import type { LinkDecision } from '../links/safeLink.ts';

interface OpenContext {
  services: Services;
  navigate: (to: string, replace: boolean) => void;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export function followLink(decision: LinkDecision, { services, navigate, replace = false }: OpenContext): void {
  switch (decision.kind) {
    case 'refused':
      services.toast.show(translate(services.messages, 'errors.link'));
      return;
    case 'host':
      services.bridge.send('openLink', { url: decision.url });
      return;
    case 'web': {
      if (decision.appRoute) {
        navigate(appAddress(decision.href), replace);
        return;
      }
      services.leave(decision.href, replace);
      return;
    }
  }
}

/**
 * One of the app's own screens as the app opens it: path, query and hash, without the launch parameters (the session
 * has them; the token never enters the address bar). A link to it (../actionHref.ts) is written the same.
 */
export function appAddress(href: string): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) if (isLaunchKey(key)) url.searchParams.delete(key);
  return url.pathname + url.search + url.hash;
}
