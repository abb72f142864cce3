/**
 * Accessibility in Chromium, every screen in both themes: every axe-core rule (WCAG 2.2 A/AA and best practices, any
 * impact) over every route of the contract's table the Master Admin can open (the coming ones, sign-in and the open
 * pages included), each screen opened once and checked in one theme, then in the other after the top bar's toggle.
 * The overlays are accessibility-overlays' (tests/support/accessibility.ts has both sweeps).
 */
import { describeScreenSweep } from '../support/accessibility';
import { portalAndBrowser } from '../support/e2e';

describeScreenSweep(portalAndBrowser({ orders: 40 }));
