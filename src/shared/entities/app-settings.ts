/**
 * The desktop app's own settings that staff edit on the settings screen (reachable from the
 * login screen and the shell): which platform server it uses (none: local mode, the app runs
 * its own), where the public donation pages are, the app's deeplink scheme and the 'live
 * income' page. Main keeps them in `<userData>/settings.json` (src/main/core/config.ts reads
 * that file; the file may hold more keys than staff edit here, which saving keeps).
 * Messages are i18n keys.
 */
import { z } from 'zod';

/** An http(s) address without user name or password; '' when the field is left empty. */
function isHttpAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.hostname !== '';
  } catch {
    return false;
  }
}

const optionalAddress = z
  .string()
  .trim()
  .max(2048, 'validation.invalid')
  .refine((value) => value === '' || isHttpAddress(value), 'settings.addressInvalid');

export const editableSettingsSchema = z.strictObject({
  /** Office mode's platform server; '' for local mode. */
  serverUrl: optionalAddress,
  /** '' for the default (the server's address). */
  publicPagesUrl: optionalAddress,
  /** '' for the default scheme. */
  deeplinkScheme: z
    .string()
    .trim()
    .max(32, 'validation.invalid')
    .refine((value) => value === '' || /^[a-z][a-z0-9+.-]*$/.test(value), 'settings.schemeInvalid'),
  /** '' for the default page. */
  liveIncomeUrl: optionalAddress,
});
export type EditableSettings = z.infer<typeof editableSettingsSchema>;
export type EditableSettingName = keyof EditableSettings;

/** What the settings screen shows. */
export interface SettingsView {
  /** What the settings file holds ('' where unset). */
  values: EditableSettings;
  /** What is in force now, defaults filled in. */
  effective: { mode: 'local' | 'office'; serverUrl: string; publicPagesUrl: string; deeplinkScheme: string; liveIncomeUrl: string };
  /** Fields an environment variable sets for this launch (it wins over the file; the screen says so). */
  fromEnvironment: EditableSettingName[];
  /** This app's version. */
  clientVersion: string;
}

/** Why a connection test failed (ConnectionTestResult says what each means); the screen words each. */
export type ConnectionFailure =
  | 'refused'
  | 'timedOut'
  | 'dnsFailed'
  | 'tlsFailed'
  | 'unreachable'
  | 'notBackoffice'
  | 'hostNotAllowed'
  | 'clientTooOld'
  | 'serverTooOld';

/** 'Test connection' of a server address before it is saved. */
export const connectionTestArgsSchema = z.strictObject({
  serverUrl: optionalAddress.refine((value) => value !== '', 'validation.required'),
});

export type ConnectionTestResult =
  | { ok: true; serverVersion: string }
  | {
      ok: false;
      /**
       * No answer: refused (nothing accepts connections there, or it cut them), timedOut, dnsFailed
       * (the name is not known), tlsFailed (the secure connection failed: certificate), unreachable
       * (another network failure). notBackoffice: something answered but not a platform server;
       * hostNotAllowed: the server does not answer to this address (its ALLOWED_HOSTS);
       * clientTooOld / serverTooOld: the versions do not fit together.
       */
      reason: ConnectionFailure;
      serverVersion?: string;
      /** The version the other side needs at least (for the two version reasons). */
      requiredVersion?: string;
      /** The technical detail (an error code or status), shown small. */
      detail?: string;
    };
