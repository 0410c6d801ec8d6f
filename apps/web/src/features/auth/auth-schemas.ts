import { forgotPassword, login, loginTac, resetPassword, signup, tacRequestLogin, tacVerify } from '@felt/contract';
import { withConfirmation } from '@/ui/form/with-confirmation';

// The rules of the sign-in and registration forms, from the contract's requests. Loaded when a form is first
// checked (ui/form/lazy-resolver.ts), not with the page.

export const loginSchema = login.request.pick({ account_id: true, password: true });
export const codeLoginRequestSchema = tacRequestLogin.request.pick({ account_id: true });
export const codeLoginVerifySchema = loginTac.request.pick({ tac: true });
export const registerCodeSchema = tacVerify.request.pick({ tac: true });
export const forgotRequestSchema = forgotPassword.request.pick({ account_id: true, contact_phone: true });
export const resetPasswordSchema = withConfirmation(
  resetPassword.request.pick({ tac: true, new_password: true }),
  'new_password',
);
export const registerDetailsSchema = withConfirmation(
  signup.request.pick({
    account_id: true,
    password: true,
    contact_phone: true,
    contact_email: true,
    referrer_code: true,
  }),
  'password',
);
