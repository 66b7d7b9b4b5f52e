/**
 * The public donation pages' channels (spec 2.8, 2.9, 2.12, 2.13, 7.1): 'Create MPS' on a project
 * or case, the memorial's 'Generate Landing Page' and the /jalillah campaign pair. The server
 * builds the pages from its own records; main only forwards the request with the session and
 * checks the answer, so the renderer gets the page's public link and never speaks HTTP.
 */
import { endpointRequest, endpoints } from '../../shared/endpoints';
import { campaignPagesSchema, landingPageLinkSchema } from '../../shared/entities/landing-page';
import type { ApiClient } from './api-client';
import type { IpcHandlers } from './ipc-handlers';

export interface LandingPageHandlerDeps {
  api: ApiClient;
}

type LandingPageChannel = 'landingPages:forRecord' | 'landingPages:campaign';

export function createLandingPageHandlers({ api }: LandingPageHandlerDeps): Pick<IpcHandlers, LandingPageChannel> {
  return {
    async 'landingPages:forRecord'(record) {
      return api.request({ ...endpointRequest(endpoints.landingPageForRecord), body: record, schema: landingPageLinkSchema });
    },

    async 'landingPages:campaign'(form) {
      return api.request({ ...endpointRequest(endpoints.landingPageCampaign), body: form, schema: campaignPagesSchema });
    },
  };
}
