import type { LocaleEntry, MenuChild, Site } from '@felt/contract';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ModalHost } from '@/ui/modal-stack';
import type { ShellName, TemplateDescriptor } from './descriptor';
import { menuEntries } from './parts/menu-entries';
import { CasinoShell } from './shells/casino-shell';
import type { ShellProps } from './shells/shell-props';
import { SlotShell } from './shells/slot-shell';
import { SportsbookShell } from './shells/sportsbook-shell';

const SHELLS: Record<ShellName, (props: ShellProps) => ReactNode> = {
  casino: CasinoShell,
  slot: SlotShell,
  sportsbook: SportsbookShell,
};

type Props = {
  descriptor: TemplateDescriptor;
  site: Site;
  menu: MenuChild[];
  providerCount: Record<string, number>;
  languages: LocaleEntry[];
  children: ReactNode;
};

/** The tenant's template around a page: the descriptor's shell, the site menu, and the one modal host. */
export async function TemplateShell({ descriptor, site, menu, providerCount, languages, children }: Props) {
  const t = await getTranslations('ui.shell.modal');
  const Shell = SHELLS[descriptor.shell];
  return (
    <>
      <Shell descriptor={descriptor} site={site} entries={menuEntries(menu, providerCount)} languages={languages}>
        {children}
      </Shell>
      <ModalHost closeLabel={t('close')} />
    </>
  );
}
