/**
 * The demo's pretend native host (only where the deployment builds the developer test page, and
 * only for a visit the test page opened with `host=demo`): it receives the bridge messages a real
 * app would, says what it got, and does what the app would do with closeWebview and goHome —
 * close the screen, which in the demo returns to the test page. Loaded in its own chunk.
 */
import type { Services } from '../contract/services.ts';
import { translate } from '../runtime/i18n/translate.ts';

interface HostWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

export function installDemoHost(services: Services, home: string, win: HostWindow & Window = window): void {
  if (win.ReactNativeWebView) return;
  win.ReactNativeWebView = {
    postMessage(message: string) {
      let action = '';
      try {
        action = String((JSON.parse(message) as { action?: unknown }).action ?? '');
      } catch {
        return;
      }
      services.toast.show(translate(services.messages, 'demoHost.got', { action }));
      if (action === 'closeWebview' || action === 'goHome') services.leave(home);
    },
  };
}
