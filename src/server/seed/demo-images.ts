/**
 * Pictures of the demo records (team photos, ambassadors' and memorial persons' images), drawn
 * here rather than shipped: a plain person silhouette on a coloured square, as a PNG. Written
 * into the local media folder by the demo seed when it knows that folder (local and browser
 * mode); a file already there is left alone, so a picture replaced during a demo stays.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/** Media path (as stored in a record) → background colour of its picture. */
export const DEMO_IMAGES: Record<string, Rgb> = {
  'teams/demo-ahmed.png': [0x1f, 0x6f, 0x8b],
  'teams/demo-hind.png': [0x9b, 0x4d, 0x96],
  'teams/demo-omar.png': [0x2e, 0x7d, 0x32],
  'ambassadors/demo-almansoori.png': [0xc0, 0x7a, 0x1d],
  'ambassadors/demo-alkaabi.png': [0x5e, 0x5c, 0xb8],
  'inMemory/demo-aldhaheri.png': [0x54, 0x6e, 0x7a],
};

const SIZE = 96;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A SIZE×SIZE RGB PNG: a head and shoulders in a light tint of `background`. */
export function silhouettePng(background: Rgb): Buffer {
  const figure = background.map((channel) => Math.round(channel + (255 - channel) * 0.7)) as unknown as Rgb;
  const inFigure = (x: number, y: number) => {
    const head = (x - SIZE / 2) ** 2 + (y - SIZE * 0.38) ** 2 <= (SIZE * 0.18) ** 2;
    const shoulders = ((x - SIZE / 2) / (SIZE * 0.34)) ** 2 + ((y - SIZE * 0.98) / (SIZE * 0.34)) ** 2 <= 1;
    return head || shoulders;
  };
  // Each scanline: filter type 0, then the pixels.
  const raw = Buffer.alloc(SIZE * (1 + SIZE * 3));
  for (let y = 0; y < SIZE; y += 1) {
    const row = y * (1 + SIZE * 3);
    for (let x = 0; x < SIZE; x += 1) {
      const [r, g, b] = inFigure(x + 0.5, y + 0.5) ? figure : background;
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, not interlaced
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes the demo pictures that are not in `mediaDir` yet. */
export async function writeDemoImages(mediaDir: string): Promise<void> {
  for (const [path, background] of Object.entries(DEMO_IMAGES)) {
    const file = join(mediaDir, path);
    await mkdir(dirname(file), { recursive: true });
    try {
      await writeFile(file, silhouettePng(background), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}
