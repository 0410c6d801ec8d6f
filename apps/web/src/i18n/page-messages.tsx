import type { LocalePrefix } from '@felt/contract';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { TenantParams } from '@/tenant/tenant-params.server';
import { type MessagePath, pickMessages } from './client-messages';
import type { Messages } from './load-messages';
import { MessagesScope } from './messages-scope';

type Props = {
  /** The route's [locale] param: a layout renders before its page sets the request's locale. */
  locale: string;
  paths: readonly MessagePath[];
  children: ReactNode;
};

/** Ships the namespaces `paths` to the client components of a page (or a group of pages), and no others. */
export async function PageMessages({ locale, paths, children }: Props) {
  const messages = pickMessages((await getMessages({ locale: locale as LocalePrefix })) as Messages, paths);
  return <MessagesScope messages={messages}>{children}</MessagesScope>;
}

/** A layout that only adds its pages' client messages: `export default messagesLayout(['ui.games'])`. */
export function messagesLayout(paths: readonly MessagePath[]) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per layout module at import, never in a render.
  return async function MessagesLayout({ children, params }: { children: ReactNode; params: TenantParams }) {
    const { locale } = await params;
    return (
      <PageMessages locale={locale} paths={paths}>
        {children}
      </PageMessages>
    );
  };
}
