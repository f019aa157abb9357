export * from './constants.js';
export * from './errors.js';
export * from './auth.js';
export * from './format.js';
export * from './profile.js';
export * from './wallet.js';
export * from './pagination.js';
export * from './review.js';
