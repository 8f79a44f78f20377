/** The audit module's public face: the hooks that record admin writes, sign-ins, the log's route. */
export { auditPlugin } from './audit-plugin.ts';
export { auditRoutes } from './routes.ts';
export { recordAdminSignIn, isSignInPath, type AccountLookup } from './sign-in-audit.ts';
export { recordAudit, type AuditRecord } from './record-audit.ts';
export { auditPersonalData } from './personal-data.ts';
