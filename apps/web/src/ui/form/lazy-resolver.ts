import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's resolver that loads its schema module (and the validator with it) on first use. */
export type LazyResolver<Values extends FieldValues, Output> = Resolver<Values, unknown, Output> & {
  /** Starts loading ahead of the first check (a form calls it when a field takes focus). */
  preload: () => void;
};

/**
 * The schemas of a form, and the validator they are written in, are most of a form page's script: loading them
 * with the page kept them in its first load and its hydration (docs/decisions/0036). The schema module is
 * loaded when the form is first checked (or a field first takes focus); `schemaOf` picks the rule for the values
 * being checked, so a rule that depends on them (a payment method's limits) is read at that moment.
 */
export function lazyResolver<Module, Values extends FieldValues, Output>(
  load: () => Promise<Module>,
  schemaOf: (module: Module, values: Values) => z.ZodType<Output, Values>,
): LazyResolver<Values, Output> {
  let loaded: Promise<[Module, typeof import('@hookform/resolvers/zod')]> | undefined;
  const loadAll = () => {
    if (!loaded) {
      loaded = Promise.all([load(), import('@hookform/resolvers/zod')]);
      // A failed load (a deployment removed the chunk, the network dropped) is tried again at the next check.
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
  const resolver: Resolver<Values, unknown, Output> = async (values, context, options) => {
    const [module, { zodResolver }] = await loadAll();
    return zodResolver(schemaOf(module, values))(values, context, options);
  };
  return Object.assign(resolver, { preload: () => void loadAll() });
}
