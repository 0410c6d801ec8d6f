import { profileUpdate, updatePassword } from '@felt/contract';
import { withConfirmation } from '@/ui/form/with-confirmation';

// The rules of the account's forms, from the contract's requests; loaded when a form is first checked.

export const changePasswordSchema = withConfirmation(
  updatePassword.request.pick({ password: true, new_password: true }),
  'new_password',
);
export const editProfileSchema = profileUpdate.request.pick({ full_name: true, contact_email: true });
