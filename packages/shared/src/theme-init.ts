/**
 * The first inline script of every page, run before first paint:
 * - marks the page as scripted (`js` on <html>), so what only works without scripts (the
 *   listing's price fields) can step aside for what needs them (the price slider);
 * - applies the dark-mode preference and keeps its two copies in step. The `darkMode` cookie is
 *   what the server renders from (and what the scripts-off toggle writes), so when it is set it
 *   wins and localStorage `darkMode` is brought in line; a browser that only has the
 *   localStorage flag (saved before the cookie existed) gets the cookie written from it.
 * Inlined by the web build (no extra request before first paint) and allowed by the server's
 * Content-Security-Policy through its hash, as is early-input.ts; no other inline script can run.
 */

/** The cookie and localStorage key of the dark-mode preference ('true' or 'false'). */
export const DARK_MODE_KEY = 'darkMode';
/** A year: the preference outlives the visit, as localStorage does. */
export const DARK_MODE_COOKIE_MAX_AGE_S = 31_536_000;
/** The attributes of the preference cookie, the same from the server and from the page. */
export const DARK_MODE_COOKIE_ATTRIBUTES = `Path=/; Max-Age=${DARK_MODE_COOKIE_MAX_AGE_S}; SameSite=Lax`;

export const THEME_INIT_SCRIPT =
  "try{var h=document.documentElement,m=document.cookie.match(/(?:^|; )darkMode=(true|false)(?:;|$)/),s=localStorage.getItem('darkMode'),d;h.classList.add('js');" +
  "if(m){d=m[1]==='true';if(s!==m[1])localStorage.setItem('darkMode',m[1])}" +
  `else{d=s==='true';if(s==='true'||s==='false')document.cookie='darkMode='+s+'; ${DARK_MODE_COOKIE_ATTRIBUTES}'}` +
  "h.classList.toggle('dark',d)}catch(e){document.documentElement.classList.add('js')}";

/** Whether a Cookie header asks for the dark theme. */
export function isDarkModeCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && /(?:^|;\s*)darkMode=true(?:;|$)/.test(cookieHeader);
}
