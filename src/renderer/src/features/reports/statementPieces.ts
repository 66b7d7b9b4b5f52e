/**
 * A picked statement file read a piece at a time (never whole), decoded as UTF-8 across the
 * pieces' edges, each piece small enough for one `sms:import` call.
 */

/** Bytes read per piece: at most as many characters, well under SMS_IMPORT_PART_MAX. */
const PIECE_BYTES = 64 * 1024;

export interface StatementPiece {
  text: string;
  /** Bytes of the file read so far. */
  loaded: number;
  last: boolean;
}

export async function* statementPieces(file: Blob): AsyncGenerator<StatementPiece> {
  const decoder = new TextDecoder('utf-8');
  for (let offset = 0; offset < file.size; offset += PIECE_BYTES) {
    const end = Math.min(offset + PIECE_BYTES, file.size);
    const bytes = await file.slice(offset, end).arrayBuffer();
    // `stream`: a character cut at the piece's end is completed by the next piece.
    const text = decoder.decode(bytes, { stream: end < file.size });
    yield { text, loaded: end, last: end >= file.size };
  }
  if (file.size === 0) yield { text: '', loaded: 0, last: true };
}
