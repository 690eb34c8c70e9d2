// Builds "orders-with-summary": the orders remote after its team added a page, for the journey in
// e2e/tests/federation.spec.ts (a new page reaches staff with no shell build). Reproducible from the checkout:
//   1. copies apps/orders-mfe and the build tooling into <repo>/.e2e-variants/orders-with-summary;
//   2. adds the page as a team would, with the page generator (`nx g @admin/tools:page orders-mfe
//      order-summary --section=/orders --permission=orders.read --tab`): OrderSummaryPage, its test, and
//      its declaration in that copy's src/pages.ts (a tab under Orders, a palette screen);
//   3. builds it into .e2e-variants/orders-with-summary/dist, as release `orders-with-summary`: its
//      release.json declares the page beside the others.
// Run alone: npx tsx e2e/variants/orders-with-summary/build.ts
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import pageGenerator from '../../../tools/generators/page.js';
import { copyBuildTooling, copyProject, repoRoot, rsbuild, variantRootOf } from '../variant-build';

const variantRoot = variantRootOf('orders-with-summary');
export const withSummaryDist = join(variantRoot, 'dist');
export const WITH_SUMMARY_RELEASE = 'orders-with-summary';

/** Nx's Tree as the generator uses it, over the variant's folder. */
const folderTree = (root: string) => ({
  exists: (path: string) => existsSync(join(root, path)),
  read: (path: string) => (existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null),
  write: (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  },
});

/** Builds the variant into `withSummaryDist`. */
export async function buildOrdersWithSummary(): Promise<void> {
  rmSync(variantRoot, { recursive: true, force: true });
  const orders = join(variantRoot, 'apps/orders-mfe');
  copyProject(join(repoRoot, 'apps/orders-mfe'), orders);
  copyBuildTooling(variantRoot);
  await pageGenerator(folderTree(variantRoot), {
    remote: 'orders-mfe',
    name: 'order-summary',
    section: '/orders',
    permission: 'orders.read',
    tab: true,
  });
  rsbuild(orders, withSummaryDist, WITH_SUMMARY_RELEASE);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = Date.now();
  await buildOrdersWithSummary();
  console.log(`orders-with-summary built into ${withSummaryDist} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
