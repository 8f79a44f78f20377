/**
 * The first inline script of every page: applies the saved dark-mode preference before first paint
 * (the saved value is applied at load), so a dark page never flashes light. Inlined by
 * the web build (no extra request before first paint) and allowed by the server's
 * Content-Security-Policy through its hash, as is early-input.ts; no other inline script can run.
 */
export const THEME_INIT_SCRIPT =
  "try{if(localStorage.getItem('darkMode')==='true')document.documentElement.classList.add('dark')}catch(e){}";
