import type { KitContext } from './context';

/** One check of the kit: it passes by returning (a note, optionally) and fails by throwing a Mismatch. */
export type Row = {
  id: string;
  title: string;
  run: (ctx: KitContext) => Promise<string | undefined>;
};
