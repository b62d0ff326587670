import type { AppState } from '../app-state';
import { crossOriginResource } from '../http/cross-origin-resource';
import { createRouter } from '../http/router';
import type { UploadStorage } from './storage';
import { UPLOADS_URL_PREFIX, VARIANT_NAME } from './variant-names';

/** A variant's name holds a hash of what it contains: its content never changes. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<hash>-<width>.webp: the stored image variants, for anyone (articles are public,
 * and an unpublished article's image reveals only itself). Served by the API in every setup,
 * nginx included (it passes /uploads/ on), so the storage behind it can change alone. Other
 * origins may load them: a newsletter shows them in mail clients.
 */
export function uploadsRouter({ uploads }: { uploads: UploadStorage }) {
  const router = createRouter<AppState>();

  router.get(`${UPLOADS_URL_PREFIX}/:name`, crossOriginResource, async (ctx) => {
    const name = ctx.params.name ?? '';
    const file = VARIANT_NAME.test(name) ? await uploads.get(name) : null;
    if (!file) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'text/plain';
      ctx.body = 'Not found';
      return;
    }
    ctx.set('Cache-Control', UPLOAD_CACHE_CONTROL);
    ctx.type = file.contentType;
    ctx.length = file.size;
    ctx.body = file.body;
  });

  return router;
}
