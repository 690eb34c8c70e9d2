/**
 * The search's cost is bounded by what a caller sends: the text it matches on is cut to its first
 * words and characters (typo tolerance only for short texts), punctuation alone finds nothing, and
 * one person runs at most two searches at once (further ones wait in a short line, then 429).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, SearchResults } from '@admin/api-client/contract';
import { SEARCH_MAX_QUERY } from '@admin/api-client/contract';
import { readSearchText, SEARCH_MATCH_MAX_CHARACTERS, SEARCH_MATCH_MAX_WORDS } from '../src/modules/search/matching';
import { perPersonLimit, TOO_MANY_SEARCHES_MESSAGE } from '../src/modules/search/per-person-limit';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';

const fill = (unit: string) => unit.repeat(Math.ceil(SEARCH_MAX_QUERY / unit.length)).slice(0, SEARCH_MAX_QUERY);

describe('what a search matches on', () => {
  it('is at most 4 words and 40 characters of what was typed, fuzzy only for a short text', () => {
    const hostile = readSearchText(fill('kumar sharma singh patel gupta '));
    expect(hostile.text).toBe('kumar sharma singh patel');
    expect(hostile.fuzzy).toBe(false);
    const long = readSearchText(fill('abcdefghijklmnopqrstuvwxyz'));
    expect(long.text).toHaveLength(SEARCH_MATCH_MAX_CHARACTERS);
    expect(long.fuzzy).toBe(false);
    for (const unit of ['a1 b2 ', 'qzv wxk ', '98 ', 'an ar el ']) {
      const t = readSearchText(fill(unit));
      expect(t.text.split(' ').length).toBeLessThanOrEqual(SEARCH_MATCH_MAX_WORDS);
      expect(t.text.length).toBeLessThanOrEqual(SEARCH_MATCH_MAX_CHARACTERS);
    }
    // A name with a slip keeps its typo tolerance; a phone keeps its digits.
    expect(readSearchText('Zenobia Quilfeather')).toMatchObject({ text: 'Zenobia Quilfeather', fuzzy: true });
    expect(readSearchText('+91 71234 56789').phoneDigits).toBe('917123456789');
    expect(readSearchText(fill('98 ')).phoneDigits).toBeNull();
    expect(readSearchText(fill('%_\\-')).findable).toBe(false);
  });
});

describe('GET /api/v2/search with hostile texts', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startServer();
    api = client(server.url, (await signIn(server.url)).token);
  });
  afterAll(() => server.close());
  const search = (q: string) => api.get<ItemResponse<SearchResults>>(`/api/v2/search?${new URLSearchParams({ q })}`);

  it('answers a 100-character text as its first words, and finds nothing for punctuation alone', async () => {
    const employees = (await search('Asha Admin')).body.data.employees ?? [];
    expect(employees.map((e) => e.name)).toContain('Asha Admin');
    // A long text is matched on its first 4 words: the name twice is in no record.
    const repeated = await search(fill('Asha Admin '));
    expect(repeated.status).toBe(200);
    expect(repeated.body.data.employees).toEqual([]);
    const punctuation = await search(fill('%_\\-'));
    expect(punctuation.status).toBe(200);
    expect(punctuation.body.data).toEqual({
      customers: [],
      orders: [],
      projects: [],
      companies: [],
      employees: [],
      totals: { customers: 0, orders: 0, projects: 0, companies: 0, employees: 0 },
    });
  });

  it('answers ten parallel hostile searches of one session', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => search(fill(`${'kumar sharma singh patel'.split(' ')[i % 4]} `))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  });
});

describe('searches one person runs at once', () => {
  const deferred = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('are two; the next wait in line (eight at most, then 429) and start as places free, in order', async () => {
    const limit = perPersonLimit(2, 8);
    const started: number[] = [];
    const gates = Array.from({ length: 11 }, deferred);
    const never = new AbortController().signal;
    const runs = gates.map((gate, i) =>
      limit.run(7, never, async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    const eleventh = runs[10]!.then(
      () => 'ran',
      (error: Error) => error.message,
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(await eleventh).toBe(TOO_MANY_SEARCHES_MESSAGE);
    // Someone else is not held up by person 7.
    expect(await limit.run(8, never, async () => 'other')).toBe('other');
    gates[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.resolve();
    gates[2]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs.slice(0, 10))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('drops a waiting search whose caller went away, without running it', async () => {
    const limit = perPersonLimit(2, 8);
    const gate = deferred();
    const never = new AbortController().signal;
    const ran: string[] = [];
    const first = limit.run(1, never, async () => void (await gate.promise));
    const second = limit.run(1, never, async () => void (await gate.promise));
    const gone = new AbortController();
    const third = limit.run(1, gone.signal, async () => void ran.push('third'));
    gone.abort();
    await expect(third).rejects.toThrow('The caller went away');
    gate.resolve();
    await Promise.all([first, second]);
    expect(ran).toEqual([]);
  });
});
