import type { AppState } from '../app-state';
import { crossOriginResource } from '../http/cross-origin-resource';
import { createRouter } from '../http/router';

/** Where the built-in article illustrations are served from the shell's build (shell/public/articles/). */
export const ARTICLE_IMAGES_PREFIX = '/articles';

/**
 * GET /articles/<file>: the built-in article illustrations, served by the web server after this
 * router. They are shown in newsletters and link previews as well, so they may be loaded
 * from other origins.
 */
export function articleImagesRouter() {
  const router = createRouter<AppState>();
  router.get(`${ARTICLE_IMAGES_PREFIX}/:name`, crossOriginResource);
  return router;
}
