/** Answers a request with a file the browser saves under `filename`, kept by no cache on the way. */
import type { FastifyReply } from 'fastify';

export function sendDownload(
  reply: FastifyReply,
  { filename, type, body }: { filename: string; type?: string; body: unknown },
) {
  if (type) reply.header('content-type', type);
  return reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
