import type { Authenticate } from '../http/serve-call';
import type { Caller } from '../services/players/authenticate';
import type { PlayerDeps } from '../services/players/context';

/** What the routes of player calls share: the flows' dependencies and the one authentication step. */
export type PlayerRouting = { deps: PlayerDeps; authenticate: Authenticate<Caller> };
