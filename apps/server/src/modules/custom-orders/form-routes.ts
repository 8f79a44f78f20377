/**
 * The custom order request as an HTML form (lib/form-route.ts): `multipart/form-data` posted to
 * `/forms/custom-order` with its text fields and up to five reference photos, so a visitor sends
 * a request before the app has loaded and with scripts off. The same checks as the API (the
 * shared request schema, the photos' count, size and types through the image pipeline), the same
 * service and the same per-client limit; then 303 back to the form with the confirmation the app
 * shows, or with the reasons and the text typed (never the files: a browser cannot be handed a
 * file back).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@shop/shared/constants';
import { MESSAGES } from '@shop/shared/messages';
import {
  CUSTOM_ORDER_MESSAGES,
  CUSTOM_PHOTOS_MAX,
  customOrderRequestInputSchema,
  customRequestSent,
} from '@shop/shared/schemas/custom-order';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { formFieldErrors, formRoute, type FormFields } from '../../lib/form-route.ts';
import {
  maxUploadRequestBytes,
  multipartReadError,
  payloadTooLarge,
  refuseNonMultipart,
  storeUploadedImages,
} from '../media/index.ts';
import { createCustomRequest } from './create-request.ts';
import { CUSTOM_PHOTO_FOLDER } from './request-photos.ts';
import { CUSTOM_REQUEST_BODY_LIMIT, CUSTOM_REQUEST_RATE_LIMIT } from './routes.ts';

/** The file input's name, and the field its reasons are shown under. */
export const PHOTO_FIELD = 'photos';
/** Files past the five allowed are read and dropped up to this many (then the body is refused). */
const FILES_READ_MAX = CUSTOM_PHOTOS_MAX * 4;
/** The longest description in bytes (4 a character), so a longer one is cut past its limit. */
const FIELD_BYTES_MAX = 16 * 1024 + 1;
const NOT_MULTIPART = 'Send the request as a multipart form (multipart/form-data)';

type Upload = { files: Buffer[]; reason: string | null };
const uploads = new WeakMap<FastifyRequest, Upload>();

/**
 * Reads the form's fields and keeps up to five photos for the handler. A photo refused here (too
 * large, one too many) is a reason under the photos, with the text still read; a body that
 * cannot be read at all is a 400.
 */
async function readRequestForm(request: FastifyRequest): Promise<FormFields> {
  const fields: FormFields = {};
  const upload: Upload = { files: [], reason: null };
  uploads.set(request, upload);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] ??= part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== PHOTO_FIELD) throw badRequest(`Send the photos in "${PHOTO_FIELD}"`);
      // A file input left empty posts one part with no file name and no bytes.
      if (part.filename === '' && bytes.length === 0) continue;
      if (upload.reason) continue;
      if (part.file.truncated) upload.reason = MESSAGES.imagesTooLarge;
      else if (upload.files.length === CUSTOM_PHOTOS_MAX) {
        upload.reason = CUSTOM_ORDER_MESSAGES.tooManyPhotos;
      } else upload.files.push(bytes);
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_FILES_LIMIT') throw multipartReadError(error);
    upload.reason = CUSTOM_ORDER_MESSAGES.tooManyPhotos;
  }
  return fields;
}

const text = z.string().optional().default('');
const NOT_DOLLARS = 'Enter an amount in dollars, like 120 or 120.50';

/** A budget field's dollars as cents: null when empty, undefined when it is not an amount. */
function centsOf(dollars: string): number | null | undefined {
  const value = dollars.trim();
  if (value === '') return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return undefined;
  return Math.round(Number(value) * 100);
}

/** The form's fields as typed; the request schema then checks them as the API does. */
const requestForm = z.object({
  description: text,
  category: text,
  size: text,
  colours: text,
  budgetMin: text,
  budgetMax: text,
  neededBy: text,
  name: text,
  email: text,
});

/** The photos through the image pipeline (checked by content, re-encoded), as their URLs. */
async function storePhotos(ctx: Pick<AppContext, 'storage'>, files: Buffer[]) {
  if (files.length === 0) return [];
  try {
    const images = await storeUploadedImages(ctx.storage, files, {
      isSingle: false,
      folder: CUSTOM_PHOTO_FOLDER,
    });
    return images.map((image) => image.src);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      throw badRequest(error.message, { [PHOTO_FIELD]: error.message });
    }
    throw error;
  }
}

export const customOrderFormRoutes: FastifyPluginAsync = async (app) => {
  // Multipart only in this plugin, with room for the text fields and for photos past the five.
  // A photo over the size limit is cut short and told apart here (`truncated`), not thrown.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: FILES_READ_MAX,
      fields: 20,
      fieldSize: FIELD_BYTES_MAX,
      fieldNameSize: 100,
      parts: 20 + FILES_READ_MAX,
      headerPairs: 20,
    },
  });

  formRoute(app, '/custom-order', {
    form: 'custom-order',
    schema: requestForm,
    rateLimit: CUSTOM_REQUEST_RATE_LIMIT,
    multipart: {
      read: readRequestForm,
      hooks: {
        // Bigger than five photos and the text can be: refused before the body is read.
        onRequest: async (request: FastifyRequest) => {
          const length = Number(request.headers['content-length'] ?? 0);
          const limit = maxUploadRequestBytes(CUSTOM_PHOTOS_MAX) + CUSTOM_REQUEST_BODY_LIMIT;
          if (length > limit) throw payloadTooLarge(MESSAGES.imagesTooLarge);
        },
        preHandler: async (request: FastifyRequest) => refuseNonMultipart(request, NOT_MULTIPART),
        // A refused body leaves unread bytes on the socket: the connection is not reused.
        onError: async (_request: FastifyRequest, reply: FastifyReply) => {
          reply.header('connection', 'close');
        },
      },
    },
    handle: async (fields, { request, user }) => {
      const upload = uploads.get(request) ?? { files: [], reason: null };
      const budgetMinCents = centsOf(fields.budgetMin);
      const budgetMaxCents = centsOf(fields.budgetMax);
      const reasons: Record<string, string> = {
        ...(budgetMinCents === undefined && { budgetMin: NOT_DOLLARS }),
        ...(budgetMaxCents === undefined && { budgetMax: NOT_DOLLARS }),
        ...(upload.reason && { [PHOTO_FIELD]: upload.reason }),
      };
      const parsed = customOrderRequestInputSchema.safeParse({
        description: fields.description,
        category: fields.category,
        size: fields.size,
        colours: fields.colours,
        budgetMinCents: budgetMinCents ?? null,
        budgetMaxCents: budgetMaxCents ?? null,
        neededBy: fields.neededBy || null,
        photos: [],
        // Signed in, the request is the account's: its name and address (as the app sends).
        name: user ? user.name || user.email.split('@')[0] : fields.name,
        email: user ? user.email : fields.email,
      });
      const errors = { ...(parsed.success ? {} : formFieldErrors(parsed.error)), ...reasons };
      if (!parsed.success || Object.keys(errors).length > 0) {
        throw badRequest('Please check the form.', errors);
      }
      const photos = await storePhotos(app.ctx, upload.files);
      await createCustomRequest(app.ctx, { input: { ...parsed.data, photos }, user });
      return { notice: customRequestSent(parsed.data.email) };
    },
  });
};
