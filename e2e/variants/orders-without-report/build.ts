// Builds "orders-without-report": the orders remote as a team would deploy it from a checkout whose
// route table has no order report (an older release, or one that dropped the page), for the journey
// in e2e/tests/federation.spec.ts. The shell under test still routes /order-report to it. Reproducible
// from the checkout:
//   1. copies apps/orders-mfe and the build tooling into <repo>/.e2e-variants/orders-without-report;
//   2. removes OrderReportPage from that copy's table of pages (tools/remote-pages.ts) and from its
//      exposes, so its build's own check passes, as it would in that checkout;
//   3. builds it into .e2e-variants/orders-without-report/dist, as release `orders-without-report`.
// Run alone: npx tsx e2e/variants/orders-without-report/build.ts
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyBuildTooling, copyProject, replaceInFile, repoRoot, rsbuild, variantRootOf } from '../variant-build';

const variantRoot = variantRootOf('orders-without-report');
export const withoutReportDist = join(variantRoot, 'dist');
export const WITHOUT_REPORT_RELEASE = 'orders-without-report';

/** Builds the variant into `withoutReportDist`. */
export function buildOrdersWithoutReport(): void {
  rmSync(variantRoot, { recursive: true, force: true });
  const orders = join(variantRoot, 'apps/orders-mfe');
  copyProject(join(repoRoot, 'apps/orders-mfe'), orders);
  copyBuildTooling(variantRoot);

  replaceInFile(join(variantRoot, 'tools/remote-pages.ts'), "    OrderReportPage: 'Order Report',\n", '');
  replaceInFile(join(orders, 'rsbuild.config.ts'), "    './OrderReportPage': './src/pages/OrderReportPage.tsx',\n", '');

  rsbuild(orders, withoutReportDist, WITHOUT_REPORT_RELEASE);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = Date.now();
  buildOrdersWithoutReport();
  console.log(
    `orders-without-report built into ${withoutReportDist} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
