/**
 * The backup file's container: a gzipped POSIX tar (ustar), so that the maker (or anyone they
 * ask for help) can open it with `tar xzf` and read every table as JSON lines. Only what a
 * backup needs: regular files with short names, written one after another into a stream, and
 * read back one entry at a time without holding the whole archive in memory.
 */
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';
import zlib from 'node:zlib';

const BLOCK = 512;
const NAME_MAX = 100;

function writeString(header: Buffer, value: string, offset: number, length: number) {
  header.write(value, offset, Math.min(length, Buffer.byteLength(value)), 'utf8');
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function entryHeader(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > NAME_MAX) throw new Error(`Archive entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  writeString(header, name, 0, NAME_MAX);
  writeString(header, octal(0o600, 8), 100, 8);
  writeString(header, octal(0, 8), 108, 8);
  writeString(header, octal(0, 8), 116, 8);
  writeString(header, octal(size, 12), 124, 12);
  writeString(header, octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12);
  header.fill(' ', 148, 156);
  header.write('0', 156);
  writeString(header, 'ustar\0', 257, 6);
  writeString(header, '00', 263, 2);
  let sum = 0;
  for (const byte of header) sum += byte;
  writeString(header, `${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return header;
}

/** A gzipped tar being written to `out`: add entries, then `finish()`. */
export class TarGzWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly done: Promise<void>;

  constructor(out: Writable) {
    this.gzip.pipe(out);
    this.done = new Promise((resolve, reject) => {
      out.on('finish', resolve);
      out.on('error', reject);
      this.gzip.on('error', reject);
    });
  }

  private async write(chunk: Buffer) {
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain');
  }

  async add(name: string, bytes: Buffer, mtime = new Date()) {
    await this.write(entryHeader(name, bytes.length, mtime));
    await this.write(bytes);
    const padding = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
    if (padding > 0) await this.write(Buffer.alloc(padding));
  }

  async finish() {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }
}

export type TarEntry = { name: string; bytes: Buffer };

function parseOctal(header: Buffer, offset: number, length: number): number {
  const text = header
    .subarray(offset, offset + length)
    .toString('ascii')
    .replace(/[\0 ]/g, '');
  return text ? parseInt(text, 8) : 0;
}

function nameOf(header: Buffer): string {
  const field = (offset: number, length: number) => {
    const raw = header.subarray(offset, offset + length);
    const end = raw.indexOf(0);
    return raw.subarray(0, end === -1 ? length : end).toString('utf8');
  };
  const prefix = field(345, 155);
  const name = field(0, NAME_MAX);
  return prefix ? `${prefix}/${name}` : name;
}

function checksumOk(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum === parseOctal(header, 148, 8);
}

/** The regular files of a gzipped tar stream, one at a time, in archive order. */
export async function* readTarGz(input: Readable): AsyncGenerator<TarEntry> {
  const gunzip = input.pipe(zlib.createGunzip());
  input.on('error', (error) => gunzip.destroy(error));
  // Chunks are joined only once enough has arrived for the next header or file.
  let chunks: Buffer[] = [];
  let length = 0;
  const take = (size: number): Buffer | null => {
    if (length < size) return null;
    const joined = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, length);
    const rest = joined.subarray(size);
    chunks = rest.length > 0 ? [rest] : [];
    length = rest.length;
    return joined.subarray(0, size);
  };
  let pending: { name: string; size: number; type: string } | null = null;
  for await (const chunk of gunzip as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    for (;;) {
      if (!pending) {
        const header = take(BLOCK);
        if (!header) break;
        if (header.every((byte) => byte === 0)) return;
        if (!checksumOk(header)) throw new Error('Not a backup file: the archive is damaged');
        pending = {
          name: nameOf(header),
          size: parseOctal(header, 124, 12),
          type: String.fromCharCode(header[156]! || 48),
        };
      }
      const body = take(Math.ceil(pending.size / BLOCK) * BLOCK);
      if (!body) break;
      const entry = pending;
      pending = null;
      if (entry.type === '0')
        yield { name: entry.name, bytes: Buffer.from(body.subarray(0, entry.size)) };
    }
  }
  if (pending) throw new Error('Not a backup file: the archive ends in the middle of a file');
}
