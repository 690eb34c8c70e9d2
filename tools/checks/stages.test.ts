// The test command's stage runner (tools/checks/stages.sh) on small commands: times and the summary table,
// stages run at once, and a failing stage failing the script with its log shown.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const runner = join(import.meta.dirname, 'stages.sh');
const logDirs: string[] = [];
afterEach(() => {
  for (const dir of logDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs `body` as a script that sources the runner, as tools/test.sh does; its output and time. */
function script(body: string) {
  const logDir = mkdtempSync(join(tmpdir(), 'stages-test-'));
  logDirs.push(logDir);
  const started = Date.now();
  const result = spawnSync(
    'bash',
    [
      '-c',
      `set -euo pipefail\nsource ${JSON.stringify(runner)}\ntrap 'status=$?; stages_summary "$status"; exit "$status"' EXIT\n${body}`,
    ],
    { encoding: 'utf8', env: { ...process.env, STAGE_LOG_DIR: logDir } },
  );
  return { status: result.status, out: result.stdout + result.stderr, seconds: (Date.now() - started) / 1000 };
}

/** The summary table's row of `name`: its time (m:ss) and result. */
function row(out: string, name: string) {
  const line = out
    .slice(out.indexOf('== Stage times'))
    .split('\n')
    .find((l) => l.includes(name));
  const match = line?.match(/^\s*(‖?)\s*\S.*?\s+(\d+:\d\d)\s*(.*)$/);
  return match ? { together: match[1] === '‖', time: match[2], result: match[3]!.trim() } : undefined;
}

describe('tools/checks/stages.sh', () => {
  it('runs stages one after another, live, and prints each one’s time and the total', () => {
    const { status, out } = script(`
      stage "First" echo hello from first
      stage "Second" sleep 1.2
    `);
    expect(status).toBe(0);
    expect(out).toContain('== First\nhello from first');
    expect(row(out, 'First')).toEqual({ together: false, time: '0:00', result: 'ok' });
    expect(row(out, 'Second')).toEqual({ together: false, time: '0:01', result: 'ok' });
    expect(row(out, 'total')?.time).toBe('0:01');
  });

  it('runs background stages at the same time and prints each log whole when it ends', () => {
    const { status, out, seconds } = script(`
      slow() { echo slow starts; sleep 2; echo slow ends; }
      quick() { echo quick starts; sleep 1; echo quick ends; }
      stage_start "Slow" slow
      stage_start "Quick" quick
      stage_wait
      stage "After" echo after
    `);
    expect(status).toBe(0);
    // Together, not one after the other (3 s).
    expect(seconds).toBeLessThan(2.8);
    // The quick one's log is printed first, whole, and neither log is mixed into the other.
    expect(out).toMatch(
      /== Quick \(0:01, ok\):\nquick starts\nquick ends\n== Slow \(0:02, ok\):\nslow starts\nslow ends\n/,
    );
    expect(row(out, 'Slow')).toEqual({ together: true, time: '0:02', result: 'ok' });
    expect(row(out, 'Quick')).toEqual({ together: true, time: '0:01', result: 'ok' });
    expect(row(out, '(together)')?.time).toBe('0:02');
    expect(out.indexOf('== After')).toBeGreaterThan(out.indexOf('slow ends'));
  });

  it('says how busy the cores were while stages ran at once, and over the whole run', () => {
    const { status, out } = script(`
      spin() { timeout 1 sh -c 'while :; do :; done' || true; }
      stage_start "Busy" spin
      stage_start "Idle" sleep 1
      stage_wait
    `);
    expect(status).toBe(0);
    for (const name of ['(together)', 'total']) {
      const busy = Number(row(out, name)?.result.match(/^· cores busy (\d+)%$/)?.[1]);
      // One core spun the whole time: at least part of the machine's time was busy, never more than all.
      expect(busy).toBeGreaterThan(0);
      expect(busy).toBeLessThanOrEqual(100);
    }
  });

  it('stops at a failing stage with its exit status, and still prints the table', () => {
    const { status, out } = script(`
      failing() { echo about to fail; false; echo never printed; }
      stage "Fine" true
      stage "Failing" failing
      stage "Never run" echo never run
    `);
    expect(status).toBe(1);
    expect(out).toContain('about to fail');
    expect(out).not.toContain('never printed');
    expect(out).not.toContain('== Never run');
    expect(row(out, 'Fine')?.result).toBe('ok');
    expect(row(out, 'Failing')?.result).toBe('failed (1)');
  });

  it('fails the script when a background stage fails, once the others have finished, its log shown', () => {
    const { status, out } = script(`
      broken() { echo the broken log; (exit 3); echo never printed; }
      other() { sleep 0.5; echo the other finished; }
      stage_start "Broken" broken
      stage_start "Other" other
      stage_wait
      stage "Never run" true
    `);
    expect(status).toBe(3);
    expect(out).toContain('== Broken (0:00, failed, exit 3):\nthe broken log');
    expect(out).toContain('the other finished');
    expect(out).not.toContain('never printed');
    expect(out).not.toContain('== Never run');
    expect(row(out, 'Broken')?.result).toBe('failed (3)');
    expect(row(out, 'Other')?.result).toBe('ok');
  });

  it('times each step of a background stage and prints it under the stage, a failing step ending it', () => {
    const { status, out } = script(`
      lane() { step "One" sleep 1.1; step "Two" echo two ran; step "Broken" false; step "Never" echo never ran; }
      other() { sleep 0.2; }
      stage_start "Lane" lane
      stage_start "Other" other
      stage_wait
    `);
    expect(status).toBe(1);
    expect(out).toContain('-- Two\ntwo ran');
    expect(out).not.toContain('never ran');
    expect(row(out, 'Lane')?.result).toBe('failed (1)');
    expect(row(out, '- One')).toEqual({ together: true, time: '0:01', result: 'ok' });
    expect(row(out, '- Two')).toEqual({ together: true, time: '0:00', result: 'ok' });
    expect(row(out, '- Broken')).toEqual({ together: true, time: '0:00', result: 'failed (1)' });
    expect(row(out, '- Never')).toBeUndefined();
    // Under their stage's row.
    const table = out.slice(out.indexOf('== Stage times'));
    expect(table.indexOf('- One')).toBeGreaterThan(table.indexOf('Lane'));
  });

  it('starts a stage’s later steps once a stage started before it has ended', () => {
    const { status, out } = script(`
      stage_start "Long" sleep 3
      stage_start "Short" sleep 1
      third() { step "Wait" stage_wait_for_one_before; step "Run" echo ran; }
      stage_start "Third" third
      stage_wait
    `);
    expect(status).toBe(0);
    // It waited for the short one (1 s), not for the long one (3 s).
    expect(row(out, '- Wait')?.time).toMatch(/^0:0[12]$/);
    expect(row(out, '- Run')?.result).toBe('ok');
    expect(out.indexOf('== Third (')).toBeLessThan(out.indexOf('== Long ('));
  });
});
