import { WEB_TIER_HEADERS } from '@felt/contract/tables';
import { type NextRequest, NextResponse } from 'next/server';
import { GALLERY_PATH } from '@/features/gallery/gallery-access';
import { choiceQuery } from '@/features/gallery/gallery-choice';
import { galleryState, isOperatorKey, passCookie } from '@/features/gallery/gallery-pass.server';
import { KEY_ATTEMPTS } from '@/features/gallery/key-attempts.server';
import { isHttpsRequest } from '@/features/gallery/request-scheme';
import { isSameOrigin } from '@/lib/api/request-context.server';

// POST /gallery/key, the gallery's key form: the right operator key earns the pass cookie, a wrong one a short wait
// and the form again with the refusal in words; an address that keeps sending wrong keys is not heard for a while.
// Either way the browser goes back to the gallery (303), so a reload never sends the key again.

const WRONG_KEY_DELAY_MS = 750;
/** The form holds one key: a body larger than this, or one that does not say its length, is not read. */
const FORM_LIMIT = 4096;

function backToGallery(view: URLSearchParams, refused?: 'wrong' | 'locked'): NextResponse {
  const query = new URLSearchParams(view);
  if (refused) query.set('refused', refused);
  return new NextResponse(null, {
    status: 303,
    headers: { location: query.size ? `${GALLERY_PATH}?${query}` : GALLERY_PATH, 'cache-control': 'no-store' },
  });
}

export async function POST(request: NextRequest): Promise<NextResponse> {
  // Back to the view the form was shown on.
  const view = choiceQuery((name) => request.nextUrl.searchParams.get(name));
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!(declared <= FORM_LIMIT)) return backToGallery(view);
  const form = await request.formData().catch(() => null);
  // A closed gallery, or a form posted from another site, hears no key.
  if (galleryState() !== 'ready' || !isSameOrigin(request)) return backToGallery(view);

  const address = request.headers.get(WEB_TIER_HEADERS.clientAddress) ?? 'unknown';
  if (KEY_ATTEMPTS.locked(address)) return backToGallery(view, 'locked');
  if (!isOperatorKey(String(form?.get('key') ?? ''))) {
    KEY_ATTEMPTS.wrong(address);
    await new Promise((resolve) => setTimeout(resolve, WRONG_KEY_DELAY_MS));
    return backToGallery(view, KEY_ATTEMPTS.locked(address) ? 'locked' : 'wrong');
  }
  KEY_ATTEMPTS.right(address);
  const answer = backToGallery(view);
  answer.cookies.set(passCookie(isHttpsRequest(request.headers)));
  return answer;
}
