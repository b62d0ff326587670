import type { DraftEditor } from '@campaign/shared';
import { BaseModel } from './base-model';

/** One account's autosaved, unsaved edits of one item in one console editor. */
export class EditorDraft extends BaseModel {
  static override tableName = 'editor_drafts';
  static override jsonAttributes = ['baseline', 'draft'];
  static override hasCreatedAt = false;
  static override dateAttributes = ['savedAt'];

  declare id: number;
  declare userId: string;
  declare editor: DraftEditor;
  declare itemKey: string;
  declare baseline: Record<string, string>;
  declare draft: Record<string, string>;
  declare savedAt: Date;
}
