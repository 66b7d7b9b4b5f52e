/**
 * Image upload from the renderer: the picked File goes to main as base64 over `media:upload`
 * (main sends it on to the server's uploader), with progress events for this upload only. A
 * photo over 500 KB goes to main first over `media:shrink`, which answers a smaller copy.
 */
import type { UploadResponse } from '../../../shared/entities/upload';
import type { MediaFolder, ShrunkImage, UploadProgress } from '../../../shared/ipc';
import { call } from './backoffice';

export interface UploadImageOptions {
  folder: MediaFolder;
  /** The stored name (without it the server picks a random one). */
  name?: string;
  file: File;
  /** Bytes sent so far of `total`. */
  onProgress?: (progress: { loaded: number; total: number }) => void;
}

/** The file's bytes as standard base64 (what FileReader puts after the comma of a data: URL). */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** A random id for one upload, in the alphabet the contract allows. */
function newUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function subscribe(listener: (progress: UploadProgress) => void): () => void {
  const bridge = window.backoffice as Partial<typeof window.backoffice> | undefined;
  return typeof bridge?.onUploadProgress === 'function' ? bridge.onUploadProgress(listener) : () => {};
}

/** Uploads an image; resolves with the stored `{ path, url }`, rejects with an AppError. */
export async function uploadImage({ folder, name, file, onProgress }: UploadImageOptions): Promise<UploadResponse> {
  const data = await readFileAsBase64(file);
  const uploadId = newUploadId();
  const unsubscribe = subscribe((progress) => {
    if (progress.uploadId === uploadId) onProgress?.({ loaded: progress.loaded, total: progress.total });
  });
  try {
    return await call('media:upload', {
      uploadId,
      folder,
      ...(name !== undefined && { name }),
      fileName: file.name.slice(-255) || 'image',
      data,
    });
  } finally {
    unsubscribe();
  }
}

/** What main made of a photo over 500 KB: the smaller copy as a file to preview and upload, and what it is. */
export interface ShrunkFile {
  file: File;
  about: Omit<ShrunkImage, 'data'>;
}

/** Has main make a copy of `file` small enough to upload; rejects with an AppError (`tooLarge`, `unsupportedMedia`). */
export async function shrinkImage(file: File): Promise<ShrunkFile> {
  const { data, ...about } = await call('media:shrink', { fileName: file.name.slice(-255) || 'image', data: await readFileAsBase64(file) });
  const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
  return { file: new File([bytes], about.fileName, { type: about.type }), about };
}
