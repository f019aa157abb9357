import { startServer } from './server.js';
import { startStubGeocoder } from './stub-geocoder.js';

/** One server for the run; workers inherit its address through the environment. */
export default async function globalSetup() {
  const geocoder = await startStubGeocoder();
  const server = await startServer({ NOMINATIM_URL: geocoder.url, GEOCODER_MIN_INTERVAL_MS: '0' });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    await geocoder.stop();
  };
}
