import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits for the demo gateway's replies; a busy CI machine can need more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// The toast and the loading indicator are each app's own (renderer/runtime/app/createServices.ts): nothing to reset.
afterEach(() => {
  cleanup();
});
