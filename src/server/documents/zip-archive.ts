import { Readable } from 'node:stream';
import type { ZipFile } from 'yazl';

// Large ZIPs of generated documents (a cut-off's payslips, a year's BIR 2316s) built without
// holding every document in memory: see `addBatch` and `compactBytes`.

/** Output bytes copied together per step: see `compactBytes`. */
const COMPACT_BYTES = 1 << 20;

/**
 * The stream's bytes in one buffer. Chunks are copied together a megabyte at a time: zlib hands
 * over each small entry as a view of a 16 KB buffer, and keeping those views would hold five
 * times the ZIP's size until the end.
 */
export async function compactBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    pending.push(chunk as Buffer);
    size += chunk.length;
    if (size >= COMPACT_BYTES) {
      parts.push(Buffer.concat(pending, size));
      pending = [];
      size = 0;
    }
  }
  return Buffer.concat([...parts, ...pending]);
}

/**
 * A lazy source for a batch's entries: each call hands over the next body, and the last call
 * says so. yazl keeps every entry, and with it this function, to the end (for the central
 * directory): it is made here, apart from any caller's scope, so that it keeps nothing else
 * alive, and the bodies it has handed over leave its queue.
 */
const inTurn =
  (bodies: Buffer[], taken: () => void) => (hand: (error: null, stream: Readable) => void) => {
    hand(null, Readable.from([bodies.shift()!]));
    if (bodies.length === 0) taken();
  };

/**
 * Adds a batch of files to the ZIP; resolves once the ZIP has taken the last of them, so the
 * caller renders the next batch only then. Entries take their bytes from one queue, never from a
 * buffer of their own (`addBuffer`), which yazl would keep with the entry to the end.
 */
export function addBatch(zip: ZipFile, files: { name: string; body: Buffer }[]): Promise<void> {
  return new Promise((resolve) => {
    const take = inTurn(
      files.map((file) => file.body),
      resolve,
    );
    for (const { name, body } of files) zip.addReadStreamLazy(name, { size: body.length }, take);
  });
}
