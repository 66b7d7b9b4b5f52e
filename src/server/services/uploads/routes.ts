/**
 * Upload service (spec 7.4) and the media it serves.
 *
 *   POST /files/{name}?folder=               multipart field `file` → { path, url }
 *   POST /uploads?folder=&bucket=&name=      multipart field `file` → { path, url } (random name without `name`)
 *   GET  /media/{folder}/{file}              the stored file, public, nosniff, cached long
 *
 * Only real JPEG, PNG and WebP images are kept (by their bytes: 415 otherwise), at most
 * IMAGE_MAX_BYTES (413 otherwise); nothing is written before the whole file has been read
 * and checked. Then a `MediaStore` keeps it as `<folder>/<name>.<extension of the detected type>`
 * (folder `files` when none is given): the local folder by default (atomic writes, served by
 * `GET /media/*`), or an S3-compatible bucket when `config.s3` is set (`MEDIA_STORE=s3`; media
 * are then served from `mediaBaseUrl` and `GET /media/*` is not registered, so it answers 404).
 *
 * The warm-up's rehearsed upload (http/rehearsal.ts) goes all the way, its storing included, so that
 * the first real upload finds the route's code run: it is stored by the local store's code in a
 * folder of its own, removed at once, never in the media folder or a bucket.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../../shared/constants';
import {
  fileUploadParamsSchema,
  fileUploadQuerySchema,
  mediaFolderSchema,
  uploadQuerySchema,
  uploadResponseSchema,
} from '../../../shared/entities/upload';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/api-error';
import { isRehearsal } from '../../http/rehearsal';
import { validationError } from '../../http/validation';
import { detectImageType } from './image-type';
import { createLocalMediaStore } from './local-store';
import { MEDIA_CACHE_SECONDS, type CheckedImage, type MediaStore } from './media-store';
import { createS3MediaStore } from './s3-store';
import { endpoints, MEDIA_ROUTE_PREFIX } from '../../../shared/endpoints';

/** Where an upload without a folder goes. */
const DEFAULT_FOLDER = 'files';

const tooLarge = () =>
  new ApiError(413, 'tooLarge', `The image is larger than ${IMAGE_MAX_BYTES} bytes (500 KB); choose a smaller one.`);
const unsupported = () => new ApiError(415, 'unsupportedMedia', 'Only JPEG, PNG and WebP images are accepted.');

export const uploadRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const store: MediaStore = context.config.s3
    ? createS3MediaStore(context.config.s3, context.config.mediaBaseUrl)
    : createLocalMediaStore(context.config.mediaDir);
  app.addHook('onClose', async () => store.close());
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  const mediaUrl = (path: string, version: number) =>
    `${context.config.mediaBaseUrl ? context.config.mediaBaseUrl.replace(/\/?$/, '/') : `${MEDIA_ROUTE_PREFIX}/`}${path}?v=${version}`;

  /** Reads the `file` part whole (at most the limit) before anything is stored. */
  const readImage = async (request: FastifyRequest): Promise<CheckedImage> => {
    if (!request.isMultipart()) throw unsupported();
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'file' || bytes) {
          part.file.resume();
          throw validationError({ file: 'validation.fileRequired' });
        }
        bytes = await part.toBuffer();
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw validationError({ file: 'validation.fileRequired' });
      // Ours, or the multipart plugin's limits (with their status); anything else is the parser
      // refusing a malformed body (busboy's plain errors), the client's doing rather than a 500.
      if (error instanceof ApiError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
      throw new ApiError(400, 'validation', 'The multipart body is malformed.', {}, { cause: error });
    }
    if (!bytes || bytes.length === 0) throw validationError({ file: 'validation.fileRequired' });
    if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
    const type = detectImageType(bytes);
    if (!type) throw unsupported();
    return { bytes, type };
  };

  /** A rehearsal's image is stored apart, in a folder removed once it is written (the module's comment says why). */
  const storeRehearsedImage = async (folder: string, name: string, image: CheckedImage) => {
    const apart = await mkdtemp(join(tmpdir(), 'upload-rehearsal-'));
    try {
      return await createLocalMediaStore(apart).put(folder, name, image);
    } finally {
      await rm(apart, { recursive: true, force: true });
    }
  };

  const storeImage = async (request: FastifyRequest, folder: string, name: string, image: CheckedImage, bucket?: string) => {
    const { path, version } = isRehearsal(request.raw) ? await storeRehearsedImage(folder, name, image) : await store.put(folder, name, image, bucket);
    return { path, url: mediaUrl(path, version) };
  };

  const uploadDescription =
    'Multipart field `file`: a JPEG, PNG or WebP image (recognised by its content) of at most ' +
    `${IMAGE_MAX_BYTES} bytes. 415 \`unsupportedMedia\` for anything else, 413 \`tooLarge\` over the limit. ` +
    'Answers the stored `path` (media URLs are the media base plus the path) and a `url` to show it.';

  app.post(
    '/files/:name',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Upload an image under a name (spec 7.4 `files/{name}`).',
        description: uploadDescription,
        consumes: ['multipart/form-data'],
        params: fileUploadParamsSchema,
        querystring: fileUploadQuerySchema,
        response: { 200: uploadResponseSchema },
      },
    },
    async (request) => storeImage(request, request.query.folder ?? DEFAULT_FOLDER, request.params.name, await readImage(request)),
  );

  app.post(
    endpoints.upload.route,
    {
      schema: {
        tags: ['uploads'],
        summary: 'The image uploader (spec 7.4): folder and bucket in the query.',
        description: `${uploadDescription} Without \`name\` the file gets a random one.`,
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 200: uploadResponseSchema },
      },
    },
    async (request) => {
      // An unknown bucket is refused before the body is read; the local store ignores it.
      const bucket = store.bucketFor(request.query.bucket);
      const image = await readImage(request);
      return storeImage(request, request.query.folder ?? DEFAULT_FOLDER, request.query.name ?? randomBytes(12).toString('hex'), image, bucket);
    },
  );

  // Media in a bucket are served from `mediaBaseUrl` (a CDN), not by this server.
  const mediaDir = store.servedFrom;
  if (mediaDir === null) return;
  await app.register(fastifyStatic, { root: mediaDir, serve: false, dotfiles: 'ignore', index: false });

  // Exactly the shape the store writes: `<folder>/<name>.<ext>`.
  const mediaFile = z.string().regex(/^[A-Za-z0-9_-]{1,100}\.(jpg|png|webp)$/);
  const serveMedia = (path: string, reply: FastifyReply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.sendFile(path, { maxAge: MEDIA_CACHE_SECONDS * 1000 });
  };
  const mediaSchema = { tags: ['uploads'], summary: 'A stored image (public, cached long; local media store only).' };

  app.get(
    endpoints.media.route,
    {
      config: { public: true },
      schema: { ...mediaSchema, params: z.object({ folder: mediaFolderSchema, file: mediaFile }) },
    },
    async (request, reply) => serveMedia(`${request.params.folder}/${request.params.file}`, reply),
  );
};
