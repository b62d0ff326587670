export * from './about-defaults';
export * from './about-schema';
export * from './deep-merge';
export { PAGE_TEXT_LIMITS } from './fields';
export * from './homepage-defaults';
export * from './homepage-schema';
export * from './pages';
export * from './values-defaults';
export * from './values-schema';
