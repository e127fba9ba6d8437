// Runs a command with TEST_DATABASE_URL/DATABASE_URL pointing at a throwaway PostgreSQL 15 cluster, then stops it.
// Usage: npx tsx bench/with-postgres.ts -- npx jest src/search
import { spawnSync } from 'node:child_process';
import { startPgCluster } from './pg-cluster';

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (!args.length) throw new Error('usage: with-postgres.ts -- <command...>');
  const cluster = await startPgCluster();
  let status = 1;
  try {
    const result = spawnSync(args[0]!, args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url, DATABASE_URL: cluster.url },
    });
    status = result.status ?? 1;
  } finally {
    cluster.stop();
  }
  process.exit(status);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
