/**
 * `media:upload`: an image the renderer picked reaches main as base64 and goes on to the
 * server's uploader (`POST /uploads?folder=&name=`, multipart field `file`) with the stored
 * session. Progress is reported as the request body is sent, for the page that asked.
 * The server judges the content (JPEG, PNG or WebP, 415 `unsupportedMedia` otherwise);
 * the size is refused here too, before any request, the way the server would (413 `tooLarge`).
 */
import { IMAGE_MAX_BYTES } from '../../shared/constants';
import { endpointRequest, endpoints } from '../../shared/endpoints';
import { uploadResponseSchema } from '../../shared/entities/upload';
import type { UploadProgress } from '../../shared/ipc';
import { ApiError, type ApiClient } from './api-client';
import type { IpcHandlers } from './ipc-handlers';

/** An image of 500 KB over a slow line takes longer than the client's default timeout allows. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface MediaUploadDeps {
  api: ApiClient;
  /** Hands progress to the page that started the upload (Electron); best effort, never fails the upload. */
  reportUploadProgress?: (progress: UploadProgress) => void;
}

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The part's content type by the file name; only a hint, the server recognises images by their bytes. */
function contentTypeOf(fileName: string): string {
  const extension = /\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The last segment of a path a browser or OS may have kept, without control characters. */
function plainFileName(fileName: string): string {
  const last = fileName.split(/[\\/]/).pop() ?? '';
  const clean = [...last].filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f).join('').trim();
  return clean || 'image';
}

export function tooLargeError(): ApiError {
  return new ApiError({ code: 'tooLarge', message: `The image is larger than ${IMAGE_MAX_BYTES} bytes (500 KB); choose a smaller one.` });
}

export function createMediaUploadHandler({ api, reportUploadProgress }: MediaUploadDeps): Pick<IpcHandlers, 'media:upload'> {
  return {
    async 'media:upload'({ uploadId, folder, name, fileName, data }) {
      const bytes = Buffer.from(data, 'base64');
      if (bytes.length === 0) {
        throw new ApiError({ code: 'validation', message: 'The image is empty.', fields: { data: 'validation.fileRequired' } });
      }
      if (bytes.length > IMAGE_MAX_BYTES) throw tooLargeError();

      // What the page was last told; `total` is the whole multipart body once axios knows it.
      const last = { loaded: 0, total: 0 };
      const report = (loaded: number, total: number) => {
        last.loaded = loaded;
        last.total = total;
        try {
          reportUploadProgress?.({ uploadId, loaded, total });
        } catch {
          // The page may be gone; the upload itself goes on.
        }
      };

      const form = new FormData();
      const plainName = plainFileName(fileName);
      form.append('file', new Blob([bytes], { type: contentTypeOf(plainName) }), plainName);
      const query = new URLSearchParams({ folder, ...(name !== undefined && { name }) });

      const stored = await api.request({
        ...endpointRequest(endpoints.upload, { query: query.toString() }),
        body: form,
        schema: uploadResponseSchema,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        ...(reportUploadProgress && {
          onUploadProgress: ({ loaded, total }: { loaded: number; total: number | undefined }) => report(loaded, total ?? Math.max(loaded, bytes.length)),
        }),
      });
      // Progress events are throttled; the page always learns that the whole body went out.
      if (reportUploadProgress && (last.total === 0 || last.loaded < last.total)) {
        const total = last.total || bytes.length;
        report(total, total);
      }
      return { path: stored.path, url: stored.url };
    },
  };
}
