// Module Federation settings shared by the shell and every remote, so that all five builds agree.
//
// A shared key matches only that exact import path (see shared/TOOLCHAIN.md): sharing `react-dom`
// alone would still bundle `react-dom/client` into every app. So every deep path we import is listed.
// (The router is the exception: see '@admin/ui/router'.)
// Everything here is a singleton: one React, one router, one jotai store (one session), one toast queue,
// one QueryClient (one cache of server state).

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false }>;

const singleton = (requiredVersion: string | false) => ({ singleton: true as const, requiredVersion });

export const sharedSingletons: SharedConfig = {
  react: singleton('^19.0.0'),
  'react/jsx-runtime': singleton('^19.0.0'),
  'react/jsx-dev-runtime': singleton('^19.0.0'),
  'react-dom': singleton('^19.0.0'),
  'react-dom/client': singleton('^19.0.0'),
  jotai: singleton('^2.0.0'),
  'jotai/vanilla': singleton('^2.0.0'),
  'jotai/react': singleton('^2.0.0'),
  'jotai/utils': singleton('^2.0.0'),
  // One QueryClient per page: a remote's useQuery must find the shell's QueryClientProvider.
  '@tanstack/react-query': singleton('^5.0.0'),
  '@tanstack/query-core': singleton('^5.0.0'),
  // Our own libs: workspace packages, always built from the same commit as the app that provides them.
  '@admin/ui': singleton(false),
  // The toast queue and the design tokens' CSS, once per page (kit-ui's entry of @admin/ui).
  '@admin/ui/singletons': singleton(false),
  // The router (one router, one set of its contexts): only this entry of @admin/ui, which re-exports
  // the parts the suite uses, so the build drops the rest of react-router (issue 14, lever 3). The
  // router's own packages are not shared: code imports it from here (tools/router-imports.test.ts).
  '@admin/ui/router': singleton(false),
  // The form kit: stateless, but shared so that the remotes' forms load react-hook-form and zod once.
  '@admin/ui/forms': singleton(false),
  // With the kit: a screen's own useFormContext/useWatch/useController must read the context of the
  // react-hook-form copy the (shared) kit's <Form> provides, not a copy bundled into the remote.
  'react-hook-form': singleton('^7.0.0'),
  '@admin/auth': singleton(false),
  '@admin/api-client': singleton(false),
};

/** Every remote: its container name and its folder under apps/. */
export const remoteApps = {
  projects_mfe: 'projects-mfe',
  orders_mfe: 'orders-mfe',
  customers_mfe: 'customers-mfe',
  config_mfe: 'config-mfe',
} as const;
export type RemoteName = keyof typeof remoteApps;
export const remoteNames = Object.keys(remoteApps) as RemoteName[];

/** Container names and local dev ports of the remotes. The shell learns their URLs at run time. */
export const remotePorts = {
  shell: 4200,
  projects_mfe: 4201,
  orders_mfe: 4202,
  customers_mfe: 4203,
  config_mfe: 4204,
} as const;

/** Remotes are fetched cross-origin by the shell. */
export const corsHeaders = { 'Access-Control-Allow-Origin': '*' };

/** The release label a build shows on its pages (set PUBLIC_RELEASE when building). */
export const releaseDefine = {
  'process.env.PUBLIC_RELEASE': JSON.stringify(process.env.PUBLIC_RELEASE ?? 'dev'),
};
