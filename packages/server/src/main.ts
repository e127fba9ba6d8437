/** `tsx packages/server/src/main.ts`: the whole storefront in one process (see README). */
import { startStorefront } from './index';

startStorefront()
  .then(({ app }) => {
    let closing = false;
    const shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      console.log(`[storefront] ${signal} received, shutting down`);
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
  })
  .catch((error: unknown) => {
    console.error(`[storefront] failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
