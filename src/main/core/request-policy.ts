/**
 * Which network requests the Electron renderer may make. Its own content comes from app://
 * and its data through IPC, so the only remote origin it needs is the media host (images).
 * Everything else (remote scripts, trackers, file://) is cancelled before it leaves.
 */
export interface RendererRequestPolicyOptions {
  /** http(s) origins the renderer may load from: the media host, a dev server in development. */
  allowedOrigins: string[];
}

export function createRendererRequestPolicy({ allowedOrigins }: RendererRequestPolicyOptions): (url: string) => boolean {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return (raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    switch (url.protocol) {
      case 'http:':
      case 'https:':
        return allowed.has(url.origin);
      case 'ws:':
      case 'wss:':
        // Only the dev server's hot reload uses web sockets; compare with its http origin.
        return allowed.has(`${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}`);
      default:
        return false;
    }
  };
}
