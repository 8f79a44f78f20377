import v8 from 'node:v8';

/**
 * Settings of the embedded database, in-process or in its worker (ADR 017).
 * PGlite's default 128 MB of shared buffers becomes resident memory for the life of the process;
 * a shop's working set (10,000 products fit in ~15 MB) is far smaller, and the OS page cache
 * keeps the rest of the files close.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * How much of a WebAssembly function V8 runs from its quick baseline code before it optimises
 * that function (roughly bytes executed). V8's default, 1.8 million, suits short browser pages.
 * Opening PGlite runs enough of PostgreSQL's start-up code to pass it, and V8 then optimises
 * hundreds of functions a running shop seldom calls again. On the 2-core machine that was about
 * 0.4 s of CPU that competed with the start. With this budget, the open took 0.84–0.87 s and
 * 0.95 s of CPU instead of 0.98–1.04 s and 1.4 s, and queries ran at the same speed once warm:
 * the functions they keep calling still pass the budget and are optimised.
 */
export const WASM_TIERING_BUDGET = 100_000_000;

/** Called before PGlite compiles its module. V8's flags belong to the whole process. */
export function deferWebAssemblyOptimisation(): void {
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
}
