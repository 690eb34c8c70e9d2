// Lighthouse 13, desktop and mobile (its default: simulated slow 4G, 4x CPU slowdown), performance and
// accessibility, on the sign-in page (signed out) and on the landing page `/` after signing in through
// the sign-in screen. Lighthouse drives the bench's own Chromium through its debugging port; the
// signed-in runs keep the browser's storage (disableStorageReset) so the session stays. Each page and
// profile is run `runs` times; the run with the median performance score is reported (Lighthouse's
// own advice: one run moves by several points on a busy machine).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, generateReport, type Result } from 'lighthouse';
import { launchDebuggableContext } from '../../../tools/measure/browser';
import { signInFormRendered, signInThroughScreen } from '../../../tools/measure/session';
import { loopbackPort, type Suite } from '../../../tools/measure/suite';

type Profile = 'desktop' | 'mobile';

export interface LighthouseRun {
  page: 'sign-in' | 'landing';
  profile: Profile;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  /** The top three performance audits by estimated saving: "title (display value)". */
  top: string[];
  /** Every run's performance score, the reported one being their median. */
  performanceRuns: number[];
}

/** Performance audits that estimate a saving, largest first (time saved, then bytes). */
function topOpportunities(lhr: Result): string[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const saving = (id: string) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) return null;
    const details = (audit.details ?? {}) as { overallSavingsMs?: number; overallSavingsBytes?: number };
    const ms = Math.max(
      details.overallSavingsMs ?? 0,
      audit.metricSavings?.LCP ?? 0,
      audit.metricSavings?.FCP ?? 0,
      audit.metricSavings?.TBT ?? 0,
    );
    const bytes = details.overallSavingsBytes ?? 0;
    if (ms <= 0 && bytes <= 0) return null;
    return { title: audit.title, display: audit.displayValue ?? '', ms, bytes };
  };
  return refs
    .map((ref) => saving(ref.id))
    .filter((s) => s !== null)
    .sort((a, b) => b.ms - a.ms || b.bytes - a.bytes)
    .slice(0, 3)
    .map((s) => `${s.title}${s.display ? ` (${s.display})` : ''}`);
}

export async function measureLighthouse(
  suite: Suite,
  reportDir: string,
  runsEach: number,
  progress: (text: string) => void,
): Promise<LighthouseRun[]> {
  const profileDir = mkdtempSync(join(tmpdir(), 'admin-bench-lh-'));
  const port = await loopbackPort(20);
  const context = await launchDebuggableContext(profileDir, port);
  mkdirSync(reportDir, { recursive: true });
  const runs: LighthouseRun[] = [];
  const auditOnce = async (page: LighthouseRun['page'], profile: Profile, url: string, keepStorage: boolean) => {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: keepStorage,
      },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const score = (id: string) =>
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100);
    return {
      lhr,
      run: {
        page,
        profile,
        performance: score('performance'),
        accessibility: score('accessibility'),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
        top: topOpportunities(lhr),
        performanceRuns: [],
      } satisfies LighthouseRun,
    };
  };
  const audit = async (page: LighthouseRun['page'], profile: Profile, url: string, keepStorage: boolean) => {
    const results = [];
    for (let i = 0; i < runsEach; i++) {
      progress(`Lighthouse ${profile}, ${page} ${i + 1}/${runsEach}`);
      results.push(await auditOnce(page, profile, url, keepStorage));
    }
    const scores = results.map((r) => r.run.performance ?? -1);
    results.sort((a, b) => (a.run.performance ?? -1) - (b.run.performance ?? -1));
    const median = results[Math.floor((results.length - 1) / 2)]!;
    writeFileSync(join(reportDir, `${page}-${profile}.html`), generateReport(median.lhr, 'html'));
    runs.push({ ...median.run, performanceRuns: scores });
  };
  try {
    for (const profile of ['desktop', 'mobile'] as const)
      await audit('sign-in', profile, `${suite.shellUrl}/sign-in`, false);
    // Sign in through the screen in this browser: its localStorage then holds the session.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${suite.shellUrl}/sign-in`);
    await signInFormRendered(page);
    await signInThroughScreen(page);
    await page.goto('about:blank');
    for (const profile of ['desktop', 'mobile'] as const) await audit('landing', profile, `${suite.shellUrl}/`, true);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
  return runs;
}
