import { getTranslations } from 'next-intl/server';
import type { PickTexts } from './picks';

/** The board's words in the page's language; odds with two decimals as the language writes numbers. */
export async function loadPickTexts(bcp47: string): Promise<PickTexts> {
  const t = await getTranslations('ui.sportsbook');
  const number = new Intl.NumberFormat(bcp47, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    versus: (home, away) => t('versus', { home, away }),
    market: (label) => t(`markets.${label}`),
    draw: t('choices.draw'),
    total: (side, line) => t(`choices.${side}`, { line }),
    line: (team, line) => t('choices.line', { team, line }),
    short: (side, line) => t(`short.${side}`, { line }),
    pick: (parts) => t('pick', parts),
    odds: (odds) => number.format(odds),
  };
}
