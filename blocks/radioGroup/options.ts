/** One option as the group shows it, whatever shape it came in. */
export interface RadioOption {
  /** The option's own value, type unchanged (sent back in select). */
  value: unknown;
  title: string;
  description: string;
  /** The option as given (an object from the server, or a plain string). */
  option: unknown;
}

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * Objects give value, title and description from their keys; a plain string (a market name:
 * ALFAMART) is its own value and title. A missing options list shows none.
 */
export function readOptions(
  options: unknown,
  valueKey: string,
  titleKey: string,
  descriptionKey: string | undefined,
): RadioOption[] {
  if (!Array.isArray(options)) return [];
  return options.map((option: unknown) => {
    if (option !== null && typeof option === 'object') {
      const record = option as Record<string, unknown>;
      return {
        value: record[valueKey],
        title: asText(record[titleKey]),
        description: descriptionKey ? asText(record[descriptionKey]) : '',
        option,
      };
    }
    return { value: option, title: asText(option), description: '', option };
  });
}

/** Values arrive as numbers from one call and as strings from another (or the query): compare as text. */
export function isChosen(value: unknown, selected: unknown): boolean {
  if (selected === null || selected === undefined || value === null || value === undefined) return false;
  return String(value) === String(selected);
}
