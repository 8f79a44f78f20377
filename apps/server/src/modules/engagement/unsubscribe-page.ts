/**
 * The small page an unsubscribe link opens. Served by the API itself (no SPA needed, works in
 * any mail client's browser), styled like the shop's mails.
 */
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type UnsubscribePageOptions =
  { isDone: true; email: string; shopUrl: string } | { isDone: false; shopUrl: string };

export function renderUnsubscribePage(options: UnsubscribePageOptions): string {
  const { shopUrl } = options;
  const title = options.isDone ? "You're unsubscribed" : 'This link is not valid';
  const body = options.isDone
    ? `<p><strong>${escapeHtml(options.email)}</strong> will no longer receive the Loop &amp; Lantern newsletter.</p>
<p>Changed your mind? You can subscribe again at the bottom of any page of the shop.</p>`
    : `<p>This unsubscribe link is incomplete or has been changed, so nothing was updated.</p>
<p>Please use the Unsubscribe link exactly as it appears in the newsletter, or write to us through the contact page and we'll take you off the list.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Loop &amp; Lantern</title>
<style>
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#faf6f0;color:#2e241f;font-family:'Nunito',ui-sans-serif,system-ui,sans-serif;padding:24px;box-sizing:border-box}
  main{max-width:480px;width:100%;background:#fff;border:1px solid #eadfd3;border-radius:24px;padding:36px 32px;box-shadow:0 10px 30px rgba(46,36,31,.06)}
  .brand{font-family:Georgia,serif;color:#b4532a;font-size:18px;margin:0 0 20px}
  h1{font-family:Georgia,serif;font-size:28px;font-weight:600;margin:0 0 16px}
  p{line-height:1.6;margin:0 0 12px;color:#4a3c35}
  a.button{display:inline-block;margin-top:16px;background:#b4532a;color:#fff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:700}
  @media (prefers-color-scheme:dark){body{background:#1c1714;color:#faf6f0}main{background:#262019;border-color:#4a3f36}p{color:#f3eadf}.brand{color:#e07a4f}a.button{background:#e07a4f;color:#15110e}}
</style></head>
<body><main>
<p class="brand">Loop &amp; Lantern</p>
<h1>${title}</h1>
${body}
<a class="button" href="${escapeHtml(shopUrl)}">Back to the shop</a>
</main></body></html>`;
}
