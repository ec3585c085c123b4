/**
 * What the borrower typed, ticked or chose on a server-rendered page before its script came (a borrower on 3G starts
 * writing a complaint, or ticks the consent box, as soon as the form is painted). Hydrating, React leaves such a
 * control as the borrower left it but takes the server's value as its state (and as the control's default), so the
 * page would send the server's value, and the next render would put it back on screen. The boot notes the controls
 * the borrower changed just before hydrating and, once the page works, hands each change to React as the event it
 * listens for, so every block's own handler takes it as typed (its limits and rules applied); the early tap, if any,
 * is made after (renderer/browser/earlyTaps.ts): a Submit tapped early sends what was typed.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A control the borrower changed before the script, and what they left in it. */
export interface EarlyInput {
  control: Control;
  value: string | boolean;
}

/** Inputs whose value is not the borrower's words or choice (a file cannot be set again by a script). */
const NOT_REPLAYED = new Set(['file', 'hidden', 'submit', 'reset', 'button', 'image']);

const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** What the borrower left in the control, if it is not what the server's markup put there. */
function borrowers(control: Control): string | boolean | undefined {
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected)
      ? control.value
      : undefined;
  // A radio the borrower left is the other side of the one chosen: only the chosen one is replayed.
  if (checkable(control))
    return control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked)
      ? control.checked
      : undefined;
  if (control instanceof HTMLInputElement && NOT_REPLAYED.has(control.type)) return undefined;
  return control.value !== control.defaultValue ? control.value : undefined;
}

/** The controls under `root` the borrower has changed, with what they hold: taken just before hydrating. */
export function takeEarlyInput(root: ParentNode): EarlyInput[] {
  return [...root.querySelectorAll<Control>('input, textarea, select')].flatMap((control) => {
    const value = borrowers(control);
    return value === undefined ? [] : [{ control, value }];
  });
}

/** The element's own `value` setter, which React's tracking of the element does not see. */
function setValueUnseen(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, value);
}

/**
 * Hands each change to the page, once (the list is emptied), as the event React listens for. React's tracking of the
 * control is first set to the other value, so React hears a change whatever it rendered since hydrating (a render puts
 * its own state back in the control, and a text's `defaultValue` is React's value: a text React already has is left).
 * A control React redrew (a mismatch) is gone, and its change with it.
 */
export function replayEarlyInput(early: EarlyInput[]): void {
  for (const { control, value } of early.splice(0)) {
    if (!control.isConnected || control.disabled) continue;
    if (typeof value === 'boolean') {
      if (!(control instanceof HTMLInputElement)) continue;
      control.checked = !value;
      control.click();
    } else if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (!control.readOnly && control.defaultValue !== value) {
      const focused = control.ownerDocument.activeElement === control;
      const [start, end] = [control.selectionStart, control.selectionEnd];
      control.value = control.defaultValue;
      setValueUnseen(control, value);
      control.dispatchEvent(new Event('input', { bubbles: true }));
      // The caret stays where the borrower left it, if they are still typing.
      if (focused && start !== null && end !== null && control.value === value) control.setSelectionRange(start, end);
    }
  }
}
