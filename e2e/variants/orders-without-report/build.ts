// Builds "orders-without-report": the orders remote as a team would deploy it from a checkout that
// declares no order report (an older release, or one that dropped the page), for the journey in
// e2e/tests/federation.spec.ts. The shell under test still routes /order-report to it: the runtime
// config keeps the live release's pages (a QA override moves only the code). Reproducible from the checkout:
//   1. copies apps/orders-mfe and the build tooling into <repo>/.e2e-variants/orders-without-report;
//   2. removes the order report's declaration from that copy's src/pages.ts, so its build neither
//      exposes the page nor names it in its release.json;
//   3. builds it into .e2e-variants/orders-without-report/dist, as release `orders-without-report`.
// Run alone: npx tsx e2e/variants/orders-without-report/build.ts
import { readFileSync, rmSync } from 'node:fs';
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

  const pages = join(orders, 'src/pages.ts');
  const report = /\n {2}\{\n {4}path: '\/order-report',[\s\S]*?\n {2}\},/.exec(readFileSync(pages, 'utf8'))?.[0];
  if (!report) throw new Error(`${pages} no longer declares /order-report: update the variant's build.`);
  replaceInFile(pages, report, '');

  rsbuild(orders, withoutReportDist, WITHOUT_REPORT_RELEASE);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = Date.now();
  buildOrdersWithoutReport();
  console.log(
    `orders-without-report built into ${withoutReportDist} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
