/**
 * The page bursts of issue #32 item 8 alone, for `npm run bench:reliability`: the storefront as the budgets step runs
 * it (production, small catalogue, its own process), then 50 × `GET /`, 50 different offer pages and 50 × a gift's
 * checkout (no first view: its renderer declines it, docs/decisions/0142), each while health is asked every 50 ms
 * (burstFigures). Prints one line `BURSTS <json>`.
 */
import os from 'node:os';
import { burstFigures, type BurstFigures } from './bench-web';
import { buildIfMissing, startServer } from './measure';

const PORT = Number(process.env.BENCH_PORT ?? 8181);
/** A page rendered in the browser (the stay checkout has a first view since 0142; a gift's has none). */
const GIFT_CHECKOUT = '/checkout?flow=gifting';

async function main(): Promise<void> {
  buildIfMissing(['shell', 'mf-search', 'mf-content', 'mf-product', 'mf-gift', 'mf-checkout']);
  const server = await startServer(PORT, 'ci');
  const bursts: BurstFigures[] = [];
  try {
    const origin = server.url;
    // warm: the first request of each kind reads builds and manifests
    for (const p of ['/', GIFT_CHECKOUT]) await fetch(`${origin}${p}`).then((r) => r.text());
    bursts.push(await burstFigures(origin, '50 × `GET /`', Array.from({ length: 50 }, () => '/')));
    const offers = (await (await fetch(`${origin}/api/offers.json?limit=50&locale=fr_FR`)).json()) as { exactMatch: { id: number }[] };
    bursts.push(await burstFigures(origin, '50 different offer pages', offers.exactMatch.map((o) => `/sejour/${o.id}`)));
    bursts.push(await burstFigures(origin, `50 × \`${GIFT_CHECKOUT}\` (no first view)`, Array.from({ length: 50 }, () => GIFT_CHECKOUT)));
  } finally {
    await server.stop();
  }
  console.log(`BURSTS ${JSON.stringify({ cores: os.cpus().length, bursts })}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
