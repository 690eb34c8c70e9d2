import { describe, expect, it } from 'vitest';
import { matchesRoute } from './prefetchRoute';

describe('matchesRoute', () => {
  it('matches a route by its path, a parameter by any one segment', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/orders', '/orders')).toBe(true);
    expect(matchesRoute('/orders', '/orders/')).toBe(true);
    expect(matchesRoute('/edit-project/:id', '/edit-project/7')).toBe(true);
  });

  it('refuses another path, a missing parameter and extra segments', () => {
    expect(matchesRoute('/', '/orders')).toBe(false);
    expect(matchesRoute('/orders', '/order-report')).toBe(false);
    expect(matchesRoute('/edit-project/:id', '/edit-project/')).toBe(false);
    expect(matchesRoute('/edit-project/:id', '/edit-project/7/media')).toBe(false);
  });
});
