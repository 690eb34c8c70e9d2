// The bench's one table: each figure beside its budget and PASS/OVER (UNDER for a score below its
// floor), with the change since the previous run, and the results file that makes the next run's
// change computable.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

type Unit = 'KiB' | 'MiB' | 'ms' | 'copies' | 'score' | 'ratio' | 'rows';

export interface Figure {
  /** Stable key, to compare with the previous run. */
  key: string;
  group: string;
  label: string;
  /** null when it could not be measured (the note says why). */
  value: number | null;
  unit: Unit;
  /** At most `max`, or at least `min` (Lighthouse scores). */
  budget?: { max?: number; min?: number };
  /** A looser figure the CI size gate holds for now, shown beside the issue's budget. */
  gate?: number;
  note?: string;
  /** The files behind a bytes figure (gzip bytes each), largest first; printed with --files. */
  files?: Array<{ file: string; gzip: number }>;
}

interface Machine {
  cores: number;
  cpu: string;
  loadAtStart: number[];
  loadAtEnd: number[];
  chromium: string;
  node: string;
}

export interface Results {
  date: string;
  commit: string;
  quick: boolean;
  seconds: number;
  machine: Machine;
  figures: Figure[];
  lighthouseTop: Record<string, string[]>;
}

export function verdict(figure: Figure): 'PASS' | 'OVER' | 'UNDER' | '—' {
  const { value, budget } = figure;
  if (value === null || !budget) return '—';
  if (budget.max !== undefined && value > budget.max) return 'OVER';
  if (budget.min !== undefined && value < budget.min) return 'UNDER';
  return 'PASS';
}

const decimals = (unit: Unit) => (unit === 'KiB' || unit === 'MiB' ? 1 : unit === 'ratio' ? 2 : 0);
const format = (value: number, unit: Unit) => value.toFixed(decimals(unit));

function budgetText(figure: Figure): string {
  const { budget, unit, gate } = figure;
  if (!budget) return '—';
  const limit = budget.max !== undefined ? `≤ ${format(budget.max, unit)}` : `≥ ${format(budget.min ?? 0, unit)}`;
  return gate !== undefined && gate !== budget.max ? `${limit} (gate ${format(gate, unit)})` : limit;
}

function deltaText(figure: Figure, previous: Figure | undefined): string {
  if (figure.value === null || previous?.value === null || previous?.value === undefined) return '';
  const change = figure.value - previous.value;
  const shown = format(change, figure.unit);
  if (Number(shown) === 0) return '=';
  return change > 0 ? `+${shown}` : shown;
}

/** The table as text: a heading per group, then label, value, change, budget, verdict, note. */
export function renderTable(
  figures: Figure[],
  previous: Results | null,
  groupNotes: Record<string, string> = {},
  withFiles = false,
): string {
  const before = new Map(previous?.figures.map((f) => [f.key, f]) ?? []);
  const rows = figures.map((f) => ({
    f,
    cells: [
      f.label,
      f.value === null ? 'n/a' : format(f.value, f.unit),
      f.unit,
      deltaText(f, before.get(f.key)),
      budgetText(f),
      verdict(f),
      f.note ?? '',
    ],
  }));
  const header = ['figure', 'value', 'unit', previous ? 'Δ last' : '', 'budget', 'verdict', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r.cells[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 1 || i === 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '─'.repeat(w)).join('  ')];
  let group = '';
  for (const { f, cells } of rows) {
    if (f.group !== group) {
      group = f.group;
      out.push('', `${group}${groupNotes[group] ? ` — ${groupNotes[group]}` : ''}`);
    }
    out.push(line(cells));
    if (withFiles)
      for (const file of f.files ?? []) out.push(`      ${(file.gzip / 1024).toFixed(1).padStart(6)}  ${file.file}`);
  }
  return out.join('\n');
}

export function readResults(path: string): Results | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Results;
  } catch {
    return null;
  }
}

export function writeResults(path: string, results: Results): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(results, null, 2)}\n`);
}
