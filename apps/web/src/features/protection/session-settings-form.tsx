'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { callApi, isOk } from '@/lib/api/client';
import { Field } from '@/ui/form/field';
import { FormAlert } from '@/ui/form/form-alert';
import { FormProblem } from '@/ui/form/form-problem';
import { SubmitButton } from '@/ui/form/submit-button';
import { useAnswerErrors } from '@/ui/form/use-answer-errors';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import type { Protection } from './protection-store';
import { choicesWith, durationOf, REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES } from './session-choices';
import { useProtectionText } from './use-protection-format';
import '@/ui/form/forms.css';

// Select values are strings; '' is "none".
type Values = { session_limit_minutes: string; reality_check_minutes: string };
const FIELDS = ['session_limit_minutes', 'reality_check_minutes'] as const;

const selectValue = (minutes: number | null) => (minutes === null ? '' : String(minutes));
const minutesOf = (value: string) => (value === '' ? null : Number(value));

type Props = { protection: Protection; onSaved: (protection: Protection) => void };

/** The session time limit and the reality-check interval (limits/set_session); both apply at once. */
export function SessionSettingsForm({ protection, onSaved }: Props) {
  const t = useTranslations('ui.protection.session');
  const text = useProtectionText();
  const form = useForm<Values>({
    defaultValues: {
      session_limit_minutes: selectValue(protection.session_limit_minutes),
      reality_check_minutes: selectValue(protection.reality_check_minutes),
    },
  });
  const { errors } = form.formState;
  const answerErrors = useAnswerErrors(form.setError, FIELDS);
  const { pending, guard } = useSubmitGuard();
  const [saved, setSaved] = useState(false);

  const label = (minutes: number) => {
    const { unit, count } = durationOf(minutes);
    return t(unit, { count });
  };

  const onSubmit = guard(async (values: Values) => {
    answerErrors.clear();
    setSaved(false);
    const body = {
      session_limit_minutes: minutesOf(values.session_limit_minutes),
      reality_check_minutes: minutesOf(values.reality_check_minutes),
    };
    const answer = await callApi<Protection>('/api/limits/set_session', body, { inline: true });
    if (!isOk(answer)) return answerErrors.show(answer);
    setSaved(true);
    onSaved(answer);
  });

  return (
    <form data-slot="form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormProblem problem={answerErrors.problem} />
      <Field label={t('limitLabel')} hint={t('limitHint')} error={text(errors.session_limit_minutes?.message)}>
        {(control) => (
          <select data-slot="input" {...control} {...form.register('session_limit_minutes')}>
            <option value="">{t('none')}</option>
            {choicesWith(SESSION_LIMIT_MINUTES, protection.session_limit_minutes).map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {label(minutes)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('realityLabel')} hint={t('realityHint')} error={text(errors.reality_check_minutes?.message)}>
        {(control) => (
          <select data-slot="input" {...control} {...form.register('reality_check_minutes')}>
            <option value="">{t('none')}</option>
            {REALITY_CHECK_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {label(minutes)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormAlert tone="success">{saved && <p>{t('saved')}</p>}</FormAlert>
      <SubmitButton pending={pending} pendingLabel={t('saving')}>
        {t('save')}
      </SubmitButton>
    </form>
  );
}
