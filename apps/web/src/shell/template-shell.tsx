import type { LocaleEntry, MenuChild, Site } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LayoutChoice, PageSlot } from '@/features/minigame/layout-choice';
import { SessionProvider } from '@/features/session/session-provider';
import { SessionRuntime } from '@/features/session/session-runtime';
import { ShellWidgets } from '@/features/shell-widgets/shell-widgets';
import type { ShellName, TemplateDescriptor } from '@/templates/descriptor';
import { menuEntries } from '@/tenant/menu-entries';
import { ModalHost } from '@/ui/modal-host';
import { AppToaster } from '@/ui/toast';
import { DeferredRuntimes } from './deferred-runtimes';
import { CasinoShell } from './shells/casino-shell';
import type { ShellProps } from './shells/shell-props';
import { SlotShell } from './shells/slot-shell';
import { SportsbookShell } from './shells/sportsbook-shell';

const SHELLS: Record<ShellName, (props: ShellProps) => ReactNode> = {
  casino: CasinoShell,
  slot: SlotShell,
  sportsbook: SportsbookShell,
};

/** Toasts sit above the phone bar every shell has below its breakpoint. */
const TOAST_BOTTOM = '5rem';

type Props = {
  descriptor: TemplateDescriptor;
  site: Site;
  domain: string;
  menu: MenuChild[];
  providerCount: Record<string, number>;
  languages: LocaleEntry[];
  children: ReactNode;
};

/**
 * The tenant's template around a page: the descriptor's shell, the site menu, the one modal host and
 * toaster, and the player's session (its rules per template, and the runtime that keeps it). Pages with a
 * layout of their own (the minigame's) get everything but the shell and its widgets.
 */
export async function TemplateShell({ descriptor, site, domain, menu, providerCount, languages, children }: Props) {
  const t = await getTranslations('ui');
  const Shell = SHELLS[descriptor.shell];
  return (
    <SessionProvider theme={descriptor.theme} loginMode={descriptor.loginMode} currency={site.currency}>
      <LayoutChoice
        shell={
          <>
            <Shell
              descriptor={descriptor}
              site={site}
              domain={domain}
              entries={menuEntries(menu, providerCount)}
              languages={languages}
            >
              <PageSlot />
            </Shell>
            <ShellWidgets domain={domain} site={site} />
          </>
        }
      >
        {children}
      </LayoutChoice>
      <ModalHost closeLabel={t('shell.modal.close')} />
      <AppToaster label={t('session.notifications')} bottom={TOAST_BOTTOM} />
      <SessionRuntime />
      <DeferredRuntimes />
    </SessionProvider>
  );
}
