import type { LocalePrefix } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { ReadyTenant } from '@/tenant/load-tenant.server';
import { ContentHtml } from './content-html';
import { ContentPage } from './content-page';
import { loadContactChannels } from './load-contact.server';
import { loadSeoBody } from './load-seo-body.server';
import './content.css';

/** /contact-us: the tenant's contact channels with their links, then its own contact text if it has one. */
export async function ContactPage({ tenant, locale }: { tenant: ReadyTenant; locale: LocalePrefix }) {
  const t = await getTranslations('ui.content');
  const [channels, html] = await Promise.all([loadContactChannels(tenant), loadSeoBody(tenant, 'contact-us', locale)]);
  return (
    <ContentPage title={t('pages.contact')} intro={t('contact.intro')}>
      <section data-slot="contact-channels" aria-labelledby="contact-channels-title">
        <h2 id="contact-channels-title" data-face="display">
          {t('contact.channels')}
        </h2>
        {channels.length === 0 ? (
          <p data-slot="content-empty">{t('contact.none')}</p>
        ) : (
          <ul data-slot="contact-list">
            {channels.map((channel, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: accounts have no id and may repeat; their order is fixed.
              <li key={`${index}-${channel.type}`} data-slot="contact-channel" data-type={channel.type}>
                <span data-slot="contact-type">{t(`contact.types.${channel.type}`)}</span>
                {channel.href ? (
                  <a href={channel.href} data-slot="contact-link" rel="noopener noreferrer">
                    {channel.name}
                  </a>
                ) : (
                  <span data-slot="contact-name">{channel.name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {html ? <ContentHtml html={html} /> : null}
    </ContentPage>
  );
}
