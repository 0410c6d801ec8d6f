/** A stable code from a game name: "Lotto 6/45" → "lotto-6-45". */
export function gameCode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
