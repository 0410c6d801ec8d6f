import type { LocalePrefix } from '@felt/contract';
import { paymentImageUrl } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import { CmsBody } from '@/features/content/cms-body';
import { Link } from '@/i18n/navigation';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { PagePanel } from '@/ui/form/page-panel';
import { loadMethods } from './load-methods.server';
import { moneyText } from './money-text';
import type { Method } from './money-types';
import '@/ui/form/forms.css';
import '@/features/account/account.css';
import './money.css';
import '@/features/protection/protection.css';
import '@/features/content/content.css';

// The methods need only the tenant, so they are read on the server: the page stays one cached, indexable
// document per tenant and language, with nothing to load in the browser.

/** /banking, for guests and players: the operator's banking text and every method with its limits. */
export async function BankingPage({ tenant, locale }: { tenant: ReadyTenant; locale: LocalePrefix }) {
  const t = await getTranslations('ui.money.banking');
  const tPages = await getTranslations('ui.account.pages');
  const methods = await loadMethods(tenant);
  const { currency } = tenant.startup.site;
  const money = (amount: number) => moneyText(amount, currency, locale);
  const range = (method: Method, offered: boolean) =>
    offered ? t('range', { min: money(method.min_amount), max: money(method.max_amount) }) : t('notOffered');

  return (
    <PagePanel title={tPages('banking')} width="wide">
      <div data-slot="banking-text">
        <CmsBody tenant={tenant} cmsKey="banking" locale={locale} />
      </div>
      <section data-slot="account-section" aria-labelledby="banking-methods-title">
        <h2 id="banking-methods-title" data-slot="account-section-title" data-face="display">
          {t('methods')}
        </h2>
        {methods === null ? (
          <p data-slot="form-text">{t('unavailable')}</p>
        ) : methods.length === 0 ? (
          <p data-slot="form-text">{t('none')}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
          <section data-slot="money-table-scroll" aria-labelledby="banking-methods-title" tabIndex={0}>
            <table data-slot="money-table">
              <thead>
                <tr>
                  <th scope="col">{t('method')}</th>
                  <th scope="col">{t('deposit')}</th>
                  <th scope="col">{t('withdrawal')}</th>
                </tr>
              </thead>
              <tbody>
                {methods.map((method) => (
                  <tr key={method.method_code}>
                    <th scope="row">
                      <span data-slot="money-table-method">
                        {/* biome-ignore lint/performance/noImgElement: the platform's small SVG badges need no optimisation. */}
                        <img
                          src={paymentImageUrl(method.img_url)}
                          alt=""
                          width={240}
                          height={96}
                          loading="lazy"
                          decoding="async"
                        />
                        <span>
                          <span data-slot="money-table-name">{method.method_name}</span>
                          {/* The kind, unless the method's name already says it ("Bank transfer"). */}
                          {t(`kinds.${method.kind}`) !== method.method_name && (
                            <span data-slot="money-table-kind">{t(`kinds.${method.kind}`)}</span>
                          )}
                        </span>
                      </span>
                    </th>
                    <td data-offered={method.deposit ? '' : undefined}>{range(method, method.deposit)}</td>
                    <td data-offered={method.withdrawal ? '' : undefined}>{range(method, method.withdrawal)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
      <p data-slot="money-actions">
        <Link href="/deposit" data-slot="form-button">
          {t('depositNow')}
        </Link>
        <Link href="/withdrawal" data-slot="form-button" data-variant="secondary">
          {t('withdrawNow')}
        </Link>
      </p>
    </PagePanel>
  );
}
