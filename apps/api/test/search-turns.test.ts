/**
 * On PGlite, searches take turns (src/modules/search/turns.ts): their queries enter the one
 * connection's line one at a time, so another staff call's query waits behind at most one of them.
 */
import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../src/modules/search/turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('searches taking turns', () => {
  it('runs one piece of work at a time, in the order asked, and goes on after a failure', async () => {
    const turns = oneAtATime();
    let running = 0;
    let most = 0;
    const order: string[] = [];
    const piece = (name: string, fail = false) =>
      turns.run(async () => {
        running += 1;
        most = Math.max(most, running);
        order.push(`${name} starts`);
        await tick();
        order.push(`${name} ends`);
        running -= 1;
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([piece('a'), piece('b', true), piece('c'), piece('d')]);
    expect(most).toBe(1);
    expect(order).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends', 'd starts', 'd ends']);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'a',
      'b failed',
      'c',
      'd',
    ]);
  });

  it('lets other work in between its pieces (the line is only for the pieces that take turns)', async () => {
    const turns = oneAtATime();
    const order: string[] = [];
    const first = turns.run(async () => {
      await tick();
      order.push('search 1');
    });
    const second = turns.run(async () => {
      await tick();
      order.push('search 2');
    });
    // Another call, not taking turns, starts at once and finishes before the second search.
    await tick();
    order.push('other call');
    await Promise.all([first, second]);
    expect(order.indexOf('other call')).toBeLessThan(order.indexOf('search 2'));
  });
});
