// Bundle figures, measured in Chromium by the one definition of "initial JS" (tools/measure/initial-js.ts)
// and the same steps as `npm run bench` (tools/measure/first-loads.ts): `/` signed in until the project
// list has rows, split into the shell's part (its own code and every shared chunk) and projects-mfe's
// part (its part counts index.html's inline scripts too: JS the page runs); then each other remote's entry and first page through its sidebar link (its own files, and
// the shared chunks it was the first to need); then the copies of each federated shared module.
// The reference API runs on a fresh seeded database for a real signed-in list (tools/measure/suite.ts).
// Sizes are gzip -9. Run: npm run size [-- --files] [-- --check]. With --check (the CI gate in
// tools/test.sh) it exits 1 when a budget below is broken. Bytes only: timings are never gated.
import { launchBrowser } from './browser';
import { budgets } from './budgets';
import { measureFirstLoads } from './first-loads';
import type { Download } from './initial-js';
import { buildApps, repoRoot, startSuite } from './suite';
import { sharedModules } from '../federation/federation';

const check = process.argv.includes('--check');
const withFiles = process.argv.includes('--files');
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const sum = (downloads: Download[]) => downloads.reduce((total, d) => total + d.gzip, 0);

buildApps();
const suite = await startSuite();
const browser = await launchBrowser();
try {
  const measured = await measureFirstLoads(browser, suite);
  const { firstLoad } = measured;
  const over: string[] = [];
  // Each row: what its budget counts ("own"), and the shared chunks that step was the first to need.
  const rows: Array<{ label: string; own: Download[]; shared: Download[]; budget: number }> = [
    {
      label: 'shell: initial JS (/, until the project list)',
      own: firstLoad.shell,
      shared: [],
      budget: budgets.shellInitial,
    },
    {
      label: 'projects-mfe: entry + first page (/)',
      own: firstLoad.projects,
      shared: [],
      budget: budgets.remoteOwnOverrides['projects-mfe'] ?? budgets.remoteOwn,
    },
    ...measured.remotes.map((remote) => ({
      label: `${remote.app}: entry + first page (${remote.path})`,
      own: remote.own,
      shared: remote.shared,
      budget: budgets.remoteOwnOverrides[remote.app] ?? budgets.remoteOwn,
    })),
  ];

  console.log('\nJavaScript requested until each screen is rendered (gzip -9, KiB), signed in\n');
  console.log(`${'step'.padEnd(48)} ${'own'.padStart(7)} ${'shared'.padStart(7)}  files  ${'budget'.padStart(7)}`);
  for (const row of rows) {
    const own = sum(row.own);
    const verdict = own <= row.budget ? 'PASS' : 'OVER';
    if (verdict === 'OVER') over.push(`${row.label}: ${kb(own).trim()} KiB > ${kb(row.budget).trim()} KiB`);
    console.log(
      `${row.label.padEnd(48)} ${kb(own)} ${kb(sum(row.shared))}  ${String(row.own.length + row.shared.length).padStart(5)}  ${kb(row.budget)} ${verdict}`,
    );
    if (withFiles)
      for (const d of [...row.own, ...row.shared].sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${kb(d.gzip)}  ${d.file}${row.shared.includes(d) ? ' (shared)' : ''}`);
  }
  const initial = sum(firstLoad.shell) + sum(firstLoad.projects);
  console.log(`\nInitial JS of a signed-in first load (shell + projects-mfe parts): ${kb(initial).trim()} KiB.`);
  if (firstLoad.others.length > 0)
    console.log(
      `Other remotes' files prefetched before the list was on screen (counted in their own rows): ${kb(sum(firstLoad.others)).trim()} KiB.`,
    );
  console.log(
    "The shell's part counts everything from its origin (its code, every shared chunk and index.html's inline scripts); a remote's, what",
  );
  console.log(
    'comes from its own origin ("own"); "shared" are the shell\'s chunks a remote\'s page was the first to need.\n',
  );

  // Singletons must load once per page; our libs' versioned entries may load once per version, and every
  // app of this tour is built from one commit (one version), so the same budget holds for both.
  console.log(
    `Copies of each federated shared module after visiting every remote (budget ${budgets.singletonCopies}):`,
  );
  for (const name of Object.keys(sharedModules(repoRoot))) {
    const count = measured.copies[name] ?? 0;
    const verdict = count <= budgets.singletonCopies ? 'PASS' : 'OVER';
    if (verdict === 'OVER') over.push(`${name}: ${count} copies`);
    console.log(
      `  ${name.padEnd(28)} ${String(count).padStart(2)}  ${count === 0 ? '(not loaded on this tour)' : verdict}`,
    );
  }
  if (over.length > 0) {
    console.log(`\nOVER budget:\n  ${over.join('\n  ')}`);
    if (check) process.exitCode = 1;
  } else console.log('\nEvery budget holds.');
} finally {
  await browser.close();
  await suite.stop();
}
