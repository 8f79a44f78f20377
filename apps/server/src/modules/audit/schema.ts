/**
 * The audit module's table: one row per admin write and per admin sign-in (or failed one).
 * Append-only: no route updates or deletes a row, and a trigger (migration) refuses UPDATE and
 * DELETE in the database itself. No foreign key to the account: an entry outlives it.
 */
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { AUDIT_KINDS } from '@shop/shared/schemas/audit';
import { id, isOneOf, timestamptz } from '../../db/columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamptz('at').notNull().defaultNow(),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    path: text('path').notNull(),
    targetId: text('target_id'),
    status: integer('status').notNull(),
    ip: text('ip'),
    request: jsonb('request'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    check('audit_log_kind_check', isOneOf(t.kind, AUDIT_KINDS)),
  ],
);
