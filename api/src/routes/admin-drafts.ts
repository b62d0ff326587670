import { draftEditorSchema, draftItemSchema, editorDraftInputSchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { HttpError } from '../http/errors';
import { createRouter } from '../http/router';
import { parseBody, parseParam } from '../http/validate';
import type { EditorDraft, Models } from '../models';
import { leavesPagesAlone } from '../web/changes-pages';

const NOT_FOUND = 'No such editor';

const toAnswer = (row: EditorDraft) => ({
  item: row.itemKey,
  baseline: row.baseline,
  draft: row.draft,
  savedAt: row.savedAt.toISOString(),
});

/**
 * The console's autosave, for every staff role and only ever the signed-in account's own drafts
 * (the account is the session's, never a parameter):
 * - GET /api/admin/drafts/{editor}: the drafts kept in that editor;
 * - PUT /api/admin/drafts/{editor}/{item}: keep the edits (replacing the last autosave);
 * - DELETE /api/admin/drafts/{editor}/{item}: the edits were saved or discarded.
 * A draft is not content: nothing visitors see changes until it is saved through the item's own
 * route, so these writes leave the rendered pages alone.
 */
export function adminDraftsRouter({ models }: { models: Models }) {
  const router = createRouter<StaffState>();

  router.get('/drafts/:editor', async (ctx) => {
    const editor = parseParam(draftEditorSchema, ctx.params.editor, NOT_FOUND);
    const rows = await models.EditorDraft.query()
      .where({ userId: ctx.state.user.id, editor })
      .orderBy('savedAt', 'desc');
    ctx.body = rows.map(toAnswer);
  });

  router.put('/drafts/:editor/:item', leavesPagesAlone, async (ctx) => {
    const editor = parseParam(draftEditorSchema, ctx.params.editor, NOT_FOUND);
    const itemKey = parseParam(draftItemSchema, ctx.params.item, NOT_FOUND);
    const { baseline, draft } = parseBody(editorDraftInputSchema, ctx.request.body);
    const savedAt = new Date();
    await models.EditorDraft.query()
      .insert({ userId: ctx.state.user.id, editor, itemKey, baseline, draft, savedAt })
      .onConflict(['userId', 'editor', 'itemKey'])
      .merge(['baseline', 'draft', 'savedAt']);
    ctx.body = { savedAt: savedAt.toISOString() };
  });

  router.delete('/drafts/:editor/:item', leavesPagesAlone, async (ctx) => {
    const editor = parseParam(draftEditorSchema, ctx.params.editor, NOT_FOUND);
    const itemKey = parseParam(draftItemSchema, ctx.params.item, NOT_FOUND);
    const deleted = await models.EditorDraft.query()
      .where({ userId: ctx.state.user.id, editor, itemKey })
      .delete();
    if (deleted === 0) throw new HttpError(404, 'No draft to discard');
    ctx.status = 204;
  });

  return router;
}
