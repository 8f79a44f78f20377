/** Fetches JSON from the API and hands it to the browser as a file download. */
import { api } from './api-client';

export async function downloadJson(url: string, fileName: string): Promise<void> {
  const data = await api<unknown>(url);
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** An error's message for a person: the API's own, or a plain one when the shop was unreachable. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message && !(error instanceof TypeError))
    return error.message;
  return 'Could not reach the shop. Check your connection and try again.';
}
