/**
 * PGlite in a worker thread (ADR 017), seen from the main thread as the part of PGlite's client
 * the shop uses: `query` and `transaction` (what drizzle's pglite driver calls), `exec`, `listen`
 * (the change feed), `close`. Opening it costs the main thread nothing: the database starts while
 * the app loads.
 */
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import {
  deserializeError,
  type QueryOptions,
  type Reply,
  type Request,
  type WorkerOptions,
} from './protocol.ts';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type DrizzleQueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * The worker's entry: its bundle beside this code in `dist/` (scripts/build.ts), or under tsx and
 * vitest its TypeScript source, loaded through tsx's API (a worker does not inherit the loader).
 */
function startWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: options });
  }
  const source = JSON.stringify(new URL('./worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${source}))`,
    { eval: true, workerData: options },
  );
}

/** What drizzle passes as parsers are identity functions: the worker needs only their types. */
function toWorkerOptions(options?: DrizzleQueryOptions): QueryOptions | undefined {
  if (!options) return undefined;
  return {
    rowMode: options.rowMode,
    rawTypes: Object.keys(options.parsers ?? {}).map(Number),
  };
}

type Queryable = {
  query: <T>(sql: string, params?: unknown[], options?: DrizzleQueryOptions) => Promise<Results<T>>;
  exec: (sql: string) => Promise<Results[]>;
};

export class WorkerPglite {
  readonly waitReady: Promise<void>;
  closed = false;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;

  /** Starts the worker, which opens the database at once; `waitReady` says when it is open. */
  constructor(options: WorkerOptions) {
    this.#worker = startWorker(options);
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.#worker.on('message', (reply: Reply) => {
        if (reply.type === 'ready') resolve();
        else if (reply.type === 'failed') {
          const error = deserializeError(reply.error);
          reject(error);
          this.#stop(error);
        } else this.#receive(reply);
      });
      this.#worker.once('error', (error) => {
        reject(error);
        this.#stop(error);
      });
      this.#worker.once('exit', (code) => {
        const error = new Error(`The database worker stopped (exit code ${code}).`);
        reject(error);
        this.#stop(error);
      });
    });
    // Queries report a failed open too; nobody need be waiting on this for it to be handled.
    this.waitReady.catch(() => undefined);
  }

  /**
   * Every pending query fails, and so does every later one: the embedded database is gone with
   * its thread, and the process cannot serve without it (a supervisor restarts it).
   */
  #stop(error: Error) {
    this.closed = true;
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
  }

  #receive(reply: Exclude<Reply, { type: 'ready' | 'failed' }>) {
    if (reply.type === 'notify') {
      for (const listener of this.#listeners.get(reply.channel) ?? []) listener(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.type === 'result') pending.resolve(reply.value);
    else pending.reject(deserializeError(reply.error));
  }

  #send<T>(request: Distribute<Request>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('The database is closed.'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #queryable(tx?: number): Queryable {
    return {
      query: <T>(sql: string, params?: unknown[], options?: DrizzleQueryOptions) =>
        this.#send<Results<T>>({ op: 'query', tx, sql, params, options: toWorkerOptions(options) }),
      exec: (sql: string) => this.#send<Results[]>({ op: 'exec', tx, sql }),
    };
  }

  query<T>(sql: string, params?: unknown[], options?: DrizzleQueryOptions): Promise<Results<T>> {
    return this.#queryable().query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#queryable().exec(sql);
  }

  /** Commits when `callback` resolves, rolls back when it throws (and rethrows). */
  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = await this.#send<number>({ op: 'begin' });
    let result: T;
    try {
      result = await callback(this.#queryable(tx));
    } catch (error) {
      await this.#send({ op: 'end', tx, commit: false });
      throw error;
    }
    await this.#send({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#send({ op: 'listen', channel });
    }
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
      if (listeners.size > 0 || this.closed) return;
      this.#listeners.delete(channel);
      await this.#send({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.#send({ op: 'close' });
    this.closed = true;
    await this.#worker.terminate();
  }
}
