/** Entry point: styles, theme before first paint, the session actor, then React. */
/* oxlint-disable import/no-unassigned-import -- stylesheets, the font and zod's config are imported for their side effect */
// The CSP forbids eval: zod runs jitless, set before any module builds a schema (so this import is first).
import './lib/zod-jitless';
import '@fontsource-variable/inter';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import './styles/theme.css';
import './styles/blueprint-overrides.css';
import './styles/shell.css';
import './styles/layout.css';
import './styles/screens.css';
import './styles/motion.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installIconLoader } from './components/icons/icon-loader';
import { createSessionActor } from './app/session/create-session-actor';
import { applyTheme, initialTheme } from './components/theme';
import { guardKeyRelease } from './lib/key-release-guard';
import { createQueryClient } from './lib/query-client';

applyTheme(initialTheme());
// Icons named by string load their paths from the icons the portal ships, not from Blueprint's sets of every icon.
installIconLoader();
// Focus rings for keyboard users only; a mouse click does not leave a ring behind.
FocusStyleManager.onlyShowFocusOnTabs();
// Enter or Space released on another element than it was pressed on (focus moved: a dialog closed) clicks nothing.
guardKeyRelease(window);

const queryClient = createQueryClient();
// One session for the page's lifetime, started before React so the check runs once (StrictMode or not).
const session = createSessionActor(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} session={session} />
  </StrictMode>,
);
