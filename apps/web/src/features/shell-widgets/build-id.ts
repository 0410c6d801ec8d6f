// What /build-id.json answers and how the browser reads it (SPEC 4: new build detection).

export const BUILD_ID_PATH = '/build-id.json';

export type BuildIdAnswer = { buildId: string };

/** The build id of an answer; null for anything else (an error page, a proxy's HTML). */
export function parseBuildId(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const id = (answer as Record<string, unknown>).buildId;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
}

/** A newer build is one whose id differs from the page's; an unreadable answer says nothing. */
export function isNewBuild(pageBuild: string, answered: string | null): boolean {
  return answered !== null && answered !== pageBuild;
}
