/** A path whose percent-encoding does not decode (`/api/x/%ZZ`): Next would answer it with a bare text 500. */
export function undecodable(url) {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]);
    return false;
  } catch {
    return true;
  }
}
