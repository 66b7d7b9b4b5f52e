/**
 * Publishing (spec 2.1, 4 Update buttons, 7.1, 7.4): 'Update Projects', 'Update Cases' and
 * 'Update Website Blogs', and where each stands for the top bar. The server does the work;
 * main forwards the request with the session and checks the answer.
 */
import { endpointRequest, endpoints, publishEndpoints } from '../../shared/endpoints';
import {
  DEPLOY_HOOK_MAX_TIMEOUT_MS,
  publicationResponseSchema,
  publishingStatusSchema,
  websiteBlogsPublishedSchema,
} from '../../shared/entities/publishing';
import type { ApiClient } from './api-client';
import type { IpcHandlers } from './ipc-handlers';

/** Time for the server's answer beyond its longest wait for the hook (the request's way there and back). */
const SERVER_ANSWER_MARGIN_MS = 30_000;
/** Longer than the server's longest deploy-hook timeout, so the server's own answer (failed, and why) arrives. */
export const WEBSITE_BLOGS_TIMEOUT_MS = DEPLOY_HOOK_MAX_TIMEOUT_MS + SERVER_ANSWER_MARGIN_MS;

export interface PublishingHandlerDeps {
  api: ApiClient;
}

type PublishingChannel = 'publishing:status' | 'publishing:publish' | 'publishing:websiteBlogs';

export function createPublishingHandlers({ api }: PublishingHandlerDeps): Pick<IpcHandlers, PublishingChannel> {
  return {
    async 'publishing:status'() {
      return api.request({ ...endpointRequest(endpoints.publishingStatus), schema: publishingStatusSchema });
    },

    async 'publishing:publish'({ kind }) {
      const { publication } = await api.request({
        ...endpointRequest(publishEndpoints[kind], { query: 'background=true' }),
        body: {},
        schema: publicationResponseSchema,
      });
      return publication;
    },

    async 'publishing:websiteBlogs'() {
      return api.request({
        ...endpointRequest(endpoints.websiteBlogs),
        body: {},
        schema: websiteBlogsPublishedSchema,
        // The server waits for the website's deploy hook (its own timeout is shorter than this).
        timeoutMs: WEBSITE_BLOGS_TIMEOUT_MS,
      });
    },
  };
}
