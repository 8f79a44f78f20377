/**
 * The shop's own analytics events from the browser: a page shown after an in-app navigation (the
 * first page is counted by the server as it answers it; an add to cart by the server as the cart
 * takes it). One small request to
 * the shop itself, no cookie, no third-party script; the server decides whether it counts (not
 * for a browser that asks not to be tracked, nor for robots). Never in the way: it is sent
 * without waiting, survives leaving the page, and a failure is ignored.
 */
import type { AnalyticsEventInput } from '@shop/shared/schemas/analytics';
import { api } from './api-client';

export function reportEvent(event: AnalyticsEventInput) {
  if (typeof window === 'undefined') return;
  void api('/api/analytics/events', { method: 'POST', body: event, keepalive: true }).catch(
    () => undefined,
  );
}
