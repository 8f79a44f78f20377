/**
 * The worker thread that owns the embedded database (ADR 017): it opens PGlite while the main
 * thread loads and builds the app, then runs every query the main thread sends it.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { deferWebAssemblyOptimisation, PGLITE_SETTINGS } from '../pglite-settings.ts';
import { serializeError, type Reply, type Request, type WorkerOptions } from './protocol.ts';

const port = parentPort!;
const { dataDir } = workerData as WorkerOptions;
const post = (reply: Reply) => port.postMessage(reply);

type OpenTransaction = {
  tx: Transaction;
  end: (commit: boolean) => void;
  /** Settles once PGlite has committed or rolled back. */
  done: Promise<void>;
};
const transactions = new Map<number, OpenTransaction>();
const unlistens = new Map<string, () => Promise<void>>();
/** Thrown inside PGlite's transaction callback to make it roll back. */
const ROLLBACK = Symbol('rollback');

const identity = (value: unknown) => value;

/**
 * Requests are taken from the start, and wait for the database to open. Listening first matters
 * for speed, not order: a port with a listener keeps this thread's event loop busy. When the
 * loop runs out of work, Node waits for every V8 background task before it turns again, and
 * that includes optimising PGlite's WebAssembly, which answering does not need. Without the
 * listener, the first query waited 0.3-0.4 s for that work after PGlite had opened.
 */
async function main() {
  const waiting: Request[] = [];
  let serve = (request: Request) => void waiting.push(request);
  const take = (request: Request) => serve(request);
  port.on('message', take);
  let db: PGlite;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    deferWebAssemblyOptimisation();
    db = new PGlite({
      dataDir,
      // The same as in-process (client.ts): the catalog's name search uses trigrams.
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    });
    await db.waitReady;
  } catch (error) {
    post({ type: 'failed', error: serializeError(error) });
    // Without a listener the thread ends, as the main thread expects of a failed open.
    port.off('message', take);
    return;
  }
  post({ type: 'ready' });

  const handle = async (request: Request): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? db : transactionOf(request.tx);
        const { rowMode, rawTypes = [] } = request.options ?? {};
        const parsers = Object.fromEntries(rawTypes.map((oid) => [oid, identity]));
        return target.query(request.sql, request.params, { rowMode, parsers });
      }
      case 'exec':
        return (request.tx === undefined ? db : transactionOf(request.tx)).exec(request.sql);
      case 'begin':
        return begin(db);
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`No open transaction ${request.tx}`);
        open.end(request.commit);
        await open.done;
        return undefined;
      }
      case 'listen': {
        const unlisten = await db.listen(request.channel, (payload) =>
          post({ type: 'notify', channel: request.channel, payload }),
        );
        unlistens.set(request.channel, unlisten);
        return undefined;
      }
      case 'unlisten': {
        await unlistens.get(request.channel)?.();
        unlistens.delete(request.channel);
        return undefined;
      }
      case 'close':
        await db.close();
        return undefined;
    }
  };

  serve = (request: Request) => {
    handle(request).then(
      (value) => post({ type: 'result', id: request.id, value }),
      (error: unknown) => post({ type: 'error', id: request.id, error: serializeError(error) }),
    );
  };
  for (const request of waiting.splice(0)) serve(request);
}

function transactionOf(id: number): Transaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return open.tx;
}

let nextTransaction = 1;
/**
 * Opens a PGlite transaction and answers its id once it holds PGlite's lock; the callback stays
 * open until the main thread ends it, so PGlite keeps other queries waiting meanwhile, as it would
 * in-process. The answer to `end` is the transaction's own outcome (a failed COMMIT included).
 */
function begin(db: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise<number>((opened, failedToOpen) => {
    let settle!: (commit: boolean) => void;
    const ended = new Promise<boolean>((resolve) => (settle = resolve));
    let isOpen = false;
    const done = db
      .transaction(async (tx) => {
        isOpen = true;
        transactions.set(id, { tx, end: settle, done });
        opened(id);
        if (!(await ended)) throw ROLLBACK;
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error === ROLLBACK) return;
          if (!isOpen) failedToOpen(error);
          throw error;
        },
      )
      .finally(() => transactions.delete(id));
    // A failure before the transaction opened was reported to `begin`'s caller.
    done.catch(() => undefined);
  });
}

void main();
