import { startServer } from './server.js';
import { startStubGeocoder } from './stub-geocoder.js';

/** One server for the run; workers inherit its address through the environment. */
export default async function globalSetup() {
  const geocoder = await startStubGeocoder();
  // Every journey comes from 127.0.0.1: the per-address limits would count them all as one.
  const server = await startServer({
    NOMINATIM_URL: geocoder.url,
    GEOCODER_MIN_INTERVAL_MS: '0',
    AUTH_RATE_LIMIT: '1000',
    TOPUP_RATE_LIMIT: '1000',
    GEOCODE_RATE_LIMIT: '1000',
    // Sandbox payouts wait to be told (POST /payout/sandbox/{id}): a journey sees 'Diproses'
    // first and then decides, instead of racing a timer.
    SANDBOX_PAYOUT_SECONDS: '0',
  });
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
    await geocoder.stop();
  };
}
