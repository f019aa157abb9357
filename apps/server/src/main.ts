import module from 'node:module';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, startupWarnings } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { exitOnceIdle } from './lib/exit-once-idle.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let built;
  try {
    built = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, drain } = built;
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  const drainMs = config.shutdownDrainMs ?? 0;
  const deadlineMs = config.shutdownTimeoutMs ?? 10_000;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainMs, deadlineMs }, 'shutting down');
    // Whatever hangs (a stuck request, a socket), the process is gone by the deadline.
    setTimeout(() => {
      // What it still waits for: named close steps, or else connections the server keeps open.
      app.server.getConnections((_error, connections) => {
        const waitingFor = app.closeSteps.pending();
        app.log.error(
          { deadlineMs, waitingFor, connections },
          'shutdown deadline passed, exiting anyway',
        );
        process.exit(1);
      });
    }, drainMs + deadlineMs).unref();
    if (drainMs > 0) {
      await drain.drain(drainMs);
      app.log.info('drained, closing');
    }
    app.close().then(
      () =>
        exitOnceIdle(0, (holding) =>
          app.log.warn({ holding }, 'closed, but something still holds the event loop: exiting'),
        ),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `npm start` (scripts/start.mjs): stop when that parent goes, however it went.
  if (process.send) process.on('disconnect', () => void shutdown('parent exited'));
  // A lost connection must never end the process; anything else unexpected is logged first.
  process.on('unhandledRejection', (reason) => {
    app.log.error({ err: reason }, 'unhandled promise rejection');
  });

  const address = await app.listen({ port: config.port, host: config.host });
  const port = app.server.address();
  const shownPort = typeof port === 'object' && port ? port.port : config.port;
  app.log.info({ address }, 'listening');
  // Written now, not at exit: a killed process would leave the next start without it.
  module.flushCompileCache?.();
  console.info(`\nBantuin is running at http://localhost:${shownPort}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
