import { buildApp } from './app.js';
import { ConfigError, loadConfig, startupWarnings } from './config.js';

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

  const { app } = await buildApp(config);
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const port = app.server.address();
  const shownPort = typeof port === 'object' && port ? port.port : config.port;
  app.log.info({ address }, 'listening');
  console.info(`\nBantuin is running at http://localhost:${shownPort}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
