// A throwaway PostgreSQL server for the tests and benchmarks: a fresh cluster in a temp directory on 127.0.0.1
// and a free port, stopped (and deleted) by stop(). The server refuses to run as root, so as root the cluster
// belongs to the `postgres` user and commands run through runuser.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function postgresBinDir() {
  if (process.env.PG_BIN && existsSync(path.join(process.env.PG_BIN, 'pg_ctl'))) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(base, v, 'bin', 'pg_ctl'))) return path.join(base, v, 'bin');
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startThrowawayPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found (install the Debian package "postgresql" or set PG_BIN)');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const exec = (cmd, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  exec('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', `-k ${dir} -h 127.0.0.1 -p ${port} -c fsync=off -c max_connections=200`, 'start']);
  exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'storefront']);
  const url = `postgres://postgres@127.0.0.1:${port}/storefront`;
  return {
    url,
    port,
    stop() {
      try {
        exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
