/** The adapters' one check: is a control shown, enabled, focused as the state says (throws saying what it saw). */
import type { Locator } from 'playwright-core';

export async function expectState(
  locator: Locator,
  what: string,
  wanted: { visible?: boolean; enabled?: boolean; focused?: boolean },
): Promise<void> {
  const visible = await locator.isVisible();
  if (wanted.visible !== undefined && visible !== wanted.visible)
    throw new Error(`${what} is ${visible ? 'shown' : 'not shown'}`);
  // Only what is asked is read: each read is a round trip to the page, and a walk checks hundreds of states.
  if (!visible) return;
  const enabled = wanted.enabled === undefined ? undefined : await locator.isEnabled();
  if (wanted.enabled !== undefined && enabled !== wanted.enabled)
    throw new Error(`${what} is ${enabled ? 'enabled' : 'disabled'}`);
  if (wanted.focused === undefined) return;
  const focused = await locator.evaluate((el) => el === document.activeElement);
  if (focused !== wanted.focused) {
    const holder = await locator.page().evaluate(() => {
      const el = document.activeElement;
      return el
        ? `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').join('.')}${el.getAttribute('aria-label') ? ` "${el.getAttribute('aria-label')}"` : ''} ${(el.textContent ?? '').trim().slice(0, 40)}`
        : 'nothing';
    });
    throw new Error(`${what} ${focused ? 'has' : 'lacks'} the focus (on ${holder})`);
  }
}
