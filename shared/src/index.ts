// First: zod's settings for browsers (no eval, for the CSP).
import './zod-config';
export * from './contracts';
export * from './routes';
export * from './remotes';
export * from './events';
export * from './site';
