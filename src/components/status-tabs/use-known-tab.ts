/**
 * A status screen's tab from the address: an unknown one (`#/manageOrder/bogus-tab`) is not shown as All
 * in silence, it is replaced by All with a notice saying so.
 */
import { useEffect } from 'react';
import { MESSAGES } from '../../../contract/platform/messages';
import { toast } from '../toast';

/** The tab to show: `tab` when `known` lists it, else `all` (and `toAll` is called once, with a notice). */
export function useKnownTab(tab: string, known: readonly string[], toAll: () => void): string {
  const isKnown = known.includes(tab);
  useEffect(() => {
    if (isKnown) return;
    toast.info(MESSAGES.unknownTab(tab));
    toAll();
    // Only a change of tab asks again; `toAll` is a new function each render.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [tab, isKnown]);
  return isKnown ? tab : 'all';
}
