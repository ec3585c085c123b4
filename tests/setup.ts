import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadingStore } from '../renderer/ui/loading.ts';
import { toastStore } from '../renderer/ui/toast.ts';

// findBy* waits for the fake gateway's replies; a busy CI machine can need more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // The toast and the loading indicator are app-wide stores: one test's leftovers must not show in the next.
  toastStore.set(null);
  loadingStore.set(0);
});
