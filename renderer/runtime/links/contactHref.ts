/** Builds the contact address from server or config text: only what a number or address may hold. */
export function contactHref(kind: 'tel' | 'mailto', value: string): string | null {
  const trimmed = value.trim();
  if (kind === 'tel') {
    const digits = trimmed.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
    return /\d{3,}/.test(digits) ? `tel:${digits}` : null;
  }
  return /^[^@\s/?#:]+@[^@\s/?#:]+\.[^@\s/?#:]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}
