/**
 * What the borrowers' phones report (docs/monitoring.md; renderer/browser/monitoring/): a deployment's
 * `monitoring` setting.
 */
export const monitoringSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['endpoint'],
  description:
    "What the borrowers' phones report (docs/monitoring.md): their vitals (LCP, INP, CLS, FCP, TTFB, rows on screen, taps working) and the app's failures, each with the route, brand, market, language, render mode, connection type and release, never anything personal; sent as one beacon when the page is hidden. Loaded after taps work. Absent or off: nothing is collected or sent.",
  properties: {
    enabled: {
      type: 'boolean',
      default: true,
      description: 'Send beacons (default on when monitoring is given): off keeps the setting and sends nothing.',
    },
    endpoint: {
      type: 'string',
      pattern: '^(?:/[^/\\\\]|https://)',
      description:
        "Where beacons are POSTed (text/plain JSON, no cookies, no credentials): a path under the gateway base (proxied with the app's cookies taken out) or an https address of a collector, added to the production policy's connect-src.",
    },
    sampleRate: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: 0.1,
      description: 'The share of page views whose vitals are sent (0 to 1, decided once per page view). Default 0.1.',
    },
    errorSampleRate: {
      type: 'number',
      minimum: 0,
      maximum: 1,
      default: 1,
      description: 'The share of page views whose failures are sent (0 to 1). Default 1: every failure.',
    },
    hostEvents: {
      type: 'boolean',
      default: false,
      description:
        "Also give each vital to the native host as the bridge's analytics event (confirmEvent, CONTRACT §5) inside a host. Default off.",
    },
  },
} as const;
