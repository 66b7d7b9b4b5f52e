/** An upload's body as the client sends it: a multipart form with one file, field `file`. */
const BOUNDARY = '----warm-up-sample';

export function multipartForm(file: Buffer): { headers: Record<string, string>; body: Buffer } {
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="sample.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body };
}
