'use client';

import { useCallback, useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type FailedAnswer, type FormProblem, splitAnswerErrors } from './answer-errors';

/**
 * Shows a failed answer on a form: failing fields under their inputs (the first one focused), the rest as
 * the form's problem. `fieldNames` should be a constant, as it is a dependency.
 */
export function useAnswerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fieldNames: readonly Path<T>[]) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const show = useCallback(
    (answer: FailedAnswer) => {
      const split = splitAnswerErrors(answer, fieldNames);
      split.fields.forEach(([name, message], index) => {
        setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setProblem(split.form);
    },
    [setError, fieldNames],
  );
  const clear = useCallback(() => setProblem(null), []);
  return { problem, show, clear };
}
