import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StreamedUpload } from '../../uploads/streamedUpload.js';
import { cappedUpload } from '../shared/uploadBody.js';

/**
 * An uploaded file written to a temporary file of the gateway while its SHA-256 is computed. bunny.net takes the
 * checksum as a header (`Checksum`), which must be sent before the body, so it cannot be known while the bytes pass
 * straight through: the file is spooled (at most MAX_UPLOAD_BYTES, with the caller's backpressure: the socket is read
 * only as fast as the disk takes it), then sent with its checksum and length, and bunny.net refuses it if one byte
 * changed on the way. The file is private to the process (mode 0600, its own directory) and removed once sent or failed.
 */
export interface Spooled {
  readonly size: number;
  /** SHA-256, 64 uppercase hex digits, as bunny.net wants it. */
  readonly checksum: string;
  /** A new stream of the spooled bytes. */
  open(): Readable;
  /** Removes the temporary file; safe to call twice. */
  discard(): Promise<void>;
}

export async function spool(upload: StreamedUpload, maxBytes: number, argument: string): Promise<Spooled> {
  const directory = await mkdtemp(join(tmpdir(), 'bunny-gateway-upload-'));
  const file = join(directory, 'file');
  const discard = () => rm(directory, { recursive: true, force: true });
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(
      cappedUpload(upload, maxBytes, 'storageFiles', argument),
      hashing,
      createWriteStream(file, { mode: 0o600 }),
    );
  } catch (error) {
    await discard();
    throw error;
  }
  return { size, checksum: hash.digest('hex').toUpperCase(), open: () => createReadStream(file), discard };
}
