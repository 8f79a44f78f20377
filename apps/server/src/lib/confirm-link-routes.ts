/**
 * The two routes of a mailed confirmation link (double opt-in): the link opens a small page with
 * a button (GET), and only the button's POST confirms, so a mail scanner that follows links
 * cannot sign anyone up. Launch notices and back-in-stock alerts both use it; each brings its own
 * pages and its own confirming service.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from './html-page-scope.ts';
import { escapeHtml, renderConfirmAskPage, renderLinkPage } from './html.ts';

const tokenSchema = z.object({ token: z.string().min(1).max(200).optional() });

/** The words of a confirmation link's pages; the markup is the same for every link. */
export type ConfirmLinkPages = {
  /** The page the link opens: what confirming means, and the button that confirms. */
  ask: { title: string; body: string; button: string };
  /** What to do instead when the link is not valid (HTML paragraphs). */
  invalid: string;
  /**
   * The page after each confirmed outcome: its sentence about the subject (`name`, already
   * escaped and in bold) and the label of its link to the subject (default: back to the shop).
   */
  outcomes: Record<string, { title: string; text: (name: string) => string; label?: string }>;
};

export type ConfirmLinkOptions<Result extends { outcome: string }> = {
  /** The link's path, for both the page and its form's POST. */
  path: string;
  /** Confirms the token in the database: `invalid` for a token unknown, used or expired. */
  confirm: (token: string) => Promise<Result>;
  pages: ConfirmLinkPages;
  /** What a confirmation was about: its name and the page the result links to. */
  subjectOf: (result: Exclude<Result, { outcome: 'invalid' }>) => { name: string; url: string };
};

export async function registerConfirmLinkRoutes<Result extends { outcome: string }>(
  app: FastifyInstance,
  { path, confirm, pages, subjectOf }: ConfirmLinkOptions<Result>,
) {
  await app.register(async (scope) => {
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    // The confirmation page's button posts a plain HTML form; only this scope parses one.
    acceptFormBodies(scope);
    const invalidPage = () =>
      renderLinkPage({
        title: 'This link is not valid',
        body: pages.invalid,
        href: `${app.ctx.config.publicUrl}/`,
      });

    routes.get(
      path,
      { config: { access: 'public' }, schema: { querystring: tokenSchema } },
      async (request, reply) => {
        const { token } = request.query;
        reply
          .header('cache-control', 'no-store')
          // With the default no-referrer, Chromium posts the form with `Origin: null`, which
          // the cross-origin check refuses; same-origin keeps the real origin on our own form.
          .header('referrer-policy', 'same-origin')
          .type('text/html; charset=utf-8');
        if (!token) return reply.status(400).send(invalidPage());
        return reply.send(renderConfirmAskPage({ ...pages.ask, action: `/api${path}`, token }));
      },
    );

    routes.post(
      path,
      {
        config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: { body: tokenSchema },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        const result = request.body.token
          ? await confirm(request.body.token)
          : ({ outcome: 'invalid' } as const);
        if (result.outcome === 'invalid') {
          return reply.status(400).send(invalidPage());
        }
        const { name, url } = subjectOf(result as Exclude<Result, { outcome: 'invalid' }>);
        const outcome = pages.outcomes[result.outcome]!;
        return reply.send(
          renderLinkPage({
            title: outcome.title,
            body: `<p>${outcome.text(`<strong>${escapeHtml(name)}</strong>`)}</p>`,
            href: url,
            label: outcome.label,
          }),
        );
      },
    );
  });
}
