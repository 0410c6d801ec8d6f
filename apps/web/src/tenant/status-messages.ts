import { LOCALES, type LocalePrefix } from '@felt/contract/tables';
import cnErrors from '../../messages/cn/errors.json';
import cnUi from '../../messages/cn/ui.json';
import enErrors from '../../messages/en/errors.json';
import enUi from '../../messages/en/ui.json';
import espErrors from '../../messages/esp/errors.json';
import espUi from '../../messages/esp/ui.json';
import idrErrors from '../../messages/idr/errors.json';
import idrUi from '../../messages/idr/ui.json';
import mmkErrors from '../../messages/mmk/errors.json';
import mmkUi from '../../messages/mmk/ui.json';
import mntErrors from '../../messages/mnt/errors.json';
import mntUi from '../../messages/mnt/ui.json';
import msErrors from '../../messages/ms/errors.json';
import msUi from '../../messages/ms/ui.json';
import neErrors from '../../messages/ne/errors.json';
import neUi from '../../messages/ne/ui.json';
import phpErrors from '../../messages/php/errors.json';
import phpUi from '../../messages/php/ui.json';
import rusErrors from '../../messages/rus/errors.json';
import rusUi from '../../messages/rus/ui.json';
import viErrors from '../../messages/vi/errors.json';
import viUi from '../../messages/vi/ui.json';

// The few texts of the pages the proxy answers before a site is known (status-page.ts), in every language:
// picked once at start from the message files, so the proxy holds only these strings.

import type { Message } from '@/i18n/message-tree';

type Ui = typeof enUi;
type Errors = typeof enErrors;

export type StatusTexts = {
  notConfiguredTitle: string;
  /** With the host as its one argument. */
  notConfiguredMessage: Message;
  notConfiguredHint: string;
  errorTitle: string;
  unavailable: string;
  retry: string;
  /** The errors catalogue, to put a platform's message key into words. */
  errors: Readonly<Record<string, string>>;
};

const FILES: Record<LocalePrefix, { ui: Ui; errors: Errors }> = {
  en: { ui: enUi, errors: enErrors },
  php: { ui: phpUi as Ui, errors: phpErrors as Errors },
  cn: { ui: cnUi as Ui, errors: cnErrors as Errors },
  esp: { ui: espUi as Ui, errors: espErrors as Errors },
  rus: { ui: rusUi as Ui, errors: rusErrors as Errors },
  vi: { ui: viUi as Ui, errors: viErrors as Errors },
  ms: { ui: msUi as Ui, errors: msErrors as Errors },
  ne: { ui: neUi as Ui, errors: neErrors as Errors },
  mmk: { ui: mmkUi as Ui, errors: mmkErrors as Errors },
  mnt: { ui: mntUi as Ui, errors: mntErrors as Errors },
  idr: { ui: idrUi as Ui, errors: idrErrors as Errors },
};

export const STATUS_TEXTS: Record<LocalePrefix, StatusTexts> = Object.fromEntries(
  LOCALES.map(({ prefix }) => {
    const { ui, errors } = FILES[prefix];
    return [
      prefix,
      {
        notConfiguredTitle: ui.siteNotConfigured.title,
        notConfiguredMessage: ui.siteNotConfigured.message,
        notConfiguredHint: ui.siteNotConfigured.hint,
        errorTitle: errors.errorTitle,
        unavailable: errors.serviceUnavailable,
        retry: ui.common.retry,
        errors: errors as Record<string, string>,
      },
    ];
  }),
) as Record<LocalePrefix, StatusTexts>;
