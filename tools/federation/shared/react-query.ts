// What the shared key `@tanstack/react-query` provides, in every build (tools/federation/federation.ts):
// the names the suite uses, with the parts of @tanstack/query-core they need bundled inside, instead
// of the package's whole index and the whole query-core as two shared modules (a shared module is
// never tree-shaken: 5.6 + 6.6 KiB of code no screen runs, ~1.9 KiB gz on every first load).
// The key stays the package's own, so a remote built before this, which takes `@tanstack/react-query`
// from the shell, still gets one QueryClient context per page; and one built after it takes an older
// shell's whole package, a superset. A screen that needs another name adds it here, and the shell is
// deployed before the remote that uses it (tools/federation/shared-imports.test.ts fails until it is
// here). The package is imported under an alias (`reactQueryPackage`): its own name would be consumed
// from the share scope, i.e. from this very module.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@admin/react-query-package';
