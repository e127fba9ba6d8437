import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown: on SIGTERM/SIGINT the app stops accepting work (new requests get a 503 JSON error from the
 * API's onRequest hook, see api-plugin), lets in-flight requests finish, closes the database (onClose hooks),
 * and the process exits with 0; if that takes longer than `timeoutMs` it exits with 1 anyway.
 */
export interface ShutdownOptions {
  signals?: NodeJS.Signals[];
  timeoutMs?: number;
  /** Called with the exit code; defaults to process.exit. */
  exit?: (code: number) => void;
}

export function installGracefulShutdown(app: FastifyInstance, options: ShutdownOptions = {}): () => Promise<void> {
  const { signals = ['SIGTERM', 'SIGINT'], timeoutMs = 10_000, exit = (code: number) => process.exit(code) } = options;
  let shutting: Promise<void> | undefined;

  const shutdown = (): Promise<void> => {
    if (shutting) return shutting;
    const timer = setTimeout(() => {
      app.log.error(`graceful shutdown took more than ${timeoutMs} ms, exiting`);
      exit(1);
    }, timeoutMs);
    timer.unref();
    shutting = app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('shut down cleanly');
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(timer);
        app.log.error({ err }, 'error while shutting down');
        exit(1);
      },
    );
    return shutting;
  };

  for (const signal of signals) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
      void shutdown();
    });
  }
  return shutdown;
}
