/**
 * What each IPC channel does. The same handlers serve the Electron window (src/main/ipc.ts)
 * and the browser host (src/main/browser-host.ts); arguments reach them already validated
 * by ipc-dispatch.ts. Tokens stay here: the renderer learns only whether it is signed in.
 */
import type { User } from '../../shared/entities/auth';
import { otpVerifyResponseSchema, userResponseSchema } from '../../shared/entities/auth';
import { endpointRequest, endpoints } from '../../shared/endpoints';
import type { SessionState, UploadProgress } from '../../shared/ipc';
import { SERVER_PAGE_MAX } from '../../shared/registry';
import { createAdminOtpHandlers } from './admin-otp-handlers';
import { ApiError, isApiError, type ApiClient } from './api-client';
import { createColumnHandlers } from './column-handlers';
import { toAppConfig, type ClientConfig } from './config';
import { createCsvExportHandlers } from './csv-export-handlers';
import { createDraftHandlers } from './drafts/draft-handlers';
import type { SaveFile } from './file-saver';
import { createHistoryHandlers } from './history-handlers';
import { createLandingPageHandlers } from './landing-page-handlers';
import type { LinkPolicy } from './link-policy';
import { createImageShrinkHandler } from './image-shrink';
import type { IpcHandlers } from './ipc-handlers';
import { createMediaUploadHandler } from './media-upload';
import { pendingChallenge, sendOtpChallenge, type PendingOtp } from './otp-challenge';
import { createOverviewHandler } from './overview-handler';
import { createPaymentHandler } from './payment-handlers';
import { createPublishingHandlers } from './publishing-handlers';
import { createReportHandlers } from './report-handlers';
import { createResourceHandlers } from './resource-handlers';
import { createResourceReader } from './resource-reads';
import { createSearchHandlers } from './search-handlers';
import { createSettingsHandlers, type SettingsHandlerDeps } from './settings-handlers';
import type { SessionStore, StoredSession } from './session-store';
import { createSmsImportHandler } from './sms-import';

export interface HandlerDeps {
  api: ApiClient;
  sessionStore: SessionStore;
  config: ClientConfig;
  linkPolicy: LinkPolicy;
  /**
   * Opens an allowed link. Electron: the system browser. Browser mode: nothing to do here,
   * because the web bridge opens the link in a new tab once the host has allowed it.
   */
  openExternal(url: string): Promise<void>;
  /**
   * Saves an exported CSV. Electron: a native save dialog and an atomic write
   * (src/main/save-file.ts). Browser mode: hands the file back for the page to download.
   */
  saveFile: SaveFile;
  /** Page size when a paged list is fetched whole (tests make it small to see several pages). */
  listFetchBatchSize?: number;
  /**
   * Tells the page that started a `media:upload` how far it got. Electron: an event to the
   * invoking webContents (src/main/ipc.ts). Browser mode: none needed, the web bridge
   * measures the transfer to the host itself.
   */
  reportUploadProgress?: (progress: UploadProgress) => void;
  /** The settings screen's file and how a save is applied. */
  settings: Omit<SettingsHandlerDeps, 'currentConfig'>;
}

const signedOut: SessionState = { signedIn: false };

function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status;
}

export function createHandlers({
  api,
  sessionStore,
  config,
  linkPolicy,
  openExternal,
  saveFile,
  listFetchBatchSize,
  reportUploadProgress,
  settings,
}: HandlerDeps): IpcHandlers {
  let pendingOtp: PendingOtp | null = null;
  // Rows per request when a paged list is fetched whole: the server's maximum unless a test wants more pages.
  const reader = createResourceReader(api, listFetchBatchSize ?? SERVER_PAGE_MAX);
  const adminOtp = createAdminOtpHandlers({ api });

  const fetchUser = (session: StoredSession) =>
    api
      .request({
        ...endpointRequest(endpoints.user, { params: { id: session.objectId } }),
        auth: session,
        schema: userResponseSchema,
      })
      .then((response) => response.user);

  /** Ends a session on the server; failure is fine (it expires anyway), so it is never reported. */
  const revokeQuietly = (session: StoredSession) =>
    api.request({ ...endpointRequest(endpoints.tokenRevoke), body: {}, auth: session }).then(
      () => undefined,
      () => undefined,
    );

  /** The user behind a token, or null when that user may not use the back-office (403 or role user). */
  async function adminOrNull(session: StoredSession): Promise<User | null> {
    try {
      const user = await fetchUser(session);
      return user.role === 'admin' ? user : null;
    } catch (error) {
      if (hasStatus(error, 403)) return null;
      throw error;
    }
  }

  return {
    /**
     * Spec 4, session check: a stored session is only reported when the server still accepts
     * it. A 401 (expired, revoked, unknown) clears it; so does a user who lost the admin role.
     * When the server cannot be reached the session is kept and the error reported, so a
     * network blip does not sign anyone out.
     */
    async 'session:current'() {
      const stored = await sessionStore.load();
      if (!stored) return signedOut;
      try {
        await api.request({ ...endpointRequest(endpoints.tokenVerify), body: {}, auth: stored });
        const admin = await adminOrNull(stored);
        if (admin) return { signedIn: true, user: admin };
        await revokeQuietly(stored);
      } catch (error) {
        // 403: a live session of someone who is (no longer) an admin; end it, it is of no use here.
        if (hasStatus(error, 403)) await revokeQuietly(stored);
        else if (!hasStatus(error, 401)) throw error;
      }
      await sessionStore.clear();
      return signedOut;
    },

    async 'auth:sendOtp'(args) {
      const { pending, sent } = await sendOtpChallenge(api, args, { endpoint: endpoints.otpGenerate, auth: 'none' });
      pendingOtp = pending;
      return sent;
    },

    async 'auth:verifyOtp'({ otp }) {
      const challenge = pendingChallenge(pendingOtp, 'Request a code');
      // A wrong code keeps the challenge so the user can try again; the server counts the tries.
      const verified = await api.request({
        ...endpointRequest(endpoints.otpVerify),
        body: { otp, timestamp: challenge.timestamp, ...challenge.identity },
        auth: { token: challenge.accessToken },
        schema: otpVerifyResponseSchema,
      });
      pendingOtp = null;
      const session: StoredSession = { token: verified.access_token, objectId: verified.object_id };
      let admin: User | null;
      try {
        admin = await adminOrNull(session);
      } catch (error) {
        await revokeQuietly(session);
        throw error;
      }
      if (!admin) {
        // Spec 6: only admins sign in. The fresh session is ended at once and never stored.
        await revokeQuietly(session);
        return { status: 'notAdmin' };
      }
      await sessionStore.save(session);
      return { status: 'signedIn', user: admin };
    },

    async 'auth:logout'() {
      pendingOtp = null;
      adminOtp.forgetPendingAdminOtp();
      const stored = await sessionStore.load();
      if (stored) await revokeQuietly(stored);
      await sessionStore.clear();
      return null;
    },

    async 'app:config'() {
      return toAppConfig(config, sessionStore.kind);
    },

    async 'link:openExternal'({ url }) {
      const decision = linkPolicy.check(url);
      if (!decision.allowed) {
        throw new ApiError({ code: 'link.notAllowed', message: `This link cannot be opened: ${decision.reason}.` });
      }
      await openExternal(decision.url);
      return { opened: true };
    },

    ...createResourceHandlers({ api, reader }),
    ...adminOtp.handlers,
    ...createColumnHandlers({ api }),
    ...createCsvExportHandlers({ reader, saveFile }),
    ...createMediaUploadHandler({ api, ...(reportUploadProgress && { reportUploadProgress }) }),
    ...createImageShrinkHandler(),
    ...createPaymentHandler({ api }),
    ...createOverviewHandler({ api }),
    ...createReportHandlers({ api, saveFile }),
    ...createSmsImportHandler({ api }),
    ...createLandingPageHandlers({ api }),
    ...createPublishingHandlers({ api }),
    ...createHistoryHandlers({ api, saveFile }),
    ...createSearchHandlers({ api }),
    ...createSettingsHandlers({ ...settings, currentConfig: () => config }),
    ...createDraftHandlers({ sessionStore, serverUrl: config.serverUrl, userDataDir: settings.settingsDir }),
  };
}
