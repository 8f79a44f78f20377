/** A backup file's entries in order, read with tar-stream, and a writer of a tar.gz from entries (for damaged files). */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';

export type ArchiveEntry = { name: string; bytes: Buffer };

export async function archiveEntries(file: string): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      entries.push({ name: header.name, bytes: Buffer.concat(chunks) });
      next();
    });
  });
  await pipeline(createReadStream(file), zlib.createGunzip(), extract);
  return entries;
}

export async function writeArchive(file: string, entries: ArchiveEntry[]): Promise<void> {
  const pack = tar.pack();
  for (const { name, bytes } of entries) pack.entry({ name, size: bytes.length }, bytes);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  await fs.writeFile(file, zlib.gzipSync(Buffer.concat(chunks)));
}
