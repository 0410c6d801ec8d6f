import type { BuildIdAnswer } from '@/features/shell-widgets/build-id';
import { currentBuildId } from '@/features/shell-widgets/build-id.server';

// GET /build-id.json: which build the server runs, polled by open pages (SPEC 4). Its name has a dot, so
// the proxy leaves it alone; never cached, or a page could keep seeing the old id.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const answer: BuildIdAnswer = { buildId: currentBuildId() };
  return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
}
