// Minimal typing of the parts of autocannon the benchmark uses (the package ships no declarations).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    requests: { total: number; average: number };
    latency: { p50: number; p97_5: number; p99: number; max: number };
  }
  type Instance = Promise<Result> & EventEmitter;
  function autocannon(options: Record<string, unknown>): Instance;
  export default autocannon;
}
