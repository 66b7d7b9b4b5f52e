/**
 * 'Update Website Blogs' (spec 7.4): the server calls the website's deploy hook, which rebuilds
 * the site from the content it reads. Any 2xx in time is a success. A redirect is followed
 * only within the hook's own origin (at most MAX_REDIRECTS), so a hook cannot send the call,
 * and the token its address may carry, to another host. Messages name the host at most, never
 * the address: its query string may hold the website host's token.
 */
import type { Database } from '../../db/database';
import { writeHistory, type HistoryActor } from '../history/record-history';
import { websiteDeploys } from '../../db/schema';
import type { WebsiteHookConfig } from './config';
import { WEBSITE_BLOGS } from './status';

const MAX_REDIRECTS = 3;

/** Why a call of the deploy hook failed, in words staff can act on. */
export class DeployHookError extends Error {
  override name = 'DeployHookError';
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

const isTimeout = (error: unknown) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Calls the hook; throws a DeployHookError saying why it failed. */
export async function callDeployHook(config: WebsiteHookConfig): Promise<void> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  let target = new URL(config.url);
  let method: string = config.method;
  for (let redirects = 0; ; redirects += 1) {
    let response: Response;
    try {
      response = await fetch(target, { method, redirect: 'manual', signal });
      // Only the status counts; the body is not read (and the connection is freed).
      await response.body?.cancel();
    } catch (error) {
      if (isTimeout(error)) throw new DeployHookError(`The deploy hook did not answer within ${seconds(config.timeoutMs)}.`);
      throw new DeployHookError(`The deploy hook could not be reached (${target.host}).`);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      const next = new URL(location, target);
      if (next.origin !== target.origin) throw new DeployHookError(`The deploy hook redirected to another host (${next.host}).`);
      if (redirects >= MAX_REDIRECTS) throw new DeployHookError(`The deploy hook redirected more than ${MAX_REDIRECTS} times.`);
      // A 303 asks for the next address with GET, as browsers do.
      if (response.status === 303) method = 'GET';
      target = next;
      continue;
    }
    if (response.status < 200 || response.status >= 300) throw new DeployHookError(`The deploy hook answered ${response.status}.`);
    return;
  }
}

/** Keeps the outcome for the status: a success clears the failure before it. */
/** Where the website's blog stands after a call of its hook; a success is a publication, with its history row by `actor`. */
export async function recordWebsiteDeploy(db: Database, at: Date, failure?: string, actor?: HistoryActor): Promise<void> {
  const values = failure === undefined ? { lastPublishedAt: at, lastFailureAt: null, lastFailureMessage: null } : { lastFailureAt: at, lastFailureMessage: failure };
  await db.transaction(async (tx) => {
    await tx
      .insert(websiteDeploys)
      .values({ name: WEBSITE_BLOGS, ...values })
      .onConflictDoUpdate({ target: websiteDeploys.name, set: values });
    if (failure === undefined && actor) {
      await writeHistory(tx, actor, at, [{ resource: 'publications', recordId: WEBSITE_BLOGS, action: 'publish', before: null, after: null, recordName: WEBSITE_BLOGS, changes: [] }]);
    }
  });
}
