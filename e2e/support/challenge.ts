// The proof of work the platform asks before signup and code requests, solved in Node as the site's page solves
// it in the browser. altcha-lib is a dependency of the web app, not of this workspace: this takes the web app's copy.
import { createRequire } from 'node:module';

export type Challenge = { parameters: Record<string, unknown>; signature: string };
type Altcha = {
  solveChallenge: (options: { challenge: Challenge; deriveKey: unknown }) => Promise<object | null>;
};

const fromWeb = createRequire(new URL('../../apps/web/package.json', import.meta.url));
const { solveChallenge } = fromWeb('altcha-lib') as Altcha;
const { deriveKey } = fromWeb('altcha-lib/algorithms/sha') as { deriveKey: unknown };

/** The `altcha` field for a challenge a site handed out: the solution, with the challenge, as base64 JSON. */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
