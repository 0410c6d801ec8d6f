import { getProfile, profileUpdate } from '@felt/contract';
import { conforms, expectSuccess, firstDifference, step } from '../checks';
import { type KitContext, needSession, ownAccount, undoLater } from '../context';
import { Mismatch, NotApplicable, shown } from '../outcome';
import type { Row } from '../row';
import { ask } from './reads';

// profile_update takes the name and the e-mail together; the row sets them back to what get_profile answered, so it
// runs only when profile_update would store those exactly as they are.

type Fields = { full_name: string; contact_email: string };

const Restored = profileUpdate.request.pick({ full_name: true, contact_email: true });

/** The name the row sets: letters and spaces, as the contract wants. */
const NAME = 'Felt Conformance';

async function profileOf(ctx: KitContext): Promise<Fields> {
  const { value } = expectSuccess(await ask(ctx, getProfile, 'player'), getProfile.response);
  return { full_name: value.full_name, contact_email: value.contact_email };
}

async function update(ctx: KitContext, fields: Fields): Promise<void> {
  expectSuccess(await ask(ctx, profileUpdate, 'player', fields), profileUpdate.response);
}

/** The kit's own account with the row's name, its e-mail as it was. */
async function giveName(ctx: KitContext, found: Fields): Promise<Fields> {
  const fields = { ...found, full_name: NAME };
  await update(ctx, fields);
  return fields;
}

/** Why profile_update could not store `fields` as they are; undefined when it could. */
function unrestorable(fields: Fields): string | undefined {
  try {
    const difference = firstDifference(fields, conforms(Restored, fields));
    return difference ? `its ${difference.field} would be stored as ${difference.got}` : undefined;
  } catch (error) {
    if (!(error instanceof Mismatch)) throw error;
    return `profile_update refuses its ${error.field} ${error.got} (${error.expected})`;
  }
}

async function expectProfile(ctx: KitContext, label: string, expected: Fields): Promise<void> {
  const difference = firstDifference(expected, await step(label, () => profileOf(ctx)));
  if (difference) throw new Mismatch(`${label}: value.${difference.field}`, difference.expected, difference.got);
}

export const profileRow: Row = {
  id: 'write.settings.profile',
  title: 'profile_update of the full name shows in get_profile, and the profile is set back as it was',
  async run(ctx) {
    needSession(ctx);
    const found = await step('get_profile before', () => profileOf(ctx));
    // The kit's own account has nothing to keep: one without a name profile_update takes (signup sets none) is
    // given one first, and is then set back to that.
    const original =
      ownAccount(ctx) && unrestorable(found)
        ? await step('profile_update of the new account', () => giveName(ctx, found))
        : found;
    const why = unrestorable(original);
    if (why) throw new NotApplicable(`the profile could not be set back exactly: ${why}`);
    const changed = { ...original, full_name: original.full_name === NAME ? `${NAME} Check` : NAME };
    const restore = undoLater(ctx, 'set the profile back', () => update(ctx, original));
    await step('profile_update', () => update(ctx, changed));
    await expectProfile(ctx, 'get_profile after the update', changed);
    await step('profile_update back', restore);
    await expectProfile(ctx, 'get_profile after setting it back', original);
    const named = original === found ? '' : ` named ${shown(original.full_name)} (the kit's own account), then`;
    return `full_name ${shown(found.full_name)}${named} -> ${shown(changed.full_name)} and back`;
  },
};
