/**
 * Hands what a shopper typed before the app took over the page, as the page's early-input
 * script (packages/shared/src/early-input.ts) noted it, to the app: the fields typed into get
 * an `input` event, so their state takes the text as if it had been typed now (a search runs),
 * a select gets its choice back and a file field announces its files. No click or submit is
 * held: before the app runs, forms post and links navigate as the browser does. Called once the
 * page is hydrated; later calls find nothing.
 */

export type EarlyInput = {
  fields: Element[];
  /** A form was submitted or a link followed natively: the page is on its way out. */
  leaving?: number;
  /** Runs the app now, as the shopper's first use of the page does. */
  go?: () => void;
  /** The app was asked for (it runs once the page is no longer leaving). */
  want?: number;
};

declare global {
  interface Window {
    /** What the early-input script holds until the app takes it. */
    __shopEarly?: EarlyInput;
  }
}

/**
 * React keeps the value it last saw on each field and ignores an `input` event that brings no
 * other: hydration saw the typed text already. So the field is told '' (React notes it) and
 * given its text back past React (the prototype's setter), and the event then reads as typing.
 */
function replayTyping(field: (HTMLInputElement | HTMLTextAreaElement) & { __early?: string }) {
  // What the shopper typed, as the script noted it: a re-render of a controlled field between
  // hydration and now may have put the app's empty state back into the field.
  const text = field.__early ?? field.value;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  field.value = '';
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Hydration selects the option the app's state holds, so the script noted the shopper's choice
 * on the element (`__early`); it is put back and announced as a change.
 */
function replayChoice(select: HTMLSelectElement & { __early?: string }) {
  if (select.__early === undefined) return;
  select.value = select.__early;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * A checkbox ticked or a radio button picked before the app ran: hydration may have put the
 * app's state back on it, and if not, the app's state has not heard of it. The box is given the
 * opposite of the shopper's choice (which React notes) and clicked, so the app gets the change as
 * if made now (a shipping method chosen, gift wrap ticked).
 */
function replayCheck(box: HTMLInputElement & { __early?: boolean }) {
  if (box.__early === undefined || box.disabled) return;
  box.checked = !box.__early;
  box.click();
}

export function replayEarlyInput() {
  const held = window.__shopEarly;
  if (!held) return;
  // Taken: the script stops noting from here on.
  window.__shopEarly = undefined;
  for (const field of held.fields) {
    if (!field.isConnected) continue;
    if (field instanceof HTMLSelectElement) replayChoice(field);
    else if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    )
      replayCheck(field);
    else if (field instanceof HTMLInputElement && field.type === 'file') {
      // The chosen files stay on the element; the app learns of them as if chosen now.
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio')
    ) {
      replayTyping(field);
    }
  }
}

/**
 * Resolves once no native submission or navigation is in flight: the app does not hydrate a
 * page that is being left, so nothing it does (the router's history entry, a re-render) can get
 * in the way of the request (the script clears the mark if the page stays after all).
 */
export function untilNotLeaving(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (window.__shopEarly?.leaving ? setTimeout(check, 250) : resolve());
    check();
  });
}
