/**
 * The app's clock: what "now" is for rules that depend on the time, such as a drop's products
 * going on sale at its release. Queries take it as a parameter rather than the database's own
 * `now()`, so that every rule of the process reads one clock: the one `buildApp` was given.
 * Tests hand theirs in to stand exactly before or after a release without waiting for it; a
 * server uses the system's. One per process (an app in a transaction reaches it too).
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

let current: Clock = systemClock;

/** Called by buildApp; a test's clock stays until the next app is built. */
export function useClock(clock: Clock): void {
  current = clock;
}

export function now(): Date {
  return current();
}
