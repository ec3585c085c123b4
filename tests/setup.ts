import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits for the demo gateway's replies; a busy CI machine can need more than the 1 s default.
configure({ asyncUtilTimeout: 4000 });

// The component files share their worker's document (vite.config.ts: isolate off), so each test leaves it as the
// next one expects a fresh one: nothing mounted or appended, no storage, title, language or address carried over.
// The toast and the loading indicator are each app's own (renderer/runtime/app/createServices.ts): nothing to reset.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  for (const attribute of [...document.body.attributes]) document.body.removeAttribute(attribute.name);
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
