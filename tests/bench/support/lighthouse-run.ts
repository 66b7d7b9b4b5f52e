/**
 * Lighthouse on a public page, as a donor's phone sees it: the `lighthouse` package's own
 * default settings (mobile form factor, simulated slow 4G and a 4× slower CPU), driving the
 * local Chromium started by chrome-launcher. Scores move with the machine's load (the CPU is
 * simulated from the tasks Chromium actually ran), so each page is measured several times after
 * a warm-up and the run Lighthouse itself calls the median (computeMedianRun) is reported.
 */
import type { Result as LighthouseResult } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../../support/chromium';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseScores {
  /** 0–100 per category, of the median run. */
  scores: Record<LighthouseCategory, number>;
  /** Performance of every counted run, to show the spread. */
  performanceRuns: number[];
  /** Audits that cost the median run points: "category: audit id (score) title". */
  lostPoints: string[];
  /** Lighthouse's own warnings (e.g. the machine was too slow or busy). */
  warnings: string[];
  benchmarkIndex: number;
  /** Where the median run's main-thread time went, and its longest tasks (what total blocking time is made of). */
  mainThread: string;
}

export interface LighthouseBrowser {
  measure(url: string, runs: number): Promise<LighthouseScores>;
  close(): Promise<void>;
}

export async function launchLighthouse(): Promise<LighthouseBrowser> {
  // Imported as ES modules by Node itself: required through tsx, Lighthouse's in-page functions
  // would carry tsx's helpers (`__name`), which do not exist in the page.
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  const once = async (url: string): Promise<LighthouseResult> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  };
  return {
    async measure(url, runs) {
      // The first load of a page warms the server's and Chromium's caches: not counted.
      await once(url);
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) results.push(await once(url));
      const median = computeMedianRun(results);
      return {
        scores: Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((category) => [category, Math.round((median.categories[category]?.score ?? 0) * 100)]),
        ) as Record<LighthouseCategory, number>,
        performanceRuns: results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100)),
        lostPoints: lostPointsOf(median),
        warnings: median.runWarnings.map(String),
        benchmarkIndex: median.environment.benchmarkIndex,
        mainThread: mainThreadOf(median),
      };
    },
    async close() {
      chrome.kill();
    },
  };
}

/** The weighted audits of each category that scored below full marks. */
function lostPointsOf(result: LighthouseResult): string[] {
  const lost: string[] = [];
  for (const category of LIGHTHOUSE_CATEGORIES) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const shown = audit.displayValue ? `, ${audit.displayValue}` : '';
      lost.push(`${category}: ${audit.id} (${Math.round(audit.score * 100)}${shown}) ${audit.title}${itemsOf(audit.details)}`);
    }
  }
  return lost;
}

/** The first few things an audit points at (an element, a URL, a console message), so the page's authors know where to look. */
function itemsOf(details: unknown): string {
  const items = (details as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  const named = items.slice(0, 3).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    const where =
      node?.selector ?? (item.url as string | undefined) ?? (item.href as string | undefined) ?? (item.sourceLocation as { url?: string } | undefined)?.url ?? '';
    const what = (item.description as string | undefined) ?? (item.text as string | undefined) ?? node?.snippet ?? '';
    return [where, what].filter(Boolean).join(' ').slice(0, 160);
  });
  return named.length > 0 ? ` [${named.join('; ')}${items.length > 3 ? `; … ${items.length - 3} more` : ''}]` : '';
}

/** "main thread 420 ms: scriptEvaluation 150, styleLayout 120, …; long tasks 180 ms (http://…/p/x), 90 ms (…)". */
function mainThreadOf(result: LighthouseResult): string {
  type Item = Record<string, unknown>;
  const itemsOf = (id: string) => ((result.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []);
  const groups = itemsOf('mainthread-work-breakdown')
    .map((item) => ({ group: String(item.group), ms: Number(item.duration) }))
    .sort((a, b) => b.ms - a.ms);
  const total = groups.reduce((sum, group) => sum + group.ms, 0);
  const longTasks = itemsOf('long-tasks')
    .slice(0, 3)
    .map((item) => `${Math.round(Number(item.duration))} ms (${String(item.url)})`);
  const breakdown = groups.slice(0, 4).map((group) => `${group.group} ${Math.round(group.ms)}`).join(', ');
  return `main thread ${Math.round(total)} ms: ${breakdown}; long tasks: ${longTasks.length > 0 ? longTasks.join(', ') : 'none'}`;
}
