/**
 * The first shipping rate the demo payments page offers for a checkout (the page preselects it):
 * stories that pay through the API send it as the shopper's choice.
 */
import type { APIRequestContext } from '@playwright/test';

export async function firstShippingOption(
  request: APIRequestContext,
  baseURL: string,
  sessionId: string,
): Promise<string | undefined> {
  const answer = await request.get(new URL(`/api/test-checkout/${sessionId}`, baseURL).toString());
  const session = (await answer.json()) as { shippingOptions?: { id: string }[] };
  return session.shippingOptions?.[0]?.id;
}
