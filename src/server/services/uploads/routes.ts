/**
 * Upload service (spec 7.4) and the media it serves.
 *
 *   POST /files/{name}?folder=               multipart field `file` → { path, url }
 *   POST /uploads?folder=&bucket=&name=      multipart field `file` → { path, url } (random name without `name`)
 *   GET  /media/{folder}/{file}              the stored file, public, nosniff, cached long
 *
 * Only real JPEG, PNG and WebP images are kept (by their bytes: 415 otherwise), at most
 * IMAGE_MAX_BYTES (413 otherwise); nothing is written before the whole file has been read
 * and checked, and the write is atomic (temp file + rename). Files live in
 * `<mediaDir>/<folder>/<name>.<extension of the detected type>` (folder `files` when none is given). S3-compatible storage
 * would be a second implementation of `storeImage`, chosen by configuration (not yet).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
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
import { validationError } from '../../http/validation';
import { detectImageType, type ImageType } from './image-type';

/** Where an upload without a folder goes. */
const DEFAULT_FOLDER = 'files';
const MEDIA_CACHE_SECONDS = 365 * 24 * 60 * 60;
const IMAGE_EXTENSIONS: ImageType['extension'][] = ['jpg', 'png', 'webp'];

const tooLarge = () =>
  new ApiError(413, 'tooLarge', `The image is larger than ${IMAGE_MAX_BYTES} bytes (500 KB); choose a smaller one.`);
const unsupported = () => new ApiError(415, 'unsupportedMedia', 'Only JPEG, PNG and WebP images are accepted.');

export const uploadRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const mediaDir = context.config.mediaDir;
  mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  await app.register(fastifyStatic, { root: mediaDir, serve: false, dotfiles: 'ignore', index: false });

  const mediaUrl = (path: string, version: number) =>
    `${context.config.mediaBaseUrl ? context.config.mediaBaseUrl.replace(/\/?$/, '/') : '/media/'}${path}?v=${version}`;

  /** Reads the `file` part whole (at most the limit) before anything is stored. */
  const readImage = async (request: FastifyRequest) => {
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
      throw error;
    }
    if (!bytes || bytes.length === 0) throw validationError({ file: 'validation.fileRequired' });
    if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
    const type = detectImageType(bytes);
    if (!type) throw unsupported();
    return { bytes, type };
  };

  const storeImage = async (folder: string, name: string, image: { bytes: Buffer; type: ImageType }) => {
    const dir = join(mediaDir, folder);
    await mkdir(dir, { recursive: true });
    const fileName = `${name}.${image.type.extension}`;
    const temp = join(dir, `.upload-${randomBytes(8).toString('hex')}.tmp`);
    await writeFile(temp, image.bytes);
    await rename(temp, join(dir, fileName));
    // A replaced image of another type must not linger beside the new one.
    for (const extension of IMAGE_EXTENSIONS) {
      if (extension !== image.type.extension) await rm(join(dir, `${name}.${extension}`), { force: true });
    }
    const path = `${folder}/${fileName}`;
    const { mtimeMs } = await stat(join(dir, fileName));
    return { path, url: mediaUrl(path, Math.floor(mtimeMs)) };
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
    async (request) => storeImage(request.query.folder ?? DEFAULT_FOLDER, request.params.name, await readImage(request)),
  );

  app.post(
    '/uploads',
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
      const image = await readImage(request);
      return storeImage(request.query.folder ?? DEFAULT_FOLDER, request.query.name ?? randomBytes(12).toString('hex'), image);
    },
  );

  // Exactly the shape `storeImage` writes: `<folder>/<name>.<ext>`.
  const mediaFile = z.string().regex(/^[A-Za-z0-9_-]{1,100}\.(jpg|png|webp)$/);
  const serveMedia = (path: string, reply: FastifyReply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.sendFile(path, { maxAge: MEDIA_CACHE_SECONDS * 1000 });
  };
  const mediaSchema = { tags: ['uploads'], summary: 'A stored image (public, cached long).' };

  app.get(
    '/media/:folder/:file',
    {
      config: { public: true },
      schema: { ...mediaSchema, params: z.object({ folder: mediaFolderSchema, file: mediaFile }) },
    },
    async (request, reply) => serveMedia(`${request.params.folder}/${request.params.file}`, reply),
  );

};
