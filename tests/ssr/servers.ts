/**
 * The server-rendering tests' servers (playwright.ssr.config.ts starts them): `RENDER=server npm start` of kilat's
 * demo build; the same build whose renderer never waits for the gateway; lumen's. E2E_PORT_BASE moves them.
 */
export const PORT = Number(process.env.E2E_PORT_BASE ?? 4300) + 81;
export const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The same build whose renderer never waits for the gateway (RENDER_BUDGET_MS=0): always over the budget. */
export const LATE_PORT = PORT + 1;
/** lumen's build, rendered on the server: its demo experiment (lumen-<topic>.spec.ts), its screens' accessibility. */
export const LUMEN_PORT = PORT + 2;
export const LUMEN_ORIGIN = `http://127.0.0.1:${LUMEN_PORT}`;
