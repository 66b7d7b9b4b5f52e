/**
 * The one contract between the renderer and the main process (or the browser host that
 * stands in for it). Channels, argument schemas and result types are declared here once;
 * the preload, the web bridge, the Electron handlers and the browser host all derive from it.
 */
import { z } from 'zod';
import type { ApiErrorBody } from './errors';
import { emailSchema, identityChannels, mobileNumberSchema, otpCodeSchema, type User } from './entities/auth';
import type { Organization } from './entities/organization';
import type { Activity } from './entities/activity';
import type { Mno } from './entities/mno';
import { IPC_CHANNELS, type IpcChannel } from './ipc-channels';

export {
  BRIDGE_GLOBAL,
  IPC_CHANNELS,
  WEB_IPC_PATH,
  WEB_SECRET_HEADER,
  WEB_SECRET_META,
  isIpcChannel,
  unknownChannelResponse,
  type IpcChannel,
} from './ipc-channels';

export const sendOtpArgsSchema = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal(identityChannels[0]), mobile_number: mobileNumberSchema }),
  z.strictObject({ channel: z.literal(identityChannels[1]), email: emailSchema }),
]);
export type SendOtpArgs = z.input<typeof sendOtpArgsSchema>;

export const startupResources = ['organizations', 'activities', 'mnos'] as const;
export type StartupResource = (typeof startupResources)[number];

/** Argument schema of every channel. A channel without arguments takes `undefined`. */
export const ipcArgSchemas = {
  /** Verifies the stored session against the server (spec 4, session check). */
  'session:current': z.undefined(),
  'auth:sendOtp': sendOtpArgsSchema,
  'auth:verifyOtp': z.strictObject({ otp: otpCodeSchema }),
  'auth:logout': z.undefined(),
  'app:config': z.undefined(),
  'content:list': z.strictObject({ resource: z.enum(startupResources) }),
  /** Opens an http(s) link in the system browser when the link policy allows it. */
  'link:openExternal': z.strictObject({ url: z.string().min(1).max(2048) }),
} as const satisfies Record<IpcChannel, z.ZodType>;

export type SessionState = { signedIn: false } | { signedIn: true; user: User };

export interface OtpSent {
  /** Where the code went, for "we sent a code to …". */
  destination: string;
  /** Seconds until a new code may be requested. */
  resendAfterSeconds: number;
}

export type VerifyOtpResult = { status: 'signedIn'; user: User } | { status: 'notAdmin' };

export interface AppConfig {
  mode: 'local' | 'office';
  serverUrl: string;
  liveIncomeUrl: string;
  deeplinkScheme: string;
  mediaBaseUrl: string;
  /** How the session token is protected on this machine. */
  sessionProtection: 'keychain' | 'safeStorage' | 'memory';
}

export interface StartupLists {
  organizations: Organization[];
  activities: Activity[];
  mnos: Mno[];
}

export interface IpcResults {
  'session:current': SessionState;
  'auth:sendOtp': OtpSent;
  'auth:verifyOtp': VerifyOtpResult;
  'auth:logout': null;
  'app:config': AppConfig;
  'content:list': StartupLists[StartupResource];
  'link:openExternal': { opened: boolean };
}

export const ipcChannels: readonly IpcChannel[] = IPC_CHANNELS;

export type IpcArgs<C extends IpcChannel> = z.input<(typeof ipcArgSchemas)[C]>;
/** Results narrowed by argument where one channel serves several resources. */
export type IpcResult<C extends IpcChannel, A = IpcArgs<C>> = C extends 'content:list'
  ? A extends { resource: infer R extends StartupResource }
    ? StartupLists[R]
    : IpcResults[C]
  : IpcResults[C];

/** Errors cross the bridge as data: thrown Error objects lose their fields on the way. */
export type IpcResponse<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody & { status?: number } };

export interface BackofficeBridge {
  invoke<C extends IpcChannel, A extends IpcArgs<C>>(channel: C, args: A): Promise<IpcResponse<IpcResult<C, A>>>;
}
