/**
 * A PostgreSQL restart under load (issue #32 item 12), shared by test/postgres-restart.test.ts (which asserts on it)
 * and bench/reliability-bench.ts (which reports it): `clients` loops of requests over real HTTP while the server is
 * stopped for `outageMs` and started again, kept up for `afterMs` after it is back.
 */
import type { PgCluster } from './pg-cluster';

export interface Answer {
  url: string;
  /** when the request was sent, and when its answer was read (ms since the epoch) */
  at: number;
  end: number;
  /** 0: no HTTP answer (connection refused or reset) */
  status: number;
  retryAfter: string | null;
}

export interface Outage {
  answers: Answer[];
  /** when the stop was asked, when the start was asked, when the server accepted connections again */
  down: number;
  startAsked: number;
  back: number;
  /** each URL's answer before the outage */
  healthy: Map<string, number>;
  /** the answer is the URL's healthy one */
  ok(answer: Answer): boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function restartUnderLoad(
  base: string,
  cluster: Pick<PgCluster, 'stopServer' | 'startServer'>,
  options: { urls: string[]; clients?: number; outageMs?: number; afterMs?: number },
): Promise<Outage> {
  const { urls, clients = 8, outageMs = 3_000, afterMs = 8_000 } = options;
  const answers: Answer[] = [];
  let running = true;
  const client = async (n: number) => {
    for (let i = n; running; i++) {
      const url = urls[i % urls.length]!;
      const at = Date.now();
      try {
        const res = await fetch(`${base}${url}`);
        await res.arrayBuffer();
        answers.push({
          url,
          at,
          end: Date.now(),
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
        });
      } catch {
        answers.push({ url, at, end: Date.now(), status: 0, retryAfter: null });
      }
    }
  };
  const loops = Array.from({ length: clients }, (_, n) => client(n));
  // every URL's healthy answer is known before the outage (at least 1 s, longer on a busy machine)
  await sleep(1_000);
  for (
    let waited = 0;
    new Set(answers.map((a) => a.url)).size < urls.length && waited < 30_000;
    waited += 100
  )
    await sleep(100);
  const down = Date.now();
  await cluster.stopServer();
  await sleep(outageMs);
  const startAsked = Date.now();
  await cluster.startServer();
  const back = Date.now();
  await sleep(afterMs);
  running = false;
  await Promise.all(loops);
  const healthy = new Map(answers.filter((a) => a.end < down).map((a) => [a.url, a.status]));
  return { answers, down, startAsked, back, healthy, ok: (a) => a.status === healthy.get(a.url) };
}
