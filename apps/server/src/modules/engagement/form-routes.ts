/**
 * The footer's newsletter signup and the contact page's form as HTML forms (lib/form-route.ts):
 * they work before the app has loaded and with scripts off, through the same services, checks
 * and per-client limits as their API routes, and answer 303 back to the page with a notice
 * ("Successfully subscribed…", "Message sent…") or the form's errors and typed values.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@shop/shared/messages';
import {
  contactMessageInputSchema,
  newsletterSubscribeSchema,
} from '@shop/shared/schemas/engagement';
import { formRoute } from '../../lib/form-route.ts';
import { createContactMessage } from './create-contact-message.ts';
import { subscribeToNewsletter } from './subscribe-to-newsletter.ts';
import { CONTACT_RATE_LIMIT } from './contact-routes.ts';
import { NEWSLETTER_RATE_LIMIT } from './newsletter-routes.ts';

/** A form posts its hidden `form` and `returnTo` beside the API's fields: those are not refused. */
const newsletterForm = z.object(newsletterSubscribeSchema.shape);
const contactForm = z.object(contactMessageInputSchema.shape);

export const engagementFormRoutes: FastifyPluginAsync = async (app) => {
  formRoute(app, '/newsletter/subscribe', {
    form: 'newsletter',
    schema: newsletterForm,
    rateLimit: NEWSLETTER_RATE_LIMIT,
    handle: async ({ email }) => {
      await subscribeToNewsletter(app.ctx, email);
      return { notice: MESSAGES.subscribed };
    },
  });

  formRoute(app, '/contact', {
    form: 'contact',
    schema: contactForm,
    rateLimit: CONTACT_RATE_LIMIT,
    handle: async ({ name, email, message, instagramUsername }) => {
      await createContactMessage(app.ctx, {
        name,
        email,
        message,
        instagramUsername: instagramUsername || null,
      });
      return { notice: MESSAGES.contactSent };
    },
  });
};
