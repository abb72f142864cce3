/**
 * FORGOT_PASSWORD, VERIFY_OTP and SET_NEW_PASSWORD (blank layout): one screen per step of the reset machine.
 * The machine is the truth about the step; the address follows it (a code sent opens VERIFY_OTP, a verified
 * code SET_NEW_PASSWORD, the end goes back to sign in with the news). Going back to FORGOT_PASSWORD from the
 * code step starts over with another name.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { routePath, type RouteDef, type RouteName } from '../../../../contract';
import { RESET_MESSAGES } from '../../../../contract/account/password-reset';
import { usePageTitle } from '../../../lib/page-title';
import { ForgotPasswordStep } from './ForgotPasswordStep';
import { NewPasswordStep } from './NewPasswordStep';
import { dropPasswordResetFlow, passwordResetFlow } from './reset-flow';
import { VerifyCodeStep } from './VerifyCodeStep';

export interface PasswordResetScreenProps {
  /** The route table entry of the screen. */
  route: RouteDef;
}

type Step = 'FORGOT_PASSWORD' | 'VERIFY_OTP' | 'SET_NEW_PASSWORD' | 'LOGIN';

/** Where the reset is, the screen it needs, and the notice sign-in shows at its end. */
export function PasswordResetScreen({ route }: PasswordResetScreenProps) {
  usePageTitle(route.title);
  // Opening the first step (the sign-in link, or Back from a later step) begins a new reset.
  const flow = useMemo(() => passwordResetFlow({ fresh: route.name === 'FORGOT_PASSWORD' }), [route.name]);
  const navigate = useNavigate();
  const step = useSelector(
    flow,
    (s): Step =>
      s.matches('code')
        ? 'VERIFY_OTP'
        : s.matches('password')
          ? 'SET_NEW_PASSWORD'
          : s.matches('done')
            ? 'LOGIN'
            : 'FORGOT_PASSWORD',
  );

  useEffect(() => {
    if (step === 'LOGIN') {
      dropPasswordResetFlow();
      navigate(routePath('LOGIN'), { replace: true, state: { notice: RESET_MESSAGES.passwordReset } });
    } else if (step !== route.name) {
      // Only the code step is a page of history: Back from it (or from the last step) begins again.
      navigate(routePath(step as RouteName), { replace: step !== 'VERIFY_OTP' });
    }
  }, [step, route.name, navigate]);

  if (step !== route.name) return null;
  if (step === 'VERIFY_OTP') return <VerifyCodeStep flow={flow} title={route.title} />;
  if (step === 'SET_NEW_PASSWORD') return <NewPasswordStep flow={flow} title={route.title} />;
  return <ForgotPasswordStep flow={flow} title={route.title} />;
}
