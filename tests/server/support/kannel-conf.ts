/**
 * The `kannel.conf` that connects Kannel to the platform server's adapter (`/sms/kannel`): the
 * README shows it rendered with `README_KANNEL_OPTIONS`, and the Kannel test runs it with its
 * own ports and folders, so the configuration the README gives is the one that is tested.
 */

export interface KannelConfOptions {
  /** bearerbox's administration port (Kannel requires one). */
  adminPort: number;
  adminPassword: string;
  /** The port smsbox connects to bearerbox on. */
  smsboxPort: number;
  /** The SMS centers: one per operator; the id is what `SMS_KANNEL_SMSC_OPERATORS` maps. */
  smscs: ReadonlyArray<{ id: string; port: number }>;
  /** Where the platform server is reached from the Kannel host. */
  serverUrl: string;
  /** SMS_KANNEL_SECRET (URL-safe characters). */
  secret: string;
  /** Folder of bearerbox.log and smsbox.log. */
  logDir: string;
  /**
   * bearerbox's store (`store-type = spool`): a file per message it has accepted and not yet seen
   * delivered, read back when it starts, so a restart loses none. The folder must exist and be
   * the Kannel user's.
   */
  storeDir: string;
  /** Seconds between tries of a request the server did not answer 2xx. */
  retryDelaySeconds: number;
}

/** The values the README shows: an office's Kannel on the same machine as the server. */
export const README_KANNEL_OPTIONS: KannelConfOptions = {
  adminPort: 13000,
  adminPassword: 'change-this-admin-password',
  smsboxPort: 13001,
  smscs: [
    { id: 'etisalat', port: 10000 },
    { id: 'du', port: 10001 },
  ],
  serverUrl: 'http://127.0.0.1:4181',
  secret: 'the-value-of-SMS_KANNEL_SECRET',
  logDir: '/var/log/kannel',
  storeDir: '/var/spool/kannel',
  retryDelaySeconds: 10,
};

/**
 * The platform servers' side of the README's Kannel (its `SMS_KANNEL_*` settings and replies), for
 * servers behind a load balancer on Kannel's machine (`TRUSTED_PROXIES`), with the dev outbox an
 * admin's sign-in code is read from: what the two-server test and the peak bench run.
 */
export function kannelServerEnv(secret: string, spoolDir: string): Record<string, string> {
  return {
    SMS_KANNEL_SECRET: secret,
    // Shared by the servers, as on one machine: each stores what either kept while the database was away.
    SMS_KANNEL_SPOOL_DIR: spoolDir,
    SMS_KANNEL_ALLOWED_ADDRESSES: '127.0.0.1',
    SMS_KANNEL_SMSC_OPERATORS: 'etisalat=1,du=2',
    SMS_KANNEL_TIME_ZONE: 'UTC',
    SMS_REPLY_EN: 'Thank you for your donation',
    SMS_REPLY_AR: 'شكرا لتبرعك',
    TRUSTED_PROXIES: '127.0.0.1',
    DEV_OUTBOX: '1',
  };
}

/**
 * The parameters of the adapter in Kannel's escape codes: %i SMSC id, %I Kannel's message id
 * (kept on a retry), %p sender, %P short code, %a text, %t time (Kannel writes it in UTC).
 */
export function kannelServiceUrl(serverUrl: string, secret: string): string {
  return `${serverUrl}/sms/kannel?secret=${secret}&smsc=%i&id=%I&from=%p&to=%P&text=%a&time=%t`;
}

export function kannelConf(options: KannelConfOptions): string {
  const smscGroups = options.smscs.map(
    ({ id, port }) => `group = smsc
smsc = fake
smsc-id = ${id}
port = ${port}
connect-allow-ip = "127.0.0.1"
`,
  );
  return `group = core
admin-port = ${options.adminPort}
admin-password = "${options.adminPassword}"
admin-allow-ip = "127.0.0.1"
smsbox-port = ${options.smsboxPort}
box-allow-ip = "127.0.0.1"
log-file = "${options.logDir}/bearerbox.log"
log-level = 1
store-type = spool
store-location = "${options.storeDir}"

${smscGroups.join('\n')}
group = smsbox
bearerbox-host = 127.0.0.1
bearerbox-port = ${options.smsboxPort}
log-file = "${options.logDir}/smsbox.log"
log-level = 1
mo-recode = true
http-request-retry = 5
http-queue-delay = ${options.retryDelaySeconds}

group = sms-service
keyword = default
get-url = "${kannelServiceUrl(options.serverUrl, options.secret)}"
accept-x-kannel-headers = true
omit-empty = true
max-messages = 1
`;
}
