/**
 * The messages between the shop's main thread and the worker that owns PGlite (ADR 017). Every
 * request carries an id its answer repeats; notifications arrive unasked, and always before the
 * answer of the query that caused them (PGlite calls listeners before it settles that query).
 */
export type QueryOptions = {
  rowMode?: 'array' | 'object';
  /** Type OIDs whose values stay as PostgreSQL's text (drizzle's parsers are all identity). */
  rawTypes?: number[];
};

export type Request =
  | {
      id: number;
      op: 'query';
      tx?: number;
      sql: string;
      params?: unknown[];
      options?: QueryOptions;
    }
  | { id: number; op: 'exec'; tx?: number; sql: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** An error's message and fields (code, detail, constraint…), which a structured clone drops. */
export type SerializedError = { message: string; fields: Record<string, unknown> };

export type Reply =
  | { type: 'ready' }
  | { type: 'failed'; error: SerializedError }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'notify'; channel: string; payload: string };

export type WorkerOptions = { dataDir: string };

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    if (typeof value === 'object' && value !== null) continue;
    fields[key] = value;
  }
  return { message: error.message, fields };
}

export function deserializeError({ message, fields }: SerializedError): Error {
  return Object.assign(new Error(message), fields);
}
