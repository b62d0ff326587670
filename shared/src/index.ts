export * from './contracts';
export * from './routes';
export * from './remotes';
export * from './events';
export * from './site';
export * from './forms';
