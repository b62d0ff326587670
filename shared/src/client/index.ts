export { ApiError, throwIfResNotOk } from './api-error';
export { apiRequest, type HttpMethod } from './api-request';
export { errorMessage } from './error-message';
export { queryClientDefaults } from './query-defaults';
export {
  getQueryFn,
  queryKeyToPath,
  type QueryKeyContext,
  type UnauthorizedBehavior,
} from './query-fn';
