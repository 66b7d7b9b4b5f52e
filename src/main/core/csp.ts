/**
 * The Content-Security-Policy of the renderer, sent as a response header by both hosts
 * (the app:// protocol in Electron, the HTTP server in browser mode) so they cannot drift.
 */
export function rendererContentSecurityPolicy({ mediaOrigin }: { mediaOrigin?: string } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Fluent UI (Griffel) inserts its style rules at run time, so inline styles must be allowed.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Content images come from the media host; data: covers small inline icons, blob: the
    // local preview of an image picked for upload (an object URL of the file).
    'img-src': ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])],
    // The renderer talks to nothing but its own host: the main process makes every API call.
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The origin of a media base URL, for img-src. */
export function mediaOriginOf(mediaBaseUrl: string): string {
  return new URL(mediaBaseUrl).origin;
}
