'use client';

import { paymentImageUrl } from '@felt/contract/tables';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Method } from './money-types';
import { useMoney } from './use-money';
import '@/ui/form/forms.css';
import './money.css';

type Props = {
  legend: string;
  methods: readonly Method[];
  registration: UseFormRegisterReturn;
  error: string | undefined;
};

/**
 * The deposit methods as cards, each a native radio button: arrow keys move between them, and each is named by
 * its method and limits. The badge repeats the method's name, so it is decorative.
 */
export function MethodPicker({ legend, methods, registration, error }: Props) {
  const money = useMoney();
  const errorId = useId();
  return (
    <fieldset
      data-slot="method-picker"
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? '' : undefined}
    >
      <legend data-slot="field-label">{legend}</legend>
      <div data-slot="method-grid">
        {methods.map((method) => (
          <label key={method.method_code} data-slot="method-card">
            <input type="radio" data-slot="method-radio" value={method.method_code} {...registration} />
            {/* biome-ignore lint/performance/noImgElement: the platform's small SVG badges need no optimisation. */}
            <img
              data-slot="method-image"
              src={paymentImageUrl(method.img_url)}
              alt=""
              width={240}
              height={96}
              decoding="async"
            />
            <span data-slot="method-name">{method.method_name}</span>
            <span data-slot="method-limits">
              {money(method.min_amount)} – {money(method.max_amount)}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} data-slot="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
