/**
 * HTML the server writes itself (mails, and the small pages a mail's link opens: unsubscribe,
 * back-in-stock confirmation), so every one escapes the same way and wears the same frame.
 */
import { SHOP_NAME_HTML } from '@shop/shared/shop';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A one-card page styled like the shop's mails; `title` and `body` are HTML (constants or escaped). */
export function renderNoticePage({ title, body }: { title: string; body: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title} · ${SHOP_NAME_HTML}</title>
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
<p class="brand">${SHOP_NAME_HTML}</p>
<h1>${title}</h1>
${body}
</main></body></html>`;
}

/** A notice page whose one way on is a button-styled link (`body` is HTML, `label` a constant). */
export function renderLinkPage({
  title,
  body,
  href,
  label = 'Back to the shop',
}: {
  title: string;
  body: string;
  href: string;
  label?: string;
}): string {
  return renderNoticePage({
    title,
    body: `${body}
<a class="button" href="${escapeHtml(href)}">${label}</a>`,
  });
}

/**
 * The page a mailed confirmation link opens: `body`, and a button that posts the token to
 * `action`. Only that POST confirms, so a mail scanner that follows links confirms nothing.
 */
export function renderConfirmAskPage({
  title,
  body,
  action,
  button,
  token,
}: {
  title: string;
  body: string;
  action: string;
  button: string;
  token: string;
}): string {
  return renderNoticePage({
    title,
    body: `${body}
<form method="post" action="${action}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">${button}</button></form>`,
  });
}
