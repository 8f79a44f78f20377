/**
 * The page's second inline script: it loads the app after the first paint and holds what a
 * shopper does before the app has taken over the page.
 *
 * - The app's entry and its whole stylesheet (the script tag's `data-entry` and `data-css`,
 *   written by the web build; the page paints with its inline critical styles) are added once
 *   the page has loaded (the largest picture fetched), its first contentful paint has been
 *   presented and one more frame has been drawn, so nothing of the app comes before the first
 *   paint (on a busy phone, `load` can come before it); 2.5 s after the document is parsed at
 *   the latest, in case a picture is slow or the tab is in the background.
 * - Until the app takes `window.__shopEarly` (after hydration: apps/web's replay-early-input.ts),
 *   a click on a button and a form's submit are held there (their default prevented), and the
 *   fields typed into are noted; the app replays them in order on the same elements, so "Add to
 *   Cart" pressed at once still adds and typed text is acted on. A select's choice is noted
 *   with it (hydration puts back the option the app's state holds). Typed text simply stays in
 *   the page.
 * - Links are left alone while the app loads and work as plain links. Once the entry starts
 *   hydrating (it sets `hydrating`), a plain click on a link is held and replayed too: in that
 *   window the link's app handler may already prevent the browser's navigation while the
 *   router, not yet mounted, ignores its own, and the click would do nothing.
 *
 * Allowed by the server's Content-Security-Policy through its hash (the data attributes are not
 * part of the hash, so the same script serves every build). Kept small: the replay itself is app
 * code.
 */
export const EARLY_INPUT_SCRIPT =
  '(function(d,w){var h=w.__shopEarly={clicks:[],fields:[]},a=d.currentScript.dataset,l=0,' +
  'on=function(t,f){d.addEventListener(t,function(e){w.__shopEarly&&f(e)},true)},' +
  'go=function(){if(l)return;l=1;var k=d.createElement("link"),s=d.createElement("script");' +
  'k.rel="stylesheet";k.href=a.css;s.type="module";s.src=a.entry;d.head.append(k,s)};' +
  'on("click",function(e){var t=e.target,b=t.closest("button"),k=h.hydrating&&!e.button&&' +
  '!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&t.closest("a[href]:not([target]):not([download])");' +
  '(b&&!b.disabled||k)&&(e.preventDefault(),e.stopPropagation(),h.clicks.push(b||k))});' +
  'on("submit",function(e){e.preventDefault();e.stopPropagation();h.clicks.push(e.target)});' +
  'on("input",function(e){var t=e.target;h.fields.indexOf(t)<0&&h.fields.push(t);' +
  't.tagName=="SELECT"&&(t.__early=t.value)});' +
  'd.addEventListener("DOMContentLoaded",function(){setTimeout(go,2500)});' +
  'w.addEventListener("load",function(){new PerformanceObserver(function(l,o){' +
  'l.getEntries().some(function(e){return e.name=="first-contentful-paint"})&&' +
  '(o.disconnect(),requestAnimationFrame(function(){setTimeout(go)}))' +
  '}).observe({type:"paint",buffered:!0})})' +
  '})(document,window)';
