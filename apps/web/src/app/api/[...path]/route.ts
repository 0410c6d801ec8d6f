import { CALL_BODY_LIMIT, handleGet, handlePost } from '@/lib/api/bff.server';
import { offerDirectApi } from '@/lib/api/direct-api';
import { notFoundAnswer } from '@/lib/api/json-answer';

// The BFF: every /api/* call of the browser, forwarded to the platform (lib/api/bff.server.ts). Once this module
// is loaded the web server answers the POST calls and media with the same handlers itself (server/direct-api.mjs).

offerDirectApi({
  post: handlePost,
  media: (request) => handleGet(request, new URL(request.url).pathname),
  bodyLimit: CALL_BODY_LIMIT,
});

type Context = { params: Promise<{ path: string[] }> };

async function pathOf(context: Context): Promise<string> {
  const { path } = await context.params;
  return `/api/${path.join('/')}`;
}

export async function POST(request: Request, context: Context): Promise<Response> {
  return handlePost(request, await pathOf(context));
}

export async function GET(request: Request, context: Context): Promise<Response> {
  return handleGet(request, await pathOf(context));
}

// No other method exists on the contract; answer them like an unknown call, in JSON.
export const PUT = notFoundAnswer;
export const PATCH = notFoundAnswer;
export const DELETE = notFoundAnswer;
