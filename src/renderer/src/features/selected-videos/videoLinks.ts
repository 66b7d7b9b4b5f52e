/**
 * What a video address points at, read from the address alone (no request, no third-party
 * script): a YouTube video (watch, youtu.be, shorts, embed and live addresses), a Vimeo video,
 * or another page.
 */
export type VideoLink =
  | { site: 'youtube'; id: string; thumbnail: string }
  | { site: 'vimeo'; id: string }
  | { site: 'other'; host: string };

/** YouTube's ids are 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_PATHS = new Set(['shorts', 'embed', 'live', 'v']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);

/** The host YouTube serves its still images from; the renderer's CSP allows it for images (main/core/csp.ts). */
export const YOUTUBE_THUMBNAIL_HOST = 'i.ytimg.com';

export const youtubeThumbnail = (id: string) => `https://${YOUTUBE_THUMBNAIL_HOST}/vi/${id}/hqdefault.jpg`;

function youtubeId(url: URL, host: string): string | undefined {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return first;
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (first === 'watch') return url.searchParams.get('v') ?? undefined;
  return first && YOUTUBE_PATHS.has(first) ? second : undefined;
}

function vimeoId(url: URL, host: string): string | undefined {
  if (!VIMEO_HOSTS.has(host)) return undefined;
  // vimeo.com/76979871, vimeo.com/channels/staffpicks/76979871, player.vimeo.com/video/76979871
  return url.pathname
    .split('/')
    .filter(Boolean)
    .find((segment) => /^\d+$/.test(segment));
}

/** The video behind an http(s) address; undefined for anything that is not one (the form says why on its field). */
export function videoLinkOf(address: string): VideoLink | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const youtube = youtubeId(url, host);
  if (youtube && YOUTUBE_ID.test(youtube)) return { site: 'youtube', id: youtube, thumbnail: youtubeThumbnail(youtube) };
  const vimeo = vimeoId(url, host);
  if (vimeo) return { site: 'vimeo', id: vimeo };
  return { site: 'other', host: url.host };
}
