/**
 * Zod without code generation in the browser. Zod compiles a fast parser for each object schema
 * with `new Function`, and first probes whether it may: under the shop's Content-Security-Policy
 * (no `unsafe-eval`) the probe is refused and Chromium records a CSP violation on every page,
 * which Lighthouse's best-practices audit reports. Interpreted parsing is fast enough for forms
 * and search parameters.
 *
 * The setting is written where zod keeps its configuration (`globalThis.__zod_globalConfig`, the
 * object `z.config()` changes, shared by every copy of zod), not through `z.config()`: importing
 * zod here would put it in every page's first load, and the pages only need it once a form is
 * sent or opened. Zod reads it at its first parse, so it must run before one: the browser entry
 * imports this module first. `zod-jitless.test.ts` checks that zod sees it.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
