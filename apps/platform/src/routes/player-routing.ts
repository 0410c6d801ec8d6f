import type { Authenticate } from '../http/serve-call';
import type { Caller, ProfileCaller } from '../services/players/authenticate';
import type { PlayerDeps } from '../services/players/context';

/** What the routes of player calls share: the flows' dependencies and the one authentication step (get_profile's
 * variant brings the profile along). */
export type PlayerRouting = {
  deps: PlayerDeps;
  authenticate: Authenticate<Caller>;
  authenticateWithProfile: Authenticate<ProfileCaller>;
};
