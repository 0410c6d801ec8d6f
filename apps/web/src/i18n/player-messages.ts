import type { MessageTree } from './message-tree';

// The player's client messages (PLAYER_MESSAGES in client-messages.ts), fetched once per locale when a player's
// part first needs them. A failed fetch is reported and yields no messages (next-intl then shows each key's
// name), and the next part that asks tries again.

const loads = new Map<string, Promise<MessageTree>>();

export function playerMessages(locale: string): Promise<MessageTree> {
  let load = loads.get(locale);
  if (!load) {
    load = fetch(`/messages/${locale}/player.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`The player's messages answered ${response.status}`);
        return response.json() as Promise<MessageTree>;
      })
      .catch((error: unknown) => {
        loads.delete(locale);
        reportError(error);
        return {};
      });
    loads.set(locale, load);
  }
  return load;
}
