/**
 * Publishing (spec 2.1, 4 Update buttons, 7.1, 7.4): 'Update Projects', 'Update Cases' and
 * 'Update Website Blogs', and where each stands for the top bar. The server does the work;
 * main forwards the request with the session and checks the answer.
 */
import {
  PUBLISHING_PREFIX,
  PUBLISHING_STATUS_PATH,
  UPDATE_PATHS,
  WEBSITE_BLOGS_PATH,
  publicationResponseSchema,
  publishingStatusSchema,
  websiteBlogsPublishedSchema,
} from '../../shared/entities/publishing';
import type { ApiClient } from './api-client';
import type { IpcHandlers } from './handlers';

/** Longer than the server's longest deploy-hook timeout, so the server's own answer (failed, and why) arrives. */
export const WEBSITE_BLOGS_TIMEOUT_MS = 90_000;

export interface PublishingHandlerDeps {
  api: ApiClient;
}

type PublishingChannel = 'publishing:status' | 'publishing:publish' | 'publishing:websiteBlogs';

export function createPublishingHandlers({ api }: PublishingHandlerDeps): Pick<IpcHandlers, PublishingChannel> {
  return {
    async 'publishing:status'() {
      return api.request({ service: 'content', method: 'GET', path: `${PUBLISHING_PREFIX}/${PUBLISHING_STATUS_PATH}`, schema: publishingStatusSchema });
    },

    async 'publishing:publish'({ kind }) {
      const { publication } = await api.request({
        service: 'content',
        method: 'PUT',
        path: `${PUBLISHING_PREFIX}/${UPDATE_PATHS[kind]}?background=true`,
        body: {},
        schema: publicationResponseSchema,
      });
      return publication;
    },

    async 'publishing:websiteBlogs'() {
      return api.request({
        service: 'content',
        method: 'PUT',
        path: `${PUBLISHING_PREFIX}/${WEBSITE_BLOGS_PATH}`,
        body: {},
        schema: websiteBlogsPublishedSchema,
        // The server waits for the website's deploy hook (its own timeout is shorter than this).
        timeoutMs: WEBSITE_BLOGS_TIMEOUT_MS,
      });
    },
  };
}
