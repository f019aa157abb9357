import { ApiError, errorMessageOf } from './api-error';
import { toast } from './toast';

export function notifySuccess(message: string): void {
  toast.success(message);
}

/** Red toast with the server's message. A 401 session expiry was already announced once. */
export function notifyError(error: unknown): void {
  if (error instanceof ApiError && error.sessionExpired) return;
  toast.error(errorMessageOf(error));
}
