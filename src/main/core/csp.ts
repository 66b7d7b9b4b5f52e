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
    // local preview of an image picked for upload (an object URL of the file). YouTube's image
    // host, and only it, for the thumbnail the selected-video form shows of a YouTube address
    // (spec 2.16): a plain image, so no player or script of YouTube's is ever loaded.
    'img-src': ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : []), YOUTUBE_THUMBNAILS],
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

/** YouTube's still-image host (`https://i.ytimg.com/vi/{id}/hqdefault.jpg`). */
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

/** The origin of a media base URL, for img-src. */
export function mediaOriginOf(mediaBaseUrl: string): string {
  return new URL(mediaBaseUrl).origin;
}
