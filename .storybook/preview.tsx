/**
 * Every story runs inside the app's providers for the brand, market and language picked in the
 * toolbar (stories/runtime.tsx), against the demo gateway served by MSW (stories/gateway.ts).
 */
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { gatewayHandlers, resetGatewayState, startGatewayWorker } from '../stories/gateway.ts';
import { globalTypes, initialGlobals, runtimeLoader, withRuntime } from '../stories/runtime.tsx';
// The catalogue's text in the font the repository ships, never the machine's (the screenshots depend on no installed
// font).
import './catalogueFont.css';

const preview: Preview = {
  globalTypes,
  initialGlobals,
  loaders: [mswLoader(startGatewayWorker), runtimeLoader],
  // Each story's app has its own loading indicator and toast (stories/runtime.tsx builds its services), so a call the
  // previous story held forever keeps nothing up in the next one.
  beforeEach: () => resetGatewayState(),
  decorators: [withRuntime],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Named groups: a story replaces `faults` (listed first, so it wins) and keeps the fake for the rest.
    msw: { handlers: { faults: [], gateway: gatewayHandlers } },
  },
};

export default preview;
