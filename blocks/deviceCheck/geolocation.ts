/** Asking the browser where the device is, and naming why it could not say. */

export type LocationFailure = 'denied' | 'unavailable' | 'unsupported' | 'timeout';

export interface Position {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
}

export type LocationResult = { ok: true; position: Position } | { ok: false; reason: LocationFailure; detail: string };

/** How long the browser may look before giving up (its own timer: the error says timeout). */
export const LOCATE_TIMEOUT_MS = 20_000;

/** GeolocationPositionError codes: 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT. */
export function failureOf(code: number): LocationFailure {
  if (code === 1) return 'denied';
  if (code === 3) return 'timeout';
  return 'unavailable';
}

export function locate(geolocation: Geolocation | undefined): Promise<LocationResult> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') {
    return Promise.resolve({ ok: false, reason: 'unsupported', detail: '' });
  }
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({
            ok: true,
            position: { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy },
          }),
        (error) => resolve({ ok: false, reason: failureOf(error.code), detail: error.message }),
        { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 0 },
      );
    } catch (error) {
      // An embedding that forbids geolocation can throw instead of calling back.
      resolve({ ok: false, reason: 'unsupported', detail: error instanceof Error ? error.message : '' });
    }
  });
}

/** At most six decimals (about 10 cm), without trailing zeros. */
export function degrees(value: number): string {
  return String(Number(value.toFixed(6)));
}

export function metres(value: number): string {
  return String(Number(value.toFixed(1)));
}
