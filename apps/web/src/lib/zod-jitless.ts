/**
 * Zod without code generation in the browser. Zod compiles a fast parser for each object schema
 * with `new Function`, and first probes whether it may: under the shop's Content-Security-Policy
 * (no `unsafe-eval`) the probe is refused and Chromium records a CSP violation on every page,
 * which Lighthouse's best-practices audit reports. Interpreted parsing is fast enough for forms
 * and search parameters. It must run before any schema is built, so the browser entry imports
 * this module first.
 */
import { config } from 'zod';

config({ jitless: true });
