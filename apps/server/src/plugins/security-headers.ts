/**
 * The shop's security headers (helmet's set, with our Content-Security-Policy), worked out once at
 * start. They are the same for every answer, so each request only copies them: @fastify/helmet
 * rebuilt helmet's middleware and re-parsed the policy on every request, about a fifth of the
 * CPU of an uncached API answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import crypto from 'node:crypto';
import helmet from 'helmet';
import { EARLY_INPUT_SCRIPT } from '@shop/shared/early-input';
import { THEME_INIT_SCRIPT } from '@shop/shared/theme-init';

const scriptHash = (script: string) =>
  `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
/**
 * The page's two inline scripts, allowed by their hashes: the dark-mode switch before first
 * paint, and the one that loads the app after it and keeps what a shopper does meanwhile.
 */
const INLINE_SCRIPT_HASHES = [scriptHash(THEME_INIT_SCRIPT), scriptHash(EARLY_INPUT_SCRIPT)];

export type SecurityHeaders = ReadonlyArray<readonly [name: string, value: string]>;

export function buildSecurityHeaders({ isProduction }: { isProduction: boolean }): SecurityHeaders {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // A form's 303 may lead to the hosted payment page (the browser checks redirects too).
        formAction: ["'self'", 'https://checkout.stripe.com'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Every storefront page posts HTML forms: with helmet's default no-referrer, Chromium sends
    // them with `Origin: null`, which the cross-origin check refuses. same-origin keeps the real
    // origin on our own forms and still tells no other site where the visitor came from.
    referrerPolicy: { policy: 'same-origin' },
    hsts: isProduction,
  });
  // Helmet only sets (and removes) headers, synchronously: record what it sets.
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let isDone = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    isDone = true;
  });
  if (!isDone) throw new Error('helmet did not finish synchronously');
  return [...headers].map(([name, value]) => [name.toLowerCase(), value] as const);
}

/**
 * On the reply, not on the raw response: once a header is set on the raw response, Node takes its
 * slow path for every other header of the answer (a validated `setHeader` each, then the same
 * checks again when writing), a few microseconds per request (ADR 015).
 */
export function applySecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  for (const [name, value] of headers) reply.header(name, value);
}
