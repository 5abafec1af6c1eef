/** Dispatched on the document once the app has taken the page over (its first commit). */
export const TAKEN_OVER_EVENT = 'grandtour:taken-over';

const CLICKABLE =
  'button, [role="button"], [role="switch"], [role="tab"], input[type="checkbox"], input[type="radio"]';
/** Elements that only act through script on the keys that activate them (native buttons click by themselves). */
const SCRIPTED_CONTROL = '[role="button"]:not(button), [role="switch"]:not(button), [role="tab"]:not(button)';
const ACTION_KEYS = new Set(['Enter', ' ', 'Backspace', 'Delete', 'Escape']);
const KEPT_AT_MOST = 10;

type Held = { target: HTMLElement; click: true } | { target: HTMLElement; type: string; key: string };

/** What of an early event is worth giving again, or null to leave it to the browser. */
function heldFrom(event: Event, root: HTMLElement): Held | null {
  if (!(event.target instanceof Element) || !root.contains(event.target) || event.target.closest('a[href]'))
    return null;
  if (event instanceof KeyboardEvent) {
    const control = event.target.closest<HTMLElement>(SCRIPTED_CONTROL);
    return control && ACTION_KEYS.has(event.key)
      ? { target: control, type: event.type, key: event.key }
      : null;
  }
  const clickable = event.target.closest<HTMLElement>(CLICKABLE);
  return clickable ? { target: clickable, click: true } : null;
}

/**
 * Until the app has taken the server's page over, its buttons do nothing yet: a click on one (or an action key
 * on a scripted control) is held, kept from the browser and from React, which is still taking the page over, and
 * given again once the page is the app's. Links and typing are left to the browser.
 */
export function keepEarlyClicks(root: HTMLElement): void {
  const kept: Held[] = [];
  const hold = (event: Event) => {
    const held = heldFrom(event, root);
    if (!held) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (kept.length < KEPT_AT_MOST) kept.push(held);
  };
  const types = ['click', 'keydown', 'keyup'];
  for (const type of types) document.addEventListener(type, hold, true);
  document.addEventListener(
    TAKEN_OVER_EVENT,
    () => {
      for (const type of types) document.removeEventListener(type, hold, true);
      // In a task of its own: the event comes from React's effects, and React takes a click outside its own work.
      setTimeout(() => {
        for (const held of kept) {
          if (!held.target.isConnected) continue;
          if ('click' in held) held.target.click();
          else
            held.target.dispatchEvent(
              new KeyboardEvent(held.type, { key: held.key, bubbles: true, cancelable: true }),
            );
        }
      }, 0);
    },
    { once: true },
  );
}
