/**
 * Accessibility in Chromium, the overlays in both themes: every axe-core rule (WCAG 2.2 A/AA and best practices, any
 * impact) over the filter panel, the order detail and its dialogs, the create drawer and delete confirmation, every
 * drawer the demo data opens, the table and user menus and the no-access screen; then what axe cannot see: focus-ring
 * and hover contrast. The screens are accessibility-screens' (tests/support/accessibility.ts has both sweeps).
 */
import { describeOverlaySweep } from '../support/accessibility';
import { portalAndBrowser } from '../support/e2e';

describeOverlaySweep(portalAndBrowser({ orders: 40 }));
