/** The shop's branded mail layout: plain, readable HTML plus a text part. */
import { SHOP, SHOP_NAME_HTML } from '@shop/shared/shop';
import { escapeHtml } from '../../lib/html.ts';

export type MailContent = {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Links of their own after the paragraphs, each after its text ("Shawl pattern: Download"). */
  links?: { text: string; label: string; url: string }[];
  footer?: string;
  /** Newsletter mail: an Unsubscribe link in the footer (text and HTML). */
  unsubscribeUrl?: string;
  /** Already-safe HTML for the body instead of the paragraphs (campaigns written in Markdown). */
  bodyHtml?: string;
};

export function renderMail({
  heading,
  paragraphs,
  action,
  links = [],
  footer,
  unsubscribeUrl,
  bodyHtml,
}: MailContent) {
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...links.flatMap((link) => [`${link.text} — ${link.label}: ${link.url}`, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `— ${SHOP.name}, ${SHOP.signature}`,
    ...(footer ? ['', footer] : []),
    ...(unsubscribeUrl ? ['', `Unsubscribe: ${unsubscribeUrl}`] : []),
  ].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#faf6f0;font-family:Georgia,serif;color:#3b2f2a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border:1px solid #eadfd3">
<tr><td style="padding:24px 32px;border-bottom:1px solid #eadfd3;font-size:20px;color:#b4532a">${SHOP_NAME_HTML}</td></tr>
<tr><td style="padding:28px 32px;font-family:Helvetica,Arial,sans-serif;font-size:15px;line-height:1.6">
<h1 style="font-family:Georgia,serif;font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${bodyHtml ?? paragraphs.map((p) => `<p style="margin:0 0 14px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
${links.map((link) => `<p style="margin:0 0 14px">${escapeHtml(link.text)}<br><a href="${escapeHtml(link.url)}" style="color:#b4532a;font-weight:bold">${escapeHtml(link.label)}</a></p>`).join('\n')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#b4532a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#7a6a60">Or paste this link into your browser:<br>${escapeHtml(action.url)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #eadfd3;font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#7a6a60">Handmade crochet, made with care.${footer ? `<br>${escapeHtml(footer)}` : ''}${unsubscribeUrl ? `<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#7a6a60">Unsubscribe</a>` : ''}</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html };
}
