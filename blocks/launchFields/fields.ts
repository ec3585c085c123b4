/**
 * The launch parameters as the fields show them: every name of LAUNCH_KEYS (the one list) with a
 * string value, device parameters first, then the tracking set.
 */
import { CREDENTIAL_KEYS, LAUNCH_KEYS, TRACKING_KEYS, type LaunchKey } from '../../renderer/contract/launch.ts';

export type FieldValues = Record<LaunchKey, string>;

const tracking = new Set<string>(TRACKING_KEYS);
export const DEVICE_KEYS: readonly LaunchKey[] = LAUNCH_KEYS.filter((key) => !tracking.has(key));
export { TRACKING_KEYS };

/** The parameters with a fixed set of values (CONTRACT §3): shown as a choice instead of free text. */
export const CHOICES: Partial<Record<LaunchKey, readonly string[]>> = {
  platform: ['ios', 'android'],
  languageType: ['0', '1'],
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Every launch parameter with its value from `input` ('' when missing); other names are dropped. */
export function fieldValues(input: unknown): FieldValues {
  const record = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const out = {} as FieldValues;
  for (const key of LAUNCH_KEYS) out[key] = Object.hasOwn(record, key) ? text(record[key]) : '';
  return out;
}

/** The empty fields take their demo value; what was typed stays. */
export function withDemo(values: FieldValues, demo: unknown): FieldValues {
  const demoValues = fieldValues(demo);
  const out = { ...values };
  for (const key of LAUNCH_KEYS) if (out[key] === '') out[key] = demoValues[key];
  return out;
}

/** A choice's options: its fixed values, plus a value the session holds that is not one of them (kept, not lost). */
export function choiceOptions(key: LaunchKey, current: string): readonly string[] {
  const fixed = CHOICES[key] ?? [];
  return current === '' || fixed.includes(current) ? fixed : [...fixed, current];
}

const credentials = new Set<string>(CREDENTIAL_KEYS);

/** The token and the session: shown masked, never in full. */
export function isCredential(key: LaunchKey): boolean {
  return credentials.has(key);
}

/** The shortest credential whose last four characters are shown: a shorter one would give most of itself away. */
const SHOWN_FROM = 12;

/**
 * A credential as the screen shows it: bullets, and the last four characters of a long one (enough to tell two apart).
 */
export function masked(value: string): string {
  if (value === '') return '';
  return value.length >= SHOWN_FROM ? `••••${value.slice(-4)}` : '••••';
}
