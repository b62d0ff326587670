// Everything the main entry (`@campaign/shared`) offers apart from the routes and the
// federation/react contracts. Browser- and Node-safe: no React, no Node built-ins.
export * from './constants';
export * from './format';
export * from './page-content';
export * from './schemas';
export * from './stats-fallbacks';
