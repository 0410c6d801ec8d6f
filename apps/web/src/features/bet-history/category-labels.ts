import type { CategoryKey } from '@felt/contract/tables';

/** Category names in the reader's language, passed down by the server page (they live in ui.shell). */
export type CategoryLabels = Partial<Record<CategoryKey, string>>;

/** The name of a round's game_type; a type the site does not know is shown as sent. */
export function categoryLabel(labels: CategoryLabels, gameType: string): string {
  return (labels as Record<string, string | undefined>)[gameType] ?? gameType;
}
