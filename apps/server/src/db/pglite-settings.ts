/**
 * Settings of the embedded database, in-process or in its worker (ADR 017).
 * PGlite's default 128 MB of shared buffers becomes resident memory for the life of the process;
 * a shop's working set (10,000 products fit in ~15 MB) is far smaller, and the OS page cache
 * keeps the rest of the files close.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];
