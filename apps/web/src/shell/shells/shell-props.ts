import type { LocaleEntry, Site } from '@felt/contract';
import type { ReactNode } from 'react';
import type { TemplateDescriptor } from '@/templates/descriptor';
import type { MenuEntry } from '@/tenant/menu-entries';

export type ShellProps = {
  descriptor: TemplateDescriptor;
  site: Site;
  /** The tenant's domain: the footer reads which CMS pages are on. */
  domain: string;
  entries: MenuEntry[];
  languages: LocaleEntry[];
  children: ReactNode;
};
