/**
 * The native host's bridge (CONTRACT §5): the messages a page may send and the one module that
 * sends them (renderer/runtime/bridge/bridge.ts), behind its guard.
 */
export type BridgeAction =
  'closeWebview' | 'goProduct' | 'goHome' | 'goRate' | 'confirmEvent' | 'closeRepayDialog' | 'openLink';

export const BRIDGE_ACTIONS: readonly BridgeAction[] = [
  'closeWebview',
  'goProduct',
  'goHome',
  'goRate',
  'confirmEvent',
  'closeRepayDialog',
  'openLink',
];

export interface Bridge {
  hasHost(): boolean;
  /** Returns true when a host received the message. */
  send(action: BridgeAction, data?: Record<string, unknown>): boolean;
}
