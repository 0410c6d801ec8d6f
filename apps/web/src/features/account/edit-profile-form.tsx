'use client';

import type { profileUpdate } from '@felt/contract';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { refreshProfile } from '@/features/session/session-actions';
import { callApi, isOk } from '@/lib/api/client';
import { alphabetOnly, withFilter } from '@/ui/form/filters';
import { FormProblem } from '@/ui/form/form-problem';
import { lazyResolver } from '@/ui/form/lazy-resolver';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useMessageText } from '@/ui/form/use-message-text';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import { showToast } from '@/ui/toast';
import type { editProfileSchema } from './account-schemas';
import '@/ui/form/forms.css';

const resolver = lazyResolver(
  () => import('./account-schemas'),
  (schemas) => schemas.editProfileSchema,
);
type Schema = typeof editProfileSchema;
type Values = z.input<Schema>;
type Output = z.output<Schema>;
type UpdateAnswer = z.infer<typeof profileUpdate.response>;
const FIELDS = ['full_name', 'contact_email'] as const;

/** Name and e-mail (settings/profile_update); the name takes letters and spaces only (SPEC 5). */
export function EditProfileForm({ initial }: { initial: Values }) {
  const t = useTranslations('ui.account');
  const text = useMessageText();
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: initial });
  const { errors } = form.formState;
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();

  const onSubmit = guard(async (values: Output) => {
    answerErrors.clear();
    const answer = await callApi<UpdateAnswer>('/api/settings/profile_update', values, { inline: true });
    if (!isOk(answer)) return answerErrors.show(answer);
    const stored = answer.value[0] ?? values;
    refreshProfile({ full_name: stored.full_name, contact_email: stored.contact_email });
    form.reset(stored);
    // The short toast with its emptying bar (SPEC 8) confirms without taking room in the form.
    showToast({ title: t('editProfile.saved') });
  });

  return (
    <form data-slot="form" noValidate onFocus={resolver.preload} onSubmit={form.handleSubmit(onSubmit)}>
      <FormProblem problem={answerErrors.problem} />
      <TextField
        label={t('profile.fullName')}
        hint={t('editProfile.nameHint')}
        autoComplete="name"
        error={text(errors.full_name?.message)}
        {...withFilter(form.register('full_name'), alphabetOnly)}
      />
      <TextField
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        error={text(errors.contact_email?.message)}
        {...form.register('contact_email')}
      />
      <SubmitButton pending={pending} pendingLabel={t('saving')}>
        {t('save')}
      </SubmitButton>
    </form>
  );
}
