/**
 * Whether this process has its database: opened, migrated, seeded. The server listens before it
 * is (so a process started while PostgreSQL is down answers liveness and says "not ready"
 * instead of exiting), and the database work is retried with backoff until it succeeds.
 * Tests build apps that are ready from the start.
 */
export class Readiness {
  #isReady: boolean;
  #waiters: (() => void)[] = [];
  #prerequisites: Promise<unknown>[] = [];
  /** Why it is not ready yet (the last failure), for the log and the readiness probe. */
  lastError: string | null = null;

  constructor({ ready = true }: { ready?: boolean } = {}) {
    this.#isReady = ready;
  }

  get isReady() {
    return this.#isReady;
  }

  /** Something the server must have before it says ready (the change feed listening, say). */
  require(prerequisite: Promise<unknown>): void {
    prerequisite.catch(() => undefined);
    this.#prerequisites.push(prerequisite);
  }

  /** Resolves once every prerequisite has (rejects with the first that failed). */
  async prerequisites(): Promise<void> {
    await Promise.all(this.#prerequisites);
  }

  markReady(): void {
    if (this.#isReady) return;
    this.#isReady = true;
    this.lastError = null;
    for (const wake of this.#waiters.splice(0)) wake();
  }

  /** Resolves once ready (at once when it already is). */
  whenReady(): Promise<void> {
    if (this.#isReady) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }
}

export type RetryLog = {
  warn: (obj: object, message: string) => void;
  error: (obj: object, message: string) => void;
};

export const RETRY_MIN_MS = 250;
export const RETRY_MAX_MS = 10_000;

/**
 * Runs `step` until it succeeds, waiting 250 ms, 500 ms, 1 s … up to 10 s between attempts.
 * Every failure is logged (an outage as a warning, anything else as an error: a failing
 * migration needs a person, but the process stays up and keeps saying "not ready").
 * Stops (rejecting) when `isStopped` says so, e.g. on shutdown.
 */
export async function retryWithBackoff(
  what: string,
  step: () => Promise<void>,
  {
    log,
    readiness,
    isStopped = () => false,
    isOutage = () => true,
    minMs = RETRY_MIN_MS,
    maxMs = RETRY_MAX_MS,
  }: {
    log: RetryLog;
    readiness?: Readiness;
    isStopped?: () => boolean;
    isOutage?: (error: unknown) => boolean;
    minMs?: number;
    maxMs?: number;
  },
): Promise<void> {
  let delay = minMs;
  for (let attempt = 1; ; attempt++) {
    if (isStopped()) throw new Error(`${what}: stopped`);
    try {
      await step();
      return;
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      if (readiness) readiness.lastError = message;
      const entry = { err: { message }, attempt, retryInMs: delay };
      if (isOutage(error)) log.warn(entry, `${what}: the database is not there yet; retrying`);
      else log.error(entry, `${what} failed; retrying`);
    }
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    delay = Math.min(delay * 2, maxMs);
  }
}
