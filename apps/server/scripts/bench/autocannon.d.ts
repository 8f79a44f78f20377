/** The slice of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export type Request = { method?: string; path: string; headers?: Record<string, string> };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
    timeout?: number;
  };
  export type Result = {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number; average: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  export type Instance = EventEmitter & { stop: () => void };

  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
