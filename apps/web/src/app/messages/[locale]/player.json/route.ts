import { LOCALE_PREFIXES, type LocalePrefix } from '@felt/contract';
import { PLAYER_MESSAGES, pickMessages } from '@/i18n/client-messages';
import { loadMessages } from '@/i18n/load-messages';

// GET /messages/<locale>/player.json: the client messages only a player's parts read (PLAYER_MESSAGES), in the
// form the pages' own client messages take. Written at build for every locale; its name has a dot, so the proxy
// leaves it alone.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALE_PREFIXES.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  return Response.json(pickMessages(await loadMessages(locale as LocalePrefix), PLAYER_MESSAGES));
}
