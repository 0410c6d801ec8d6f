import { describe, expect, it } from 'vitest';
import { internalPath, NOT_FOUND_SEGMENT } from './not-found-route';

describe('the not-found route', () => {
  it("sends the web server's request to the not-found page with the public path", () => {
    expect(internalPath('a.localhost', '/cn/news/x', '/cn/news/x', true)).toBe(
      `/_t/a.localhost/cn/${NOT_FOUND_SEGMENT}/cn/news/x`,
    );
    expect(internalPath('a.localhost', '/en/nope', '/nope', true)).toBe(`/_t/a.localhost/en/${NOT_FOUND_SEGMENT}/nope`);
  });

  it('keeps every other path, and the not-found page unreachable from outside', () => {
    expect(internalPath('a.localhost', '/en/slots', '/slots', false)).toBe('/_t/a.localhost/en/slots');
    expect(internalPath('a.localhost', '/en', '/', false)).toBe('/_t/a.localhost/en');
    expect(internalPath('a.localhost', `/en/${NOT_FOUND_SEGMENT}/x`, `/${NOT_FOUND_SEGMENT}/x`, false)).not.toContain(
      `/${NOT_FOUND_SEGMENT}/`,
    );
  });
});
