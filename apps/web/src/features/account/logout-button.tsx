'use client';

import { useTranslations } from 'next-intl';
import { logout } from '@/features/session/session-actions';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import '@/ui/form/forms.css';

/** Log out of this device; the session then takes the player home. */
export function LogoutButton() {
  const t = useTranslations('ui.account.hub');
  const { pending, guard } = useSubmitGuard();
  const onClick = guard(async () => {
    await logout();
    return true;
  });
  return (
    <button
      type="button"
      data-slot="form-button"
      data-variant="secondary"
      disabled={pending}
      aria-busy={pending}
      onClick={onClick}
    >
      {t('logout')}
    </button>
  );
}
