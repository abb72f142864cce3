/**
 * Issue 17: the session's paths walked through the real screens (tests/paths/ui-suite.ts): sign-in, the session
 * check of a returning visitor, refresh and re-login after a refused token, logout, the subscription and profile news.
 */
import { describeUiPaths } from '../paths/ui-suite';
import { sessionAdapter } from './adapters/session.adapter';

describeUiPaths([{ adapter: sessionAdapter, screen: 'Sign in, the shell and the re-login modal (order staff)' }], {});
