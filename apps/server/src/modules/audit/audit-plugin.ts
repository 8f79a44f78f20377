/**
 * Every admin write is recorded, without a route doing anything: any route that declares
 * `access: 'admin'` and answers POST, PUT, PATCH or DELETE gets two hooks when it registers.
 *   - before the handler: when a GET route answers the same path (`/api/admin/products/:id`),
 *     or a parent naming the same target (`…/:id/featured` → `…/:id`), its answer is the
 *     "before" snapshot;
 *   - before the answer is sent: that GET again is the "after" (or, without one, the write's
 *     own answer; for a refused write, the error), then one entry is written: who, when, the
 *     route and path, the target id, the status, the request body without secrets.
 * The entry is written before the answer leaves, so a write the admin saw succeed is in the log.
 * A failure to write it is logged as an error and does not undo the write.
 */
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { hooksOf } from '../../plugins/route-hooks.ts';
import { recordAudit } from './record-audit.ts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The target's state before an audited admin write (undefined: none to read). */
    auditBefore?: unknown;
  }
  interface FastifyInstance {
    /** The admin write routes the audit hooks were added to (for the audit test). */
    auditedRoutes: { method: string; url: string }[];
  }
}

function parseJson(payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  try {
    return JSON.parse(String(payload)) as unknown;
  } catch {
    return null;
  }
}

/**
 * The GET route that shows a write's target: the same path (`/api/admin/products/:id`), or the
 * nearest parent that still names the target (`…/:id/featured` → `…/:id`).
 */
function snapshotPath(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const pattern = request.routeOptions.url;
  // A collection (`POST /api/admin/products`) has no one target before; its answer is the after.
  if (!pattern?.includes(':')) return undefined;
  const patternParts = pattern.split('/');
  const pathParts = request.url.split('?', 1)[0]!.split('/');
  if (patternParts.length !== pathParts.length) return undefined;
  for (let end = patternParts.length; end > 0; end--) {
    const candidate = patternParts.slice(0, end).join('/');
    if (end < patternParts.length && !candidate.includes(':')) return undefined;
    if (app.hasRoute({ method: 'GET', url: candidate })) return pathParts.slice(0, end).join('/');
  }
  return undefined;
}

/** That GET's answer, read as the caller (their cookie), or undefined. */
async function readThroughGet(app: FastifyInstance, request: FastifyRequest) {
  const path = snapshotPath(app, request);
  if (!path) return undefined;
  const res = await app.inject({
    method: 'GET',
    url: path,
    headers: request.headers.cookie ? { cookie: request.headers.cookie } : {},
    remoteAddress: request.ip,
  });
  return res.statusCode === 200 ? parseJson(res.body) : undefined;
}

export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('auditedRoutes', []);

  const snapshotBefore: preHandlerHookHandler = async (request) => {
    request.auditBefore = await readThroughGet(app, request).catch(() => undefined);
  };

  const recordWrite: onSendHookHandler = async (
    request: FastifyRequest,
    reply: FastifyReply,
    payload,
  ) => {
    // Anonymous calls never got past the access check: nothing was changed, nobody to name.
    if (!request.user) return payload;
    const status = reply.statusCode;
    const isOk = status >= 200 && status < 300;
    try {
      let after: unknown = null;
      if (isOk && request.method !== 'DELETE') {
        after = (await readThroughGet(app, request).catch(() => undefined)) ?? parseJson(payload);
      } else if (!isOk) {
        after = parseJson(payload);
      }
      const params = (request.params ?? {}) as { id?: unknown };
      const created = isOk && request.method === 'POST' ? (after as { id?: unknown }) : null;
      const targetId = params.id ?? created?.id;
      await recordAudit(app.ctx.db, {
        kind: 'write',
        actorId: request.user.id,
        actorEmail: request.user.email,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        path: request.url,
        targetId: typeof targetId === 'string' ? targetId : null,
        status,
        ip: request.ip,
        request: String(request.headers['content-type'] ?? '').startsWith('multipart/')
          ? { upload: 'multipart form data' }
          : request.body,
        before: request.auditBefore ?? null,
        after,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit entry of an admin write');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (route.config?.access !== 'admin') return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) =>
      WRITE_METHODS.has(m),
    );
    if (methods.length === 0) return;
    route.preHandler = [snapshotBefore, ...hooksOf(route.preHandler)];
    route.onSend = [...hooksOf(route.onSend), recordWrite];
    for (const method of methods) app.auditedRoutes.push({ method, url: route.url });
  });
});
