import type { ApiError } from './api-error';

/**
 * What "the session is gone" means for the app (router, cache, toast; see app/router). Apart
 * from api-client so that registering it keeps the API client (and the contract's schemas) out
 * of the entry chunk: only the pages that call the API load them.
 */
type SessionExpiredHandler = (error: ApiError) => void;
let onSessionExpired: SessionExpiredHandler = () => {};

export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

/** Called by apiRequest() when an authenticated call answers 401. */
export function sessionExpired(error: ApiError): void {
  onSessionExpired(error);
}
