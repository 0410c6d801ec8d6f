import type { LocaleEntry, LocalePrefix } from '@felt/contract/tables';

// The end of the locale switch of SPEC 4 (switch-locale.ts): the switcher may be a new instance once the new
// locale renders, so the switch in flight lives here, with the page from the first load on.
let inFlight: LocalePrefix | null = null;

/** Set by the switch as it navigates to `target`. */
export function expectArrival(target: LocalePrefix): void {
  inFlight = target;
}

/** True once, when `current` is the locale a switch was heading to: time for the after-switch step. */
export function takeArrival(current: LocalePrefix): boolean {
  if (inFlight !== current) return false;
  inFlight = null;
  return true;
}

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

export type AfterSwitchPorts = {
  root: { lang: string; dir: string };
  announce: (text: string) => void;
  close: () => void;
};

/** After-switch: the document speaks the new language, screen readers hear it changed, the list closes. */
export function afterSwitch(entry: LocaleEntry, announcement: string, ports: AfterSwitchPorts): void {
  ports.root.lang = entry.bcp47;
  ports.root.dir = RTL_LANGUAGES.has(entry.bcp47.split('-')[0]!) ? 'rtl' : 'ltr';
  ports.close();
  ports.announce(announcement);
}
