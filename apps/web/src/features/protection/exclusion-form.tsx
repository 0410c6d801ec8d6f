'use client';

import { EXCLUSION_KINDS, type ExclusionKind } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { logout } from '@/features/session/session-actions';
import { callApi, isOk } from '@/lib/api/client';
import { type FormProblem as Problem, splitAnswerErrors } from '@/ui/form/answer-errors';
import { Field } from '@/ui/form/field';
import { FormProblem } from '@/ui/form/form-problem';
import { useSubmitGuard } from '@/ui/form/use-submit-guard';
import { showToast } from '@/ui/toast';
import { EXCLUSION_LENGTHS, exclusionEnd, type Length } from './exclusion-choices';
import { useDateTimeText } from './use-protection-format';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import './protection.css';

/** Long enough to be read after arriving home. */
const DONE_TOAST_MS = 15_000;

type Confirming = { kind: ExclusionKind; days: number; until: Date };

/**
 * A time-out or self-exclusion (limits/exclude), asked once more with its end date before it starts. The
 * platform ends every session of the player with it, so on success the site logs out quietly and goes home.
 */
export function ExclusionForm() {
  const t = useTranslations('ui.protection.exclusion');
  const dateTime = useDateTimeText();
  const [kind, setKind] = useState<ExclusionKind>('timeout');
  const [days, setDays] = useState(EXCLUSION_LENGTHS.timeout[0]!.days);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { pending, guard } = useSubmitGuard();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const kindName = useId();

  // The question replaces the button pressed: focus goes to its answer, and back again on cancel.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) continueRef.current?.focus();
    wasConfirming.current = confirming !== null;
  }, [confirming]);

  const lengthText = ({ unit, count }: Length) => t(`lengths.${unit}`, { count });

  function chooseKind(next: ExclusionKind) {
    setKind(next);
    setDays(EXCLUSION_LENGTHS[next][0]!.days);
  }

  const confirm = guard(async () => {
    if (!confirming) return;
    setProblem(null);
    const answer = await callApi(
      '/api/limits/exclude',
      { kind: confirming.kind, days: confirming.days },
      { inline: true },
    );
    if (!isOk(answer)) {
      setConfirming(null);
      setProblem(splitAnswerErrors(answer, []).form);
      return;
    }
    showToast({
      id: 'protection-excluded',
      tone: 'info',
      title: t(confirming.kind === 'timeout' ? 'startedTimeout' : 'startedSelfExclusion'),
      text: t('until', { date: dateTime(confirming.until) }),
      durationMs: DONE_TOAST_MS,
      progress: false,
    });
    // The platform has ended the session already; logout clears this browser's state and goes home.
    await logout();
    return true;
  });

  if (confirming) {
    const question = confirming.kind === 'timeout' ? 'confirmTimeout' : 'confirmSelfExclusion';
    return (
      <fieldset data-slot="confirm" data-variant="exclusion">
        <legend>{t('confirmTitle')}</legend>
        <p data-slot="exclusion-consequence">{t(question, { date: dateTime(confirming.until) })}</p>
        <div data-slot="confirm-actions">
          <button
            ref={confirmRef}
            type="button"
            data-slot="form-button"
            data-variant="primary"
            disabled={pending}
            aria-busy={pending}
            onClick={confirm}
          >
            {pending && <span data-slot="spinner" aria-hidden="true" />}
            <span>{t(confirming.kind === 'timeout' ? 'confirmYesTimeout' : 'confirmYesSelfExclusion')}</span>
          </button>
          <button
            type="button"
            data-slot="form-button"
            data-variant="secondary"
            disabled={pending}
            onClick={() => setConfirming(null)}
          >
            {t('cancel')}
          </button>
        </div>
      </fieldset>
    );
  }

  return (
    <form
      data-slot="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setProblem(null);
        setConfirming({ kind, days, until: exclusionEnd(Date.now(), days) });
      }}
    >
      <FormProblem problem={problem} />
      <fieldset data-slot="exclusion-kinds">
        <legend data-slot="field-label">{t('kindLegend')}</legend>
        {EXCLUSION_KINDS.map((option) => (
          <label key={option} data-slot="exclusion-kind">
            <input
              type="radio"
              name={kindName}
              value={option}
              checked={kind === option}
              onChange={() => chooseKind(option)}
            />
            <span>
              <span data-slot="exclusion-kind-name">{t(`kinds.${option}.name`)}</span>
              <span data-slot="field-hint">{t(`kinds.${option}.hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Field label={t('lengthLabel')}>
        {(control) => (
          <select data-slot="input" {...control} value={String(days)} onChange={(e) => setDays(Number(e.target.value))}>
            {EXCLUSION_LENGTHS[kind].map((length) => (
              <option key={length.days} value={String(length.days)}>
                {lengthText(length)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button ref={continueRef} type="submit" data-slot="form-button" data-variant="primary">
        {t('continue')}
      </button>
    </form>
  );
}
