// A throwaway PostgreSQL 15 cluster for the benchmark: created in a temp directory owned by the
// `postgres` user (the server refuses to run as root), listening on 127.0.0.1 and a free port,
// stopped and deleted by `stop()`.
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  url: string;
  port: number;
  dataDir: string;
  stop(): void;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function asPostgres(command: string, args: string[]): string {
  const isRoot = process.getuid?.() === 0;
  const [file, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args]]
    : [join(PG_BIN, command), args];
  return execFileSync(file, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function startPgCluster(options: { maxConnections?: number } = {}): Promise<PgCluster> {
  const root = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'socket');
  const passwordFile = join(root, 'pw');
  writeFileSync(passwordFile, 'bench\n');
  execFileSync('mkdir', ['-p', dataDir, socketDir]);
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    for (const path of [root, dataDir, socketDir, passwordFile]) chownSync(path, uid, gid);
  }
  asPostgres('initdb', ['-D', dataDir, '-U', 'bench', '--pwfile', passwordFile, '-A', 'md5', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${socketDir}`,
    '-h 127.0.0.1',
    `-c max_connections=${options.maxConnections ?? 100}`,
    '-c shared_buffers=256MB',
    '-c work_mem=16MB',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c jit=off',
  ].join(' ');
  asPostgres('pg_ctl', ['-D', dataDir, '-o', settings, '-l', join(root, 'log'), '-w', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  return { url: `postgres://bench:bench@127.0.0.1:${port}/postgres`, port, dataDir, stop };
}
