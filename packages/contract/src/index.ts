export * from './constants.js';
export * from './errors.js';
export * from './auth.js';
export * from './format.js';
