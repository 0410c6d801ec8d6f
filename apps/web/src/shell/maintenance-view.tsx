import type { LocaleEntry, Maintenance, Site } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import { LocalDateTime } from '@/features/locale/local-date-time';

type Props = { site: Site; maintenance: Maintenance; locale: LocaleEntry };

/** The maintenance layout: while it is on, nothing else of the site is shown or loaded (SPEC 4). */
export async function MaintenanceView({ site, maintenance, locale }: Props) {
  const t = await getTranslations({ locale: locale.prefix, namespace: 'ui.maintenance' });
  const logo = site.logo1 || site.logo2;
  const times = [
    { label: t('starts'), iso: maintenance.start_date },
    { label: t('ends'), iso: maintenance.end_date },
  ];
  return (
    <main className="grid min-h-dvh place-items-center p-6" data-slot="maintenance">
      <div className="w-full max-w-lg rounded-(--radius) border border-border bg-surface p-8 text-center shadow-sm">
        {logo ? (
          // biome-ignore lint/performance/noImgElement: operator logos are arbitrary URLs, often SVG
          <img src={logo} alt={site.site_name} className="mx-auto mb-6 h-12 w-auto" />
        ) : (
          <p className="mb-6 text-xl font-semibold">{site.site_name}</p>
        )}
        <h1 className="mb-3 text-2xl font-bold">{t('title')}</h1>
        <p className="mb-6 text-muted">{t('message', { siteName: site.site_name })}</p>
        <dl className="grid gap-2 text-sm">
          {times.map(({ label, iso }) => (
            <div key={label} className="flex justify-between gap-4 border-t border-border pt-2">
              <dt className="font-medium">{label}</dt>
              <dd>{iso ? <LocalDateTime iso={iso} bcp47={locale.bcp47} /> : t('notAnnounced')}</dd>
            </div>
          ))}
        </dl>
      </div>
    </main>
  );
}
