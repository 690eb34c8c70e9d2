// Runs in the entry chunk, before the async boundary, like everything in this folder: it may import
// only plain modules (no shared package such as React or our libs, which are not negotiated yet).

import type { Assignment } from './assigned-release';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

/**
 * The early answers by URL, on the page's global object: index.html's inline start
 * (startup/inline-start.ts, a copy of these modules built into the HTML) starts them before the entry
 * has downloaded, and the entry's copy of this module takes them from the same map.
 */
const EARLY_FETCHES = '__adminEarlyFetches';
const scope = globalThis as typeof globalThis & { [EARLY_FETCHES]?: Map<string, Promise<Response>> };
const early = (scope[EARLY_FETCHES] ??= new Map<string, Promise<Response>>());

/** Starts `url` now; the first `fetchEarly` or `takeEarly` of the same URL takes this answer. */
export function startEarly(url: string, init?: RequestInit): Promise<Response> {
  const response = fetch(url, init);
  // A failure is met again by whoever asks for it (takeEarly falls back to its own fetch).
  response.catch(() => undefined);
  early.set(url, response);
  return response;
}

/**
 * The runtime config (index.html preloads it), started by the entry while the shared modules are
 * still downloading; bootstrap takes this answer.
 */
export const fetchRuntimeConfigEarly = (): Promise<Response> => startEarly(RUNTIME_CONFIG_PATH, { cache: 'no-store' });

/** The early answer for `url` if one was started and not taken yet (each is taken once; a failed one is fetched again). */
export function takeEarly(url: string, init?: RequestInit): Promise<Response> | undefined {
  const response = early.get(url);
  if (!response) return undefined;
  early.delete(url);
  return response.catch(() => fetch(url, init));
}

/** `fetch`, answered by the early request for the same URL when there is one. */
export const fetchEarly = (url: string, init?: RequestInit): Promise<Response> =>
  takeEarly(url, init) ?? fetch(url, init);

/** This page load's releases, by remote (assigned-release.ts), decided once by the start. */
type Assignments = Record<string, Assignment>;
const ASSIGNMENTS = '__adminAssignments';
const handed = globalThis as typeof globalThis & { [ASSIGNMENTS]?: Promise<Assignments> };

/** Keeps the start's assignment of releases for bootstrap (the start decides it as the runtime config arrives). */
export function keepAssignments(assignments: Promise<Assignments>): void {
  // A failure is met by bootstrap, which reports it.
  assignments.catch(() => undefined);
  handed[ASSIGNMENTS] = assignments;
}

/**
 * The start's assignment of releases: bootstrap composes the page load from it, so the early preload
 * and the remotes registered never differ, and the deciding code is not on the first load twice (the
 * inline start has it). The start always runs first: index.html's inline script, else the entry, which
 * is the only importer of bootstrap.
 */
export const takeAssignments = (): Promise<Assignments> =>
  handed[ASSIGNMENTS] ?? Promise.reject(new Error('The early start did not run'));
