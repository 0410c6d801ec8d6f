import { PRODUCT_CATEGORY_KEYS } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import { BetHistoryClient } from './bet-history-client';
import type { CategoryLabels } from './category-labels';

/** The bet history page: category names come from the server's messages, the rest renders in the browser. */
export async function BetHistory() {
  const t = await getTranslations('ui.shell.categories');
  const categories: CategoryLabels = Object.fromEntries(PRODUCT_CATEGORY_KEYS.map((key) => [key, t(key)]));
  return <BetHistoryClient categories={categories} />;
}
