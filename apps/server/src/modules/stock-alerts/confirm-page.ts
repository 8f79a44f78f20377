/**
 * The small pages of the confirmation link, served by the API (like the unsubscribe page). The
 * link opens a page with a button; only the button's POST confirms, so a mail scanner that
 * follows links cannot sign anyone up.
 */
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type ConfirmPageOptions =
  | { state: 'ask'; token: string }
  | { state: 'confirmed' | 'in_stock'; productName: string; productUrl: string }
  | { state: 'invalid'; shopUrl: string };

function content(options: ConfirmPageOptions): { title: string; body: string } {
  switch (options.state) {
    case 'ask':
      return {
        title: 'Confirm your alert',
        body: `<p>Press the button to confirm that we may email you once, when the product is back in stock.</p>
<form method="post" action="/api/stock-alerts/confirm"><input type="hidden" name="token" value="${escapeHtml(options.token)}"><button type="submit">Yes, email me when it's back</button></form>`,
      };
    case 'confirmed':
      return {
        title: "You're on the list",
        body: `<p>We'll email you once when <strong>${escapeHtml(options.productName)}</strong> is back in stock.</p>
<a class="button" href="${escapeHtml(options.productUrl)}">Back to the product</a>`,
      };
    case 'in_stock':
      return {
        title: "It's already back",
        body: `<p>Good news: <strong>${escapeHtml(options.productName)}</strong> is in stock right now.</p>
<a class="button" href="${escapeHtml(options.productUrl)}">See it in the shop</a>`,
      };
    case 'invalid':
      return {
        title: 'This link is not valid',
        body: `<p>This confirmation link has expired, was already used, or is incomplete. You can ask again on the product's page.</p>
<a class="button" href="${escapeHtml(options.shopUrl)}">Back to the shop</a>`,
      };
  }
}

export function renderConfirmPage(options: ConfirmPageOptions): string {
  const { title, body } = content(options);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} · Loop &amp; Lantern</title>
<style>
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#faf6f0;color:#2e241f;font-family:'Nunito',ui-sans-serif,system-ui,sans-serif;padding:24px;box-sizing:border-box}
  main{max-width:480px;width:100%;background:#fff;border:1px solid #eadfd3;border-radius:24px;padding:36px 32px;box-shadow:0 10px 30px rgba(46,36,31,.06)}
  .brand{font-family:Georgia,serif;color:#b4532a;font-size:18px;margin:0 0 20px}
  h1{font-family:Georgia,serif;font-size:28px;font-weight:600;margin:0 0 16px}
  p{line-height:1.6;margin:0 0 12px;color:#4a3c35}
  a.button,button{display:inline-block;margin-top:16px;background:#b4532a;color:#fff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:700;font:inherit;border:0;cursor:pointer}
  @media (prefers-color-scheme:dark){body{background:#1c1714;color:#faf6f0}main{background:#262019;border-color:#4a3f36}p{color:#f3eadf}.brand{color:#e07a4f}a.button,button{background:#e07a4f;color:#15110e}}
</style></head>
<body><main>
<p class="brand">Loop &amp; Lantern</p>
<h1>${title}</h1>
${body}
</main></body></html>`;
}
