import { describe, expect, it } from 'vitest';
import { ROUTE_REDIRECTS, routeRedirect } from './route-rules';

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

  it('never points a rule at another rule', () => {
    for (const target of Object.values(ROUTE_REDIRECTS)) expect(ROUTE_REDIRECTS[target]).toBeUndefined();
  });
});
