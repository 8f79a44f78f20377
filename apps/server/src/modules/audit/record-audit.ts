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

/** A copy without secrets, or a size note when too big to keep. */
export function redact(value: unknown): unknown {
  if (value === undefined) return null;
  const cleaned = JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (key && SECRET_KEY.test(key) ? '[redacted]' : v)) ??
      'null',
  ) as unknown;
  const text = JSON.stringify(cleaned);
  return text.length > MAX_JSON_CHARS ? { omitted: `${text.length} characters` } : cleaned;
}

export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    kind: entry.kind,
    actorId: entry.actorId,
    actorEmail: entry.actorEmail,
    method: entry.method,
    route: entry.route,
    path: entry.path.slice(0, 2000),
    targetId: entry.targetId ?? null,
    status: entry.status,
    ip: entry.ip ?? null,
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
