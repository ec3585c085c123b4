/**
 * Puts text on the clipboard: the Clipboard API where the page may use it (a secure page, a
 * webview that allows it), else the old way (select a hidden field, execCommand('copy')), which
 * many Android webviews still need. Says whether it worked; never throws.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the old way.
  }
  return copyBySelection(text);
}

function copyBySelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const field = document.createElement('textarea');
  field.value = text;
  // Read-only keeps the phone keyboard closed; 16px keeps iOS from zooming; off-screen, not display:none (that cannot
  // be selected).
  field.setAttribute('readonly', '');
  field.setAttribute('aria-hidden', 'true');
  field.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px;';
  document.body.append(field);
  try {
    field.focus({ preventScroll: true });
    field.select();
    field.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    // The copy button keeps the focus (the field took it for a moment).
    before?.focus({ preventScroll: true });
  }
}
