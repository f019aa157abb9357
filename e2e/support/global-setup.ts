import { startServer } from './server.js';

/** One server for the run; workers inherit its address through the environment. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
