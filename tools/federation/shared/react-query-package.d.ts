// The alias under which tools/federation/shared/react-query.ts imports the package itself
// (`reactQueryPackage` in tools/federation/federation.ts).
declare module '@admin/react-query-package' {
  export * from '@tanstack/react-query';
}
