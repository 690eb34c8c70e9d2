import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { declarationProblems } from '../../../tools/federation/page-declarations';
import { pages } from './pages';

describe("customers-mfe's pages", () => {
  it('can be built and routed to: each module exists, each path once, each section a sidebar link', () => {
    expect(declarationProblems('customers_mfe', pages, join(import.meta.dirname, '..'))).toEqual([]);
  });

  it('each name the read permission that opens them (a deep link without it shows no access)', () => {
    expect(pages.filter((page) => !page.permission).map((page) => page.path)).toEqual([]);
  });

  it('puts the roles screen under staff administration: employees.read opens it', () => {
    expect(pages.find((page) => page.path === '/roles')?.permission).toBe('employees.read');
  });
});
