/**
 * HTML forms that work before (and without) the app: a storefront action is a real
 * `<form method="post">` whose route answers the browser itself. The route is thin: it checks
 * the fields with the same zod schema as the API, calls the same service, and answers
 * `303 See Other` back to the page the form was on (its hidden `returnTo`), or wherever the
 * action leads. A refusal (a field's reason, a 4xx of the service) goes back the same way with a
 * form flash (form-flash.ts): the page is rendered again with the reasons and the values typed.
 *
 * Form routes live under `/forms/`, in a scope of their own (`registerFormRoutes`) where
 * `application/x-www-form-urlencoded` bodies are parsed; the API never accepts them. A route
 * that takes files registers `@fastify/multipart` inside its own plugin. Cross-site posts are
 * refused by the same origin check as every write (plugins/security.ts: the browser sends an
 * Origin with every form post), and the shop's cookies are SameSite=Lax, so another site's form
 * carries neither the session nor the cart.
 */
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import {
  FORM_NAME_FIELD,
  FORM_RETURN_FIELD,
  safeReturnPath,
  type FormFlash,
} from '@shop/shared/form-flash';
import type { SessionUser } from '../context.ts';
import { readSessionUser } from '../plugins/access.ts';
import { AppError } from './app-error.ts';
import { setFormFlash } from './form-flash.ts';

export type FormFields = Record<string, string | string[]>;

/** Parses `a=1&b=2&b=3` into `{ a: '1', b: ['2', '3'] }`. */
export function parseFormBody(text: string): FormFields {
  const fields: FormFields = Object.create(null) as FormFields;
  for (const [key, value] of new URLSearchParams(text)) {
    const existing = fields[key];
    if (existing === undefined) fields[key] = value;
    else fields[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { ...fields };
}

/**
 * The values a page puts back in its fields: never a password (nor the form's other `secret`
 * fields, a one-time code), one value per name.
 */
function valuesToKeep(fields: FormFields, secret: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === FORM_NAME_FIELD || key === FORM_RETURN_FIELD || /password/i.test(key)) continue;
    if (secret.includes(key)) continue;
    values[key] = Array.isArray(value) ? (value[0] ?? '') : value;
  }
  return values;
}

/**
 * A zod refusal as the form's reasons, keyed by field name: a nested field by its dotted path
 * (`shippingAddress.city`, the name its input posts), one about the whole form by the form.
 */
export function formFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_NAME_FIELD;
    errors[key] ??= issue.message;
  }
  return errors;
}

export type FormContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in visitor, or null (always set on `access: 'user'` forms). */
  user: SessionUser | null;
  /** Where the form was (its `returnTo`), the default place to go back to. */
  back: string;
};

/**
 * Where to go after the action, and a notice the next page shows for the form, with the values
 * it shows the notice with (the address a code was sent to).
 */
export type FormOutcome = {
  redirect?: string;
  notice?: string;
  values?: Record<string, string>;
} | void;

export type FormRouteSpec<S extends z.ZodType> = {
  /** The form's name: its hidden `form` field, and what its page's flash is keyed by. */
  form: string;
  schema: S;
  /** `user`: a signed-out visitor is sent to sign in and brought back to the form's page. */
  access?: 'public' | 'user';
  /** The same per-client limit as the form's API route, counted apart from it. */
  rateLimit?: FastifyContextConfig['rateLimit'];
  /** Fields never put back in the form when it comes back (a one-time code). */
  secret?: readonly string[];
  handle: (input: z.output<S>, context: FormContext) => Promise<FormOutcome>;
  /**
   * A form that posts `multipart/form-data` (it sends files): its plugin registers
   * @fastify/multipart, `read` reads the body and returns its text fields (keeping the files for
   * `handle`; a body that cannot be read is a 400), and `hooks` are the upload's own (a body
   * larger than the form can send refused before it is read).
   */
  multipart?: {
    read: (request: FastifyRequest) => Promise<FormFields>;
    hooks?: Pick<RouteShorthandOptions, 'onRequest' | 'preHandler' | 'onError'>;
  };
};

export function formRoute<S extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  { form, schema, access = 'public', rateLimit, secret, handle, multipart }: FormRouteSpec<S>,
) {
  const keys = { authSecret: app.ctx.authSecret, secure: app.ctx.config.isProduction };
  app.post(
    url,
    // The schema is here for the input guard's multi-line rule; its refusal is the page's flash.
    // A multipart body is read by the handler, and its fields checked by the schema alone.
    {
      config: { access: 'public', ...(rateLimit !== undefined && { rateLimit }) },
      ...(multipart ? multipart.hooks : { schema: { body: schema }, attachValidation: true }),
    },
    async (request, reply) => {
      const fields = multipart
        ? await multipart.read(request)
        : ((request.rawFormFields ?? {}) as FormFields);
      const back = safeReturnPath(fields[FORM_RETURN_FIELD]) ?? '/';
      const goBack = (flash: Omit<FormFlash, 'form' | 'values'>) => {
        setFormFlash(reply, keys, { form, values: valuesToKeep(fields, secret), ...flash });
        return reply.redirect(back, 303);
      };
      const user = await readSessionUser(app, request);
      if (access === 'user' && !user) {
        return reply.redirect(`/signin?returnTo=${encodeURIComponent(back)}`, 303);
      }
      const parsed = schema.safeParse(fields);
      if (!parsed.success) {
        return goBack({ errors: formFieldErrors(parsed.error), message: 'Please check the form.' });
      }
      try {
        const outcome = await handle(parsed.data, { request, reply, user, back });
        if (outcome?.notice) {
          const values = outcome.values ?? {};
          setFormFlash(reply, keys, { form, values, errors: {}, notice: outcome.notice });
        }
        return reply.redirect(outcome?.redirect ?? back, 303);
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) {
          return goBack({ errors: error.fields ?? {}, message: error.message });
        }
        throw error;
      }
    },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A form route's fields as posted, before its schema turned them into its input. */
    rawFormFields?: FormFields;
  }
}

/**
 * Registers the form routes of the modules under `/forms`, in a scope that parses HTML form
 * bodies (`application/x-www-form-urlencoded`).
 */
export async function registerFormRoutes(
  app: FastifyInstance,
  plugins: FastifyPluginAsync[],
): Promise<void> {
  await app.register(
    async (scope) => {
      scope.decorateRequest('rawFormFields', undefined);
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (request, body, done) => {
          const fields = parseFormBody(typeof body === 'string' ? body : body.toString('utf8'));
          request.rawFormFields = fields;
          done(null, fields);
        },
      );
      for (const plugin of plugins) await scope.register(plugin);
    },
    { prefix: '/forms' },
  );
}
