/**
 * Replays what a shopper did before the app took over the page, as the page's early-input
 * script (packages/shared/src/early-input.ts) held it: first the fields typed into get an
 * `input` event, so their state takes the text as if it had been typed now (a search runs), then
 * the held button clicks and form submits happen again, in order, on the same elements. Called
 * once the page is hydrated; later calls find nothing.
 */

export type EarlyInput = { clicks: Element[]; fields: Element[] };

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
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement) {
  const text = field.value;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  field.value = '';
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export function replayEarlyInput() {
  const held = window.__shopEarly;
  if (!held) return;
  // Taken: the script stops holding from here on.
  window.__shopEarly = undefined;
  for (const field of held.fields) {
    const isText =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
    if (isText && field.isConnected) replayTyping(field);
  }
  for (const target of held.clicks) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else if (target instanceof HTMLElement) target.click();
  }
}
