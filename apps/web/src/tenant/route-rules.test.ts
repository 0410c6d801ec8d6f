import { describe, expect, it } from 'vitest';
import { CATEGORY_REDIRECTS, ROUTE_REDIRECTS, routeRedirect } from './route-rules';

describe('routeRedirect', () => {
  it('sends a known alias to its page, keeping the language prefix', () => {
    expect(routeRedirect('/signup')).toBe('/register');
    expect(routeRedirect('/cn/signup')).toBe('/cn/register');
    expect(routeRedirect('/Promotion/')).toBe('/promotions');
    expect(routeRedirect('/home')).toBe('/');
    expect(routeRedirect('/esp/home')).toBe('/esp');
  });

  it('leaves every other path alone', () => {
    expect(routeRedirect('/')).toBeNull();
    expect(routeRedirect('/register')).toBeNull();
    expect(routeRedirect('/cn')).toBeNull();
    expect(routeRedirect('/signup/extra')).toBeNull();
  });

  it('sends the category segments of SPEC 2.3 to their category pages', () => {
    expect(routeRedirect('/livecasino')).toBe('/casino');
    expect(routeRedirect('/cn/hashgame')).toBe('/cn/hash-game');
    expect(routeRedirect('/fish')).toBe('/fishing');
    expect(routeRedirect('/table')).toBe('/poker');
    expect(routeRedirect('/horseracing')).toBe('/horse-racing');
    expect(routeRedirect('/sportsbook')).toBe('/sports');
    // A segment that is already its page's route is that page.
    expect(routeRedirect('/slots')).toBeNull();
    expect(routeRedirect('/crash')).toBeNull();
    expect(Object.keys(CATEGORY_REDIRECTS)).toHaveLength(6);
  });

  it('never points a rule at another rule', () => {
    for (const target of Object.values(ROUTE_REDIRECTS)) expect(ROUTE_REDIRECTS[target]).toBeUndefined();
  });
});
