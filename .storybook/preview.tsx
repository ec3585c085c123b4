/**
 * Every story runs inside the app's providers for the brand, market and language picked in the
 * toolbar (stories/runtime.tsx), against the fake gateway served by MSW (stories/gateway.ts).
 */
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { gatewayHandlers, resetGatewayState, startGatewayWorker } from '../stories/gateway.ts';
import { loadingStore } from '../renderer/ui/loading.ts';
import { globalTypes, initialGlobals, runtimeLoader, withRuntime } from '../stories/runtime.tsx';

const preview: Preview = {
  globalTypes,
  initialGlobals,
  loaders: [mswLoader(startGatewayWorker), runtimeLoader],
  beforeEach: () => {
    resetGatewayState();
    // The one loading indicator counts calls in flight: a call the previous story held forever
    // (a waiting state) must not keep it up in the next one.
    loadingStore.set(0);
  },
  decorators: [withRuntime],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Named groups: a story replaces `faults` (listed first, so it wins) and keeps the fake for the rest.
    msw: { handlers: { faults: [], gateway: gatewayHandlers } },
  },
};

export default preview;
