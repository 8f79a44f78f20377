/**
 * Recognises "the database is not there right now" — a restart, failover, killed connection or
 * refused connect — as opposed to a bug or a bad query. Such errors answer 503 `unavailable`
 * (the client may retry) instead of 500, and never crash the process. Drizzle wraps driver
 * errors (`DrizzleQueryError.cause`), so the whole cause chain is inspected.
 */

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_ctl restart / stop -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, or in recovery)
  '53300', // too_many_connections
]);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres says these in words only. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Client has encountered a connection error',
  'Connection ended',
  'the database system is',
];

export function isDatabaseUnavailableError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(e.code) || e.code.startsWith('08')) return true;
      if (UNAVAILABLE_NODE_CODES.has(e.code)) return true;
    }
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailableError)) {
      return true;
    }
    current = e.cause;
  }
  return false;
}

/**
 * When the database last failed a connection or query as unavailable. A library that wraps the
 * driver's error (better-auth) can fail a request during an outage that is already over by the
 * time the error handler pings; an unexpected 5xx this soon after trouble is still the outage.
 * Process-wide on purpose: one process talks to one database.
 */
let lastTroubleAtMs = 0;
const TROUBLE_WINDOW_MS = 10_000;

export function noteDatabaseTrouble(error?: unknown): void {
  if (error === undefined || isDatabaseUnavailableError(error)) lastTroubleAtMs = Date.now();
}

export function hadRecentDatabaseTrouble(): boolean {
  return Date.now() - lastTroubleAtMs <= TROUBLE_WINDOW_MS;
}
