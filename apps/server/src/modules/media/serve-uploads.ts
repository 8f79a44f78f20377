/**
 * Serves uploaded images under /uploads/: from the uploads folder on disk, or from the bucket
 * (bucket-images.ts). Their names never change, so browsers may keep them for a year.
 */
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { bucketImageRoutes } from './bucket-images.ts';
import { IMMUTABLE_YEAR } from './s3-storage.ts';

export async function uploadFileRoutes(app: FastifyInstance) {
  const { storage } = app.ctx;
  if (storage.kind !== 'local') {
    await app.register(bucketImageRoutes);
    return;
  }
  const { uploadsDir } = app.ctx.config;
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', IMMUTABLE_YEAR),
  });
}
