// A throwaway PostgreSQL 15 cluster for the benchmark: created in a temp directory owned by the
// `postgres` user (the server refuses to run as root), listening on 127.0.0.1 and a free port,
// stopped and deleted by `stop()`.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** PG_BIN, else the newest /usr/lib/postgresql/<version>/bin holding pg_ctl (Debian's layout; 15 on these machines). */
function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => join(base, v, 'bin')).find((dir) => existsSync(join(dir, 'pg_ctl')));
  if (!found)
    throw new Error(
      'PostgreSQL server binaries not found: install the Debian package "postgresql" or set PG_BIN',
    );
  return found;
}

export interface PgCluster {
  url: string;
  port: number;
  dataDir: string;
  /**
   * Stops the server only (fast shutdown: connections are cut), keeping the cluster for `startServer`. Both run
   * pg_ctl without blocking the event loop, so a load test in the same process keeps sending meanwhile.
   */
  stopServer(): Promise<void>;
  /** Starts the server again on the same port (resolves once it accepts connections). */
  startServer(): Promise<void>;
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

function commandAsPostgres(command: string, args: string[]): [string, string[]] {
  const PG_BIN = postgresBinDir();
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args]]
    : [join(PG_BIN, command), args];
}

function asPostgres(command: string, args: string[]): string {
  return execFileSync(...commandAsPostgres(command, args), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function asPostgresAsync(command: string, args: string[]): Promise<void> {
  await promisify(execFile)(...commandAsPostgres(command, args), { encoding: 'utf8' });
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
  asPostgres('initdb', [
    '-D',
    dataDir,
    '-U',
    'bench',
    '--pwfile',
    passwordFile,
    '-A',
    'md5',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
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
  const startArgs = ['-D', dataDir, '-o', settings, '-l', join(root, 'log'), '-w', 'start'];
  const stopArgs = ['-D', dataDir, '-m', 'fast', '-w', 'stop'];
  const stopServer = () => asPostgres('pg_ctl', stopArgs);
  asPostgres('pg_ctl', startArgs);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      stopServer();
    } catch {
      /* already stopped */
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  return {
    url: `postgres://bench:bench@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    stopServer: () => asPostgresAsync('pg_ctl', stopArgs),
    startServer: () => asPostgresAsync('pg_ctl', startArgs),
    stop,
  };
}
