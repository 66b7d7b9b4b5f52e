/**
 * A page's public address, `{base}/p/{slug}`, in one place: the admin routes answer it, and the
 * public renderer (public/) needs the same base for its Open Graph URLs. The base is the
 * configured `PUBLIC_PAGES_URL`, else the origin the request came in on (its Host was already
 * checked by the host-check plugin, so no foreign name gets into a link).
 */
import type { FastifyRequest } from 'fastify';
import type { LandingPagesConfig } from './config';

/** Where public pages are served: `GET /p/{slug}`. */
export const PAGE_PATH_PREFIX = '/p/';

export function pageLink(base: string, slug: string): string {
  return `${base.replace(/\/+$/, '')}${PAGE_PATH_PREFIX}${encodeURIComponent(slug)}`;
}

/** `https://give.example.org`, or `http://127.0.0.1:4181` as the request reached this server. */
export function publicBaseOf(config: LandingPagesConfig | undefined, request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  if (config?.publicBaseUrl) return config.publicBaseUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
