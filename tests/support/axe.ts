/**
 * axe-core on what a page shows: the WCAG 2.0/2.1 A and AA rules, and only the violations a
 * person is really stopped by (impact serious or critical). Used by the end-to-end suites and
 * kept free of vitest so a bench or a script can call it too.
 */
import axe, { type NodeResult, type Result } from 'axe-core';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The one known false positive left out. Fluent's focus manager (tabster) puts invisible,
 * focusable sentinels (`<i data-tabster-dummy aria-hidden="true" tabindex="0">`) around menus,
 * tab lists, dialogs and the page, to catch Tab and pass focus on at once; they are never read,
 * and Microsoft's own Accessibility Insights suppresses this rule on them. Only those nodes,
 * only for this rule. axe's selector for such a node names its position, not its attributes, so
 * the node is recognized by its opening tag, which axe reports as `html`.
 */
const FALSE_POSITIVE = { rule: 'aria-hidden-focus', openingTag: /^<[^>]*\sdata-tabster-dummy[\s=>]/ };

/** A node's selector path as one string (a path through shadow roots or frames is joined by ' >> '). */
function targetText(target: NodeResult['target']): string {
  return target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' >> ');
}

function withoutFalsePositive(violation: Result): Result | undefined {
  if (violation.id !== FALSE_POSITIVE.rule) return violation;
  const nodes = violation.nodes.filter((node) => !FALSE_POSITIVE.openingTag.test(node.html));
  return nodes.length === 0 ? undefined : { ...violation, nodes };
}

/**
 * Waits for the transitions (and other animations that end) running now: axe reads colours as
 * they are drawn, and a colour half way through a button's hover or enable transition belongs
 * to neither state. Spinners never end and are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const endingNow = () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    const nextFrame = () => new Promise((resolveFrame) => requestAnimationFrame(() => resolveFrame(undefined)));
    // Until a frame passes with nothing ending under way: an animation that finishes may start
    // another (a toast's enter, then its content's), and one more may begin as a render lands.
    for (let round = 0; round < 20; round += 1) {
      const ending = endingNow();
      if (ending.length === 0) {
        await nextFrame();
        if (endingNow().length === 0) return;
        continue;
      }
      // A cancelled transition rejects `finished`; it is over all the same.
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Puts axe-core into the page unless this document has it already. Its script is half a
 * megabyte: evaluating it before every check (as @axe-core/playwright's AxeBuilder does, twice
 * per check) cost more than the check itself, and a walk over many screens of one page load
 * needs it once. A new page load drops it, and the next check puts it back.
 */
async function ensureAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
}

/** The serious and critical violations on the page as it is now (once its transitions are over). */
export async function blockingViolations(page: Page): Promise<Result[]> {
  await settleTransitions(page);
  await ensureAxe(page);
  // The app has no frames: axe runs on the page's document, as AxeBuilder's legacy mode did.
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        // Only violations are read: axe then skips collecting the details of every passing node.
        resultTypes: ['violations'],
      }),
    AXE_TAGS,
  );
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(withoutFalsePositive)
    .filter((violation): violation is Result => violation !== undefined);
}

/**
 * A report a developer can act on: per violation its rule, impact, what to do (axe's help and
 * its page) and the targets of the nodes, with axe's own summary of what is wrong with each.
 */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = node.failureSummary?.replace(/\s+/g, ' ').trim();
        return `    - ${targetText(node.target)}${summary ? `\n      ${summary}` : ''}`;
      });
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}
