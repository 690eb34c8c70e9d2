// `npm run bench -- --scale [--quick]`: the screens on the large seed (src/measures/scale.ts), on
// PGlite and, when Debian's PostgreSQL server is installed, on a throwaway PostgreSQL, in one run.
// A run of its own: seeding 100,000 orders takes a minute or two per database. Prints one table with
// the goals beside the figures and the machine (cores, load, `uptime`), and writes
// bench/results/scale.json (the next run prints its change against it).
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromiumVersion, launchBrowser } from '../../tools/measure/browser';
import { buildApps, repoRoot, startSuite } from '../../tools/measure/suite';
import {
  measureScale,
  postgresAvailable,
  seedLargeDatabase,
  shown,
  startPostgres,
  type Sample,
  type ScaleDatabase,
} from './measures/scale';
import { readResults, renderTable, verdict, writeResults, type Figure } from './report';

const resultsFile = join(repoRoot, 'bench/results/scale.json');

export async function runScaleBench(quick: boolean, progress: (text: string) => void): Promise<void> {
  const started = Date.now();
  const options = quick
    ? { coldLoads: 3, nextPages: 5, customers: 3, statusChanges: 3 }
    : { coldLoads: 7, nextPages: 20, customers: 6, statusChanges: 6 };
  const uptime = () => execSync('uptime', { encoding: 'utf8' }).trim();
  const uptimeAtStart = uptime();
  const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));
  progress('building (Nx, cached)…');
  buildApps();

  const figures: Figure[] = [];
  const measureOn = async (seed: () => Promise<ScaleDatabase>) => {
    const database = await seed();
    progress(`${database.label}: large seed ready; starting the API and the five apps`);
    const suite = await startSuite({ apiEnv: { ...database.env, SEED_ON_EMPTY: 'false' } });
    const browser = await launchBrowser();
    const load = loadavg()[0]!.toFixed(1);
    try {
      const samples = await measureScale(browser, suite, database, options, progress);
      figures.push(...samples.map((sample) => toFigure(sample, database.label, `load ${load}`)));
    } finally {
      await browser.close();
      await suite.stop();
      if (database.env.DATA_DIR) rmSync(database.env.DATA_DIR, { recursive: true, force: true });
    }
  };

  progress('PGlite: seeding 20k customers and 100k orders…');
  await measureOn(() => seedLargeDatabase(null, progress));
  if (postgresAvailable()) {
    progress('PostgreSQL: starting a throwaway server and seeding…');
    const server = await startPostgres();
    try {
      await measureOn(() => seedLargeDatabase(server.url, progress));
    } finally {
      await server.stop();
    }
  } else {
    progress(
      'PostgreSQL: no server binaries under /usr/lib/postgresql (apps/api/scripts/with-postgres.sh): PGlite only',
    );
  }

  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    loadAtStart,
    loadAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
    chromium: chromiumVersion(),
    node: process.version,
  };
  const seconds = Math.round((Date.now() - started) / 1000);
  const git = (args: string) => execSync(`git ${args}`, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const commit = git('rev-parse --short HEAD') + (git("status --porcelain -- . ':!bench/results'") ? '+changes' : '');
  const previous = readResults(resultsFile);
  console.log(
    `\nnpm run bench -- --scale${quick ? ' --quick' : ''} — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, ${seconds} s`,
  );
  console.log(`Machine: ${machine.cores} cores (${machine.cpu}); ${machine.chromium}; Node ${machine.node}`);
  console.log(`uptime at start: ${uptimeAtStart}`);
  console.log(`uptime at end:   ${uptime()}`);
  console.log(
    "The machine is shared with other engineers' builds and tests: timings move with its load (the load beside each group).",
  );
  console.log(
    previous
      ? `Δ last: change since bench/results/scale.json of ${previous.date.slice(0, 16).replace('T', ' ')} UTC (commit ${previous.commit})`
      : 'No previous bench/results/scale.json: no Δ column.',
  );
  console.log('');
  console.log(renderTable(figures, previous));
  const missed = figures.filter((f) => verdict(f) === 'OVER');
  console.log(
    missed.length
      ? `\n${missed.length} goal${missed.length > 1 ? 's' : ''} missed: ${missed.map((f) => `${f.group.replace(/^.* on /, '')}: ${f.label.trim()}`).join('; ')}`
      : '\nEvery goal met.',
  );
  writeResults(resultsFile, {
    date: new Date().toISOString(),
    commit,
    quick,
    seconds,
    machine,
    figures,
    lighthouseTop: {},
  });
  console.log('\nWrote bench/results/scale.json.');
}

function toFigure(sample: Sample, database: string, load: string): Figure {
  const { value, text } = shown(sample);
  const note = [text, sample.note, load].filter(Boolean).join('; ');
  return {
    key: `scale.${database.startsWith('PostgreSQL') ? 'postgres' : 'pglite'}.${sample.key}`,
    group: `Production scale (100k orders, 20k customers) on ${database}`,
    label: sample.label,
    value,
    unit: sample.unit,
    ...(sample.goal !== undefined ? { budget: { max: sample.goal } } : {}),
    note,
  };
}
