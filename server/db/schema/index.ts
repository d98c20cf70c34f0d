/** The whole schema, one module per capability. drizzle-kit reads this file. */
export * from './auth';
export * from './credits';
export * from './files';
export * from './generation';
export * from './payments';
export * from './content';
export * from './library';
export * from './admin';
export * from './workers';
export * from './api-keys';
export * from './notifications';
