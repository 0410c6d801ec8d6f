// The build files of SPEC 7 ("other fetches") and how the browser reads them (SPEC 4: new build detection):
// builds/latest.json names the build the server runs (field id); builds/meta/{id}.json is that build's
// manifest with its route rules.

export const LATEST_BUILD_PATH = '/builds/latest.json';
export const buildMetaPath = (id: string) => `/builds/meta/${encodeURIComponent(id)}.json`;

export type LatestBuild = { id: string; timestamp: number };

/** A route rule of the manifest: the address answers with a permanent redirect to `redirect`. */
export type RouteRule = { redirect: string; statusCode: 308 };
export type BuildMeta = LatestBuild & { routeRules: Record<string, RouteRule> };

/** The poll's address: a timestamp query so no cache on the way answers an old id. */
export function latestBuildUrl(now: number): string {
  return `${LATEST_BUILD_PATH}?t=${now}`;
}

/** The build id of an answer; null for anything else (an error page, a proxy's HTML). */
export function parseBuildId(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const id = (answer as Record<string, unknown>).id;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
}

/** A newer build is one whose id differs from the page's; an unreadable answer says nothing. */
export function isNewBuild(pageBuild: string, answered: string | null): boolean {
  return answered !== null && answered !== pageBuild;
}
