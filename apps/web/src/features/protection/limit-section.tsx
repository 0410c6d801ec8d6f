'use client';

import type { LimitKind } from '@felt/contract/tables';
import { useTranslations } from 'next-intl';
import { LimitCard } from './limit-card';
import type { Protection } from './protection-store';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import './protection.css';

type Props = { kind: LimitKind; protection: Protection; onSaved: (protection: Protection) => void };

/** Deposit or loss limits: why they help, the cooling-off rule, and one card per period. */
export function LimitSection({ kind, protection, onSaved }: Props) {
  const t = useTranslations('ui.protection.limits');
  const headingId = `protection-${kind}-title`;
  return (
    <section data-slot="account-section" aria-labelledby={headingId}>
      <h2 id={headingId} data-slot="account-section-title" data-face="display">
        {t(`${kind}.title`)}
      </h2>
      <p data-slot="form-text">{t(`${kind}.intro`)}</p>
      <p data-slot="protection-rule">{t('coolingOff')}</p>
      <ul data-slot="limit-list">
        {protection.limits
          .filter((limit) => limit.kind === kind)
          .map((limit) => (
            <LimitCard key={limit.period} limit={limit} onSaved={onSaved} />
          ))}
      </ul>
      <p data-slot="form-text">{t('periods')}</p>
    </section>
  );
}
