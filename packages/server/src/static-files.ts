/**
 * Static files of the shell and remotes with cache headers: immutable for content-hashed files, no-cache for
 * the files that name the current version (manifests, remoteEntry.js, index.html, registries).
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Files whose name carries a content hash (`name.1a2b3c4d.js`) never change. */
export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (/\.[0-9a-f]{8,}\.(js|mjs|css|map|svg|png|jpe?g|webp|woff2?|wasm)$/.test(base) && !/^remoteEntry/.test(base)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

/** Resolves `relative` inside `root`, refusing anything that escapes it. */
export function safeJoin(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.sep}${decoded}`);
  const base = path.resolve(root);
  return full === base || full.startsWith(base + path.sep) ? full : null;
}

export function fileExists(file: string | null): file is string {
  if (!file) return false;
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Compressed copies a production build writes next to its text files (webpack-config's PrecompressPlugin), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Encodings an Accept-Encoding header allows (a `q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The file's modification time and which compressed copies sit next to it, checked again when the file changes. */
const copiesOf = new Map<string, { mtimeMs: number; encodings: Set<string> }>();

function compressedCopies(file: string, mtimeMs: number): Set<string> {
  const known = copiesOf.get(file);
  if (known?.mtimeMs === mtimeMs) return known.encodings;
  const encodings = new Set(PRECOMPRESSED.filter((c) => fileExists(file + c.suffix)).map((c) => c.encoding));
  copiesOf.set(file, { mtimeMs, encodings });
  return encodings;
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** The compress plugin's brotli setting (quality 4, text mode): fast enough for a page on every request. */
const PAGE_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

/**
 * A page's HTML compressed for the client in one call on libuv's thread pool (issue #32 item 8). The compress plugin
 * would stream it through several stream objects on the event loop, which under a burst of pages held health and the
 * API for hundreds of milliseconds; a body sent with its Content-Encoding set is left alone by the plugin.
 */
export async function compressedPage(html: string, acceptEncoding?: string): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return { body: await brotliCompress(html, PAGE_BROTLI), encoding: 'br' };
  if (accepted.has('gzip')) return { body: await gzip(html), encoding: 'gzip' };
  return { body: html };
}

/**
 * Sends a file with its type and cache headers; false when there is no such file. A client that accepts brotli or
 * gzip gets the build's compressed copy when there is one (otherwise the compress plugin compresses on the fly).
 * One stat per request: the copies found next to a file are remembered until the file itself changes.
 */
export function sendFile(reply: FastifyReply, root: string, relative: string, acceptEncoding?: string): boolean {
  const file = safeJoin(root, relative);
  if (!file) return false;
  let stat: Stats;
  try {
    stat = statSync(file);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  reply
    .header('content-type', TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('cache-control', cacheControlFor(file))
    .header('last-modified', stat.mtime.toUTCString())
    .header('x-content-type-options', 'nosniff')
    .header('access-control-allow-origin', '*');
  const accepted = acceptedEncodings(acceptEncoding);
  const copies = compressedCopies(file, stat.mtimeMs);
  const copy = PRECOMPRESSED.find((c) => accepted.has(c.encoding) && copies.has(c.encoding));
  if (copy) {
    reply.header('content-encoding', copy.encoding).header('vary', 'accept-encoding');
    void reply.send(createReadStream(file + copy.suffix));
    return true;
  }
  void reply.send(createReadStream(file));
  return true;
}
