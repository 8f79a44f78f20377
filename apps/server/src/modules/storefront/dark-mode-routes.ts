/**
 * The dark-mode switch for a page without its scripts: the header's "Switch to dark mode" is a
 * form that posts here; the answer flips the `darkMode` cookie and sends the shopper back (303)
 * to the page they were on, which the server then renders in the chosen theme. With scripts
 * the page flips the cookie itself and never comes here. The preference is no shop data: the
 * write retires no public answer (public-cache-plugin.ts), and the cookie only chooses which of
 * a page's two cached renderings (light or dark) a visitor gets.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { safeReturnPath } from '@shop/shared/form-flash';
import {
  DARK_MODE_COOKIE_ATTRIBUTES,
  DARK_MODE_KEY,
  isDarkModeCookie,
} from '@shop/shared/theme-init';

export const darkModeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sent by a plain HTML form (an empty url-encoded body): nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _body, done) =>
    done(null, undefined),
  );
  app.post(
    '/preferences/dark-mode',
    {
      config: { access: 'public' },
      schema: { querystring: z.object({ returnTo: z.string().max(2000).optional() }) },
    },
    async (request, reply) => {
      const isDark = !isDarkModeCookie(request.headers.cookie);
      return reply
        .header('set-cookie', `${DARK_MODE_KEY}=${String(isDark)}; ${DARK_MODE_COOKIE_ATTRIBUTES}`)
        .header('cache-control', 'no-store')
        .redirect(safeReturnPath(request.query.returnTo) ?? '/', 303);
    },
  );
};
