/**
 * Issue 17: the password reset's paths walked through its three screens (tests/paths/ui-suite.ts), with the codes
 * really mailed and the server's refusals answered where a path asks for them.
 */
import { describeUiPaths } from '../paths/ui-suite';
import { passwordResetAdapter } from './adapters/password-reset.adapter';

describeUiPaths(
  [{ adapter: passwordResetAdapter, screen: 'Forgot Password, Verify OTP, Set New Password (order staff)' }],
  {},
);
