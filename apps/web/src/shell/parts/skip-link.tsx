import { getTranslations } from 'next-intl/server';

/** First focusable element of every shell: jumps past the header and menus to the page content. */
export async function SkipLink() {
  const t = await getTranslations('ui.shell');
  return (
    <a href="#main" data-slot="skip-link">
      {t('skipToContent')}
    </a>
  );
}
