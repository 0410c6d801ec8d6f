import { buildMetaPath } from '@/features/shell-widgets/build-id';
import { currentBuildMeta } from '@/features/shell-widgets/build-id.server';

// GET /builds/meta/{id}.json: the manifest of the build this server runs, with its route rules (SPEC 7). Another
// id is a build this server does not have: 404. A build's manifest never changes, so it may be cached for good.
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const meta = currentBuildMeta();
  if (new URL(request.url).pathname !== buildMetaPath(meta.id)) {
    return Response.json({ statusCode: 404, message: 'notFound' }, { status: 404 });
  }
  return Response.json(meta, { headers: { 'cache-control': 'public, max-age=31536000, immutable' } });
}
