import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarationProblems } from '../../../tools/federation/page-declarations';
import { pages } from './pages';

describe("config-mfe's pages", () => {
  it('can be built and routed to: each module exists, each path once, each section a sidebar link', () => {
    expect(declarationProblems('config_mfe', pages, join(import.meta.dirname, '..'))).toEqual([]);
  });

  it('each name the read permission that opens them (a deep link without it shows no access)', () => {
    expect(pages.filter((page) => !page.permission).map((page) => page.path)).toEqual([]);
  });
});
