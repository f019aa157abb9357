/** Where the pages of this feature live, and the ones they lead to. */
export const orderPath = (id: string) => `/jalu/order/${id}`;
export const confirmationPath = (id: string) => `/jalu/order/${id}/confirmation`;
export const reviewPath = (id: string) => `/jalu/order/${id}/review`;
export const myJobPath = (id: string) => `/yasa/order/jobs/${id}`;
export const MY_JOBS_PATH = '/yasa/order/jobs';
export const HISTORY_PATH = '/jalu/order/history';
