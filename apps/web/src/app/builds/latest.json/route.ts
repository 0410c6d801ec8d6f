import { currentBuild } from '@/features/shell-widgets/build-id.server';

// GET /builds/latest.json: which build the server runs, polled by open pages with a timestamp query (SPEC 4, 7).
// Its name has a dot, so the proxy leaves it alone; never cached, or a page could keep seeing the old id.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(currentBuild(), { headers: { 'cache-control': 'no-store' } });
}
