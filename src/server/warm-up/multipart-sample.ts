/**
 * An upload's body read as the upload routes read it: a multipart form with one file, parsed by
 * the parser @fastify/multipart uses (@fastify/busboy, required from its folder so that it is the
 * same module), the file's bytes gathered from its stream. Only the parser is run: the routes
 * themselves need an admin's session, and what they do after reading writes a file.
 */
import { createRequire } from 'node:module';

interface FileStream {
  on(event: 'data', listener: (chunk: Buffer) => void): FileStream;
  on(event: 'end', listener: () => void): FileStream;
}

interface Busboy {
  on(event: 'file', listener: (field: string, file: FileStream) => void): Busboy;
  on(event: 'finish', listener: () => void): Busboy;
  on(event: 'error', listener: (error: Error) => void): Busboy;
  end(body: Buffer): void;
}

type BusboyConstructor = new (options: { headers: Record<string, string>; limits?: { fileSize?: number; files?: number } }) => Busboy;

const BOUNDARY = '----warm-up-sample';

/** The bytes of the form's one file, as the parser hands them over. */
export function parseMultipartSample(file: Buffer): Promise<Buffer> {
  const fromMultipart = createRequire(createRequire(__filename).resolve('@fastify/multipart'));
  const Parser = fromMultipart('@fastify/busboy') as BusboyConstructor;
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="sample.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const parser = new Parser({ headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, limits: { files: 1, fileSize: file.length } });
    parser.on('file', (_field, stream) => {
      stream.on('data', (chunk) => chunks.push(chunk)).on('end', () => undefined);
    });
    parser.on('finish', () => resolve(Buffer.concat(chunks)));
    parser.on('error', reject);
    parser.end(body);
  });
}
