/**
 * The page's second inline script: it brings the rest of the stylesheet after the first paint,
 * wakes the app when the shopper first uses the page (or when a part only the app can fill comes
 * into view), and keeps what a shopper types before the app has taken over the page. It holds no
 * click and no submit: every storefront action is a real form or link the server answers
 * (docs/architecture.md, "HTML forms first"), so before the app runs the browser does what it
 * always does.
 *
 * - The page paints with its inline critical stylesheet, which holds every class of the
 *   storefront. The whole stylesheet (the script tag's `data-css`, written by the web build: the
 *   admin area's classes besides) only matters to the app, so it comes with the app. Once the
 *   page has loaded (the largest picture fetched), its first contentful paint has been presented
 *   and one more frame has been drawn (2.5 s after the document is parsed at the latest), the
 *   stylesheet, the app's entry and its chunks (`data-entry`, `data-chunks`) are prefetched:
 *   fetched into the cache, not applied or run.
 * - The app itself (`data-entry`) is run on the shopper's first sign of use: a pointer moved
 *   or pressed on the page, a touch, a key, or the focus moving into it. A pointer that only
 *   finds itself over the page as it lays out (the browser's own hover update, no movement) is
 *   not a use: a mouse resting over the window would wake every page. A page a visitor only reads
 *   never pays for React on a slow phone (docs/decisions, "the app wakes on use"). It is also
 *   run as soon as an element marked `data-wants-app` is on screen: a placeholder the app fills
 *   (a skeleton, a spinner), a countdown that ticks, a control only the app can work; at once
 *   (after the first paint) wherever it is if its value is `now` (a page that asked the app to
 *   do something as it opens, like the review form a mail's link opens).
 * - A form with no `action` is one only the app can send (its fields would otherwise go to the
 *   page's own address, a password in the query string): its submit does nothing until the app
 *   runs. Every storefront action's form has its server route as `action`.
 * - A form submitted or a link followed natively marks the page as `leaving`: the app is then
 *   not run, and an entry already loading does not hydrate (apps/web's entry-client.ts), so
 *   nothing the app does can get in the way of the request in flight. Should the page still be
 *   here 10 s later (the shopper stopped the load) or come back from the back/forward cache, the
 *   mark is cleared and the app runs if it was wanted meanwhile.
 * - Until the app takes `window.__shopEarly` (after hydration: apps/web's
 *   replay-early-input.ts) the fields typed into are noted with what they hold (a re-render
 *   of a controlled field may put its old state back before the app hears of the text), so the
 *   app's state takes the text typed (a search runs); a select's choice, a checkbox's tick and
 *   the radio button picked are noted with it, in the order last touched. `__shopEarly.go()` runs the app at once (the
 *   browser stories that test the app itself call it).
 * - A button with `data-early-toggle="<id>"` (the phone's search button) shows or hides that
 *   panel before the app runs: the panel gets `data-early-open` (its styles show it) and its
 *   field the focus, so the shopper can type at once; the app takes the open panel over as its
 *   own state when it starts.
 *
 * Allowed by the server's Content-Security-Policy through its hash (the data attributes are not
 * part of the hash, so the same script serves every build). Kept small: the replay itself is app
 * code.
 */
export const EARLY_INPUT_SCRIPT =
  '(function(d,w){var h=w.__shopEarly={fields:[]},a=d.currentScript.dataset,l=0,r=0,' +
  'on=function(t,f){d.addEventListener(t,function(e){w.__shopEarly&&f(e)},true)},' +
  'el=function(t,p){var e=d.createElement(t);for(var k in p)e[k]=p[k];d.head.append(e)},' +
  'go=h.go=function(){h.want=1;if(l||h.leaving)return;l=1;el("link",{rel:"stylesheet",href:a.css});' +
  'el("script",{type:"module",src:a.entry})},' +
  'ready=function(){if(r)return;r=1;(a.css+" "+a.entry+" "+(a.chunks||"")).trim().split(/ +/).forEach(function(u){' +
  'el("link",{rel:"prefetch",href:u,crossOrigin:"anonymous"})});' +
  'var q=d.querySelectorAll("[data-wants-app]"),o;if(d.querySelector("[data-wants-app=now]"))return go();' +
  'q.length&&(o=new IntersectionObserver(function(s){' +
  's.some(function(e){return e.isIntersecting})&&(o.disconnect(),go())}),q.forEach(function(e){o.observe(e)}))},' +
  'away=function(){h.leaving=1;clearTimeout(h.t);h.t=setTimeout(function(){h.leaving=0;h.want&&go()},1e4)};' +
  '"pointerdown touchstart keydown focusin".split(" ").forEach(function(t){on(t,go)});' +
  'on("pointermove",function(e){(e.movementX||e.movementY)&&go()});' +
  'on("submit",function(e){e.target.hasAttribute("action")?e.defaultPrevented||away():e.preventDefault()});' +
  'on("click",function(e){var t=e.target.closest&&e.target.closest("a[href]:not([target]):not([download])");' +
  't&&!e.button&&!(e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)&&t.origin==location.origin&&' +
  't.href.split("#")[0]!=location.href.split("#")[0]&&away()});' +
  'on("click",function(e){var b=e.target.closest&&e.target.closest("[data-early-toggle]"),' +
  'p=b&&d.getElementById(b.dataset.earlyToggle),o,f;if(!p)return;o=p.toggleAttribute("data-early-open");' +
  'b.setAttribute("aria-expanded",o);o&&(f=p.querySelector("input"))&&f.focus()});' +
  'on("input",function(e){var t=e.target,i=h.fields.indexOf(t);i<0||h.fields.splice(i,1);h.fields.push(t);' +
  't.__early=t.type=="checkbox"||t.type=="radio"?t.checked:t.value});' +
  'w.addEventListener("pageshow",function(e){e.persisted&&(h.leaving=0,h.want&&go())});' +
  'd.addEventListener("DOMContentLoaded",function(){setTimeout(ready,2500)});' +
  'w.addEventListener("load",function(){new PerformanceObserver(function(l,o){' +
  'l.getEntries().some(function(e){return e.name=="first-contentful-paint"})&&' +
  '(o.disconnect(),requestAnimationFrame(function(){setTimeout(ready)}))' +
  '}).observe({type:"paint",buffered:!0})})' +
  '})(document,window)';
