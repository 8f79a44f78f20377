/**
 * "Notify me at launch" on an upcoming monthly drop as an HTML form (lib/form-route.ts), so it
 * works before the app has loaded and with scripts off: the same schema, service and per-client
 * limit as the API route, then 303 back to the page with "check your inbox" (the visitor
 * confirms from the mail), or the reason and the address typed.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { dropNotifyRequestSchema } from '@shop/shared/schemas/monthly-drop';
import { entityIdSchema } from '@shop/shared/schemas/text';
import { formRoute } from '../../lib/form-route.ts';
import { requestLaunchNotice } from './request-launch-notice.ts';
import { DROP_NOTIFY_RATE_LIMIT } from './routes.ts';

/** The form's name; the drop it is about is in its values (`dropId`), one form per drop. */
export const DROP_NOTIFY_FORM = 'drop-notify';
export const DROP_NOTIFY_SENT =
  'Check your inbox: confirm your address and we will email you once when it opens.';

export const monthlyDropFormRoutes: FastifyPluginAsync = async (app) => {
  formRoute(app, '/monthly-drops/notify', {
    form: DROP_NOTIFY_FORM,
    rateLimit: DROP_NOTIFY_RATE_LIMIT,
    schema: z.object({ dropId: entityIdSchema, ...dropNotifyRequestSchema.shape }),
    handle: async ({ dropId, email }) => {
      await requestLaunchNotice(app.ctx, { dropId, email });
      // The page shows the notice on this drop's form: the drop goes back with it.
      return { notice: DROP_NOTIFY_SENT, values: { dropId } };
    },
  });
};
