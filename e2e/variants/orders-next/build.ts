// Builds "orders-next": the orders remote as its team would deploy it after a change to libs/ui that
// the running shell does not have (a new component, CopyableId, used by the order detail page), for
// the journey in e2e/tests/versioned-libs.spec.ts. Reproducible from the checkout:
//   1. copies libs/ui into <repo>/.e2e-variants/orders-next/node_modules/@admin/ui and apps/orders-mfe
//      into .../apps/orders-mfe (inside the repo, so everything else resolves from its node_modules);
//   2. adds this folder's files (ui/: the component and its export; orders-mfe/: the page using it);
//   3. releases the changed lib with the real release script (tools/release/lib-versions.ts): 1.x.0 -> 1.(x+1).0;
//   4. builds with the normal remote config (tools/, copied so the app's relative import finds it)
//      into .e2e-variants/orders-next/dist, as release `orders-next`;
//   5. for the counter-case, builds it again into .../dist-libs-as-singletons with our libs' entries
//      shared the old way, every entry a singleton (`singleton: true, requiredVersion: false`).
// Run alone: npx tsx e2e/variants/orders-next/build.ts
import { appendFileSync, cpSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { releaseLib } from '../../../tools/release/lib-versions';
import { copyBuildTooling, copyProject, replaceInFile, repoRoot, rsbuild, variantRootOf } from '../variant-build';

const fixture = import.meta.dirname;
export const variantRoot = variantRootOf('orders-next');
export const variantDist = join(variantRoot, 'dist');
export const libsAsSingletonsDist = join(variantRoot, 'dist-libs-as-singletons');
export const VARIANT_RELEASE = 'orders-next';

/** The old shared config: every entry of our libs a singleton of any version. */
function shareLibsAsSingletons(federationTs: string) {
  replaceInFile(
    federationTs,
    'singleton: false,\n  requiredVersion: `^${version}`,',
    'singleton: true,\n  requiredVersion: false,',
  );
}

/** Builds the variant (and its counter-case) and returns its lib version; the deployable folders are `variantDist` and `libsAsSingletonsDist`. */
export function buildOrdersNext(): { uiVersion: string } {
  rmSync(variantRoot, { recursive: true, force: true });
  const ui = join(variantRoot, 'node_modules/@admin/ui');
  const orders = join(variantRoot, 'apps/orders-mfe');
  mkdirSync(join(variantRoot, 'node_modules/@admin'), { recursive: true });
  copyProject(join(repoRoot, 'libs/ui'), ui);
  copyProject(join(repoRoot, 'apps/orders-mfe'), orders);
  copyBuildTooling(variantRoot);

  // The lib change, released as a team would: the new component, its export, a version bump.
  cpSync(join(fixture, 'ui/src'), join(ui, 'src'), {
    recursive: true,
    filter: (src) => !src.endsWith('index.append.ts'),
  });
  appendFileSync(join(ui, 'src/index.ts'), readFileSync(join(fixture, 'ui/src/index.append.ts')));
  const uiVersion = releaseLib(ui, 'minor');

  // The orders page that uses it.
  renameSync(join(orders, 'src/pages/OrderDetailPage.tsx'), join(orders, 'src/pages/OrderDetailPage.base.tsx'));
  cpSync(join(fixture, 'orders-mfe/src'), join(orders, 'src'), { recursive: true });

  rsbuild(orders, variantDist, VARIANT_RELEASE);
  shareLibsAsSingletons(join(variantRoot, 'tools/federation/federation.ts'));
  rsbuild(orders, libsAsSingletonsDist, VARIANT_RELEASE);
  return { uiVersion };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = Date.now();
  const { uiVersion } = buildOrdersNext();
  console.log(
    `orders-next built against @admin/ui ${uiVersion} into ${variantDist} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
