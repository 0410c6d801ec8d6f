import { localeByPrefix } from '@felt/contract';
import { getLocale, getTranslations } from 'next-intl/server';
import { moneyText } from '@/features/money/money-text';
import { type SiteActivityData, visibleActivity } from './site-activity-data';
import './home.css';

type Row = { account_id: string; amount: number; created_at: string; game_name?: string };

type TableProps = {
  id: string;
  title: string;
  rows: Row[];
  withGame?: boolean;
  headings: { player: string; game: string; amount: string; time: string };
  money: (amount: number) => string;
  when: (iso: string) => string;
};

function MovementTable({ id, title, rows, withGame, headings, money, when }: TableProps) {
  if (rows.length === 0) return null;
  return (
    <section data-slot="activity-list" aria-labelledby={id}>
      <h3 id={id} data-slot="activity-list-title">
        {title}
      </h3>
      <table data-slot="activity-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{headings.player}</th>
            {withGame ? <th scope="col">{headings.game}</th> : null}
            <th scope="col" data-numeric="">
              {headings.amount}
            </th>
            <th scope="col">{headings.time}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: masked ids repeat and times may tie; the list is static.
            <tr key={`${index}-${row.created_at}`}>
              <td>{row.account_id}</td>
              {withGame ? <td>{row.game_name}</td> : null}
              <td data-numeric="">{money(row.amount)}</td>
              <td>
                <time dateTime={row.created_at}>{when(row.created_at)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The home page's statistics, top wins and latest payments, each from the operator's minimum up; nothing when
 * none of them clears it.
 */
export async function SiteActivity({ activity }: { activity: SiteActivityData | null }) {
  const visible = activity && visibleActivity(activity);
  if (!activity || !visible) return null;
  const t = await getTranslations('ui.content.activity');
  const locale = await getLocale();
  const { currency } = activity;
  const money = (amount: number) => moneyText(amount, currency, locale);
  const intlLocale = localeByPrefix(locale)?.dateLocale ?? 'en';
  // The page is cached for everyone: times are written in UTC and say so.
  const dates = new Intl.DateTimeFormat(intlLocale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const when = (iso: string) => dates.format(new Date(iso));
  const headings = { player: t('player'), game: t('game'), amount: t('amount'), time: t('time') };
  const table = { headings, money, when };
  const numbers = new Intl.NumberFormat(intlLocale);
  const stats = [
    { key: 'registered', label: t('registered'), value: visible.registered, text: numbers.format },
    { key: 'active', label: t('active'), value: visible.active, text: numbers.format },
    { key: 'deposited', label: t('deposited'), value: visible.deposited, text: numbers.format },
    { key: 'paidOut', label: t('hourWithdrawal'), value: visible.paidOut, text: money },
  ].flatMap(({ value, ...stat }) => (value === undefined ? [] : [{ ...stat, text: stat.text(value) }]));

  return (
    <section data-slot="site-activity" aria-labelledby="site-activity-title">
      <h2 id="site-activity-title" data-slot="section-title">
        {t('title')}
      </h2>
      {stats.length > 0 ? (
        <dl data-slot="activity-stats">
          {stats.map((stat) => (
            <div key={stat.key} data-slot="activity-stat">
              <dt>{stat.label}</dt>
              <dd>{stat.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div data-slot="activity-lists">
        <MovementTable id="activity-winners" title={t('winners')} rows={visible.winners} withGame {...table} />
        <MovementTable
          id="activity-withdrawals"
          title={t('withdrawals')}
          rows={visible.largestWithdrawals}
          {...table}
        />
        <MovementTable id="activity-deposits" title={t('deposits')} rows={visible.deposits} {...table} />
        <MovementTable
          id="activity-recent-withdrawals"
          title={t('recentWithdrawals')}
          rows={visible.withdrawals}
          {...table}
        />
      </div>
    </section>
  );
}
