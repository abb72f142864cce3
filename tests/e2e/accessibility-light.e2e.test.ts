/**
 * Accessibility in Chromium, light theme: every axe-core rule (WCAG 2.2 A/AA and best practices, any impact) over every route of the contract's
 * table the Master Admin can open (the coming ones, sign-in and the open pages included) and over the main
 * overlays (every drawer the demo data opens, a confirm dialog, the order detail, the filter panel); then what axe cannot
 * see: focus-ring and hover contrast. The sweep is tests/support/accessibility.ts.
 */
import { describeThemeSweep } from '../support/accessibility';
import { portalAndBrowser } from '../support/e2e';

describeThemeSweep(portalAndBrowser({ orders: 40 }), 'light');
