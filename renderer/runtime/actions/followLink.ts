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
  pageQuery: Record<string, string>;
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
      const url = new URL(decision.href);
      if (decision.appRoute) {
        for (const key of [...url.searchParams.keys()]) if (isLaunchKey(key)) url.searchParams.delete(key);
        navigate(url.pathname + url.search + url.hash, replace);
        return;
      }
      services.leave(url.href, replace);
      return;
    }
  }
}
