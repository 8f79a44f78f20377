/**
 * Writing and reading the audit log. Writing is the only thing done to an entry: there is no
 * update or delete here, and the database refuses them (migration trigger).
 */
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditKind, AuditList, AuditListQuery } from '@shop/shared/schemas/audit';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/escape-like.ts';
import { readPage } from '../../db/paging.ts';
import { auditLog } from './schema.ts';

export type AuditRecord = {
  kind: AuditKind;
  actorId: string | null;
  actorEmail: string | null;
  method: string;
  route: string;
  path: string;
  targetId?: string | null;
  status: number;
  ip?: string | null;
  request?: unknown;
  before?: unknown;
  after?: unknown;
};

/** Keys whose values never go into the log (a password in a body, a token in an answer). */
const SECRET_KEY = /pass(word)?|secret|token|code|otp|backup/i;
/** A body or snapshot bigger than this is kept as a note of its size only. */
const MAX_JSON_CHARS = 32_000;

/** A NUL, or half of a surrogate pair without its other half: text PostgreSQL cannot store. */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The text with each NUL and lone surrogate written as its escape (`\u0000`, `\ud800`):
 * PostgreSQL refuses both in text and JSON columns ("invalid byte sequence for encoding UTF8",
 * "unsupported Unicode escape sequence"), and a refused write that carried one must still be
 * recorded, with what was sent visible.
 */
export function storableText(text: string): string {
  return text.replace(
    UNSTORABLE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const storableOrNull = (text: string | null | undefined) =>
  text === null || text === undefined ? null : storableText(text);

/** A copy without secrets, every key and text storable, or a size note when too big to keep. */
export function redact(value: unknown): unknown {
  if (value === undefined) return null;
  const cleaned = JSON.parse(
    JSON.stringify(value, function (this: unknown, key, v: unknown) {
      if (key && SECRET_KEY.test(key)) return '[redacted]';
      if (typeof v === 'string') return storableText(v);
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        const entries = Object.entries(v as Record<string, unknown>);
        if (entries.some(([name]) => storableText(name) !== name)) {
          return Object.fromEntries(entries.map(([name, inner]) => [storableText(name), inner]));
        }
      }
      return v;
    }) ?? 'null',
  ) as unknown;
  const text = JSON.stringify(cleaned);
  return text.length > MAX_JSON_CHARS ? { omitted: `${text.length} characters` } : cleaned;
}

export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    kind: entry.kind,
    actorId: entry.actorId,
    actorEmail: storableOrNull(entry.actorEmail),
    method: storableText(entry.method),
    route: storableText(entry.route),
    path: storableText(entry.path.slice(0, 2000)),
    targetId: storableOrNull(entry.targetId),
    status: entry.status,
    ip: storableOrNull(entry.ip),
    request: redact(entry.request),
    before: redact(entry.before),
    after: redact(entry.after),
  });
}

export async function listAudit(db: Db, query: AuditListQuery): Promise<AuditList> {
  const where: SQL[] = [];
  if (query.kind) where.push(eq(auditLog.kind, query.kind));
  if (query.outcome === 'ok') where.push(and(gte(auditLog.status, 200), lt(auditLog.status, 300))!);
  if (query.outcome === 'refused') where.push(gte(auditLog.status, 400));
  if (query.q) {
    const like = containsPattern(query.q);
    where.push(
      or(
        ilike(auditLog.actorEmail, like),
        ilike(auditLog.path, like),
        ilike(auditLog.targetId, like),
      )!,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const { rows, ...paging } = await readPage(db, {
    rows: db.select().from(auditLog).where(condition).orderBy(desc(auditLog.at), desc(auditLog.id)),
    table: auditLog,
    where: condition,
    page: query.page,
    pageSize: query.pageSize,
  });
  return {
    items: rows.map((row): AuditEntry => ({ ...row, at: row.at.toISOString() })),
    ...paging,
  };
}
