/**
 * The audit log as the admin's Activity page reads it (`GET /api/admin/activity`): every admin
 * write and every admin sign-in, failed ones included. Entries are append-only.
 */
import { z } from 'zod';
import { pageOf, pageQuery } from './paging.ts';

export const AUDIT_KINDS = ['write', 'sign_in', 'sign_in_failed'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  write: 'Change',
  sign_in: 'Sign-in',
  sign_in_failed: 'Failed sign-in',
};

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(AUDIT_KINDS),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  method: z.string(),
  /** The route's pattern (`/api/admin/products/:id`), or the sign-in endpoint. */
  route: z.string(),
  /** The path as called, with its ids. */
  path: z.string(),
  targetId: z.string().nullable(),
  status: z.number().int(),
  ip: z.string().nullable(),
  /** The request body as sent, without passwords, secrets, tokens or codes. */
  request: z.unknown().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = z.object({
  kind: z.enum(AUDIT_KINDS).optional(),
  /** Matches who (email), the path or the target id. */
  q: z.string().trim().max(200).optional(),
  /** Only writes that succeeded (2xx), or only those refused. */
  outcome: z.enum(['ok', 'refused']).optional(),
  ...pageQuery({ maxPage: 10_000, maxPageSize: 100, defaultPageSize: 25 }),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListSchema = pageOf(auditEntrySchema);
export type AuditList = z.infer<typeof auditListSchema>;
