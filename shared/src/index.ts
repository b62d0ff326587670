export * from './contracts';
export * from './routes';
export * from './remotes';
export * from './front-ends';
export * from './events';
export * from './site';
export * from './forms';
export * from './escape-html';
