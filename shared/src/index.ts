export * from './contracts';
export * from './routes';
export * from './remotes';
export * from './front-ends';
export * from './events';
export * from './site';
export * from './site-settings';
export * from './forms';
export * from './page-query';
export * from './escape-html';
export * from './query-keys';
export * from './page-preview';
export * from './attribution';
export * from './attribution-html';
export {
  isShareCode,
  REFERRALS_PAGE_PATH,
  SHARE_CODE_PLACEHOLDER,
  SHARE_CODE_SUCCESS_PARAM,
  SHARE_LINK_PARAM,
  shareLinkOf,
  shareTextOf,
  defaultShareText,
} from './share-link';
