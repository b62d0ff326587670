import { Button, Popconfirm } from 'antd';
import { PUBLIC_ROUTES, type Tip } from '@campaign/shared';
import { EditorForm, type FieldSpec } from '../../../lib/components/EditorForm';
import type { FieldErrors } from '../../../lib/server-issues';
import type { RestoredEdits } from '../../../lib/use-editor-draft';
import type { TipDraft } from '../tip-draft';
import { CategoryControl, IconControl } from './TipControls';

const TEXT_FIELDS: readonly FieldSpec<keyof TipDraft>[] = [
  { name: 'title', label: 'Title' },
  { name: 'description', label: 'Description', rows: 4 },
];

const iconField: FieldSpec<keyof TipDraft> = {
  name: 'icon',
  label: 'Icon',
  help: 'Drawn beside the tip on the tips page.',
  render: (control) => <IconControl {...control} />,
};

const categoryField = (help: string): FieldSpec<keyof TipDraft> => ({
  name: 'category',
  label: 'Category',
  help,
  render: (control) => <CategoryControl {...control} />,
});

// Title and Description first, as the editor has always opened; then where the tip shows.
const NEW_FIELDS = [...TEXT_FIELDS, categoryField('The tip is added at the end of it.'), iconField];
const EDIT_FIELDS = [
  ...TEXT_FIELDS,
  categoryField('Another category moves the tip to the end of that one.'),
  iconField,
];

interface TipEditorProps {
  isNew: boolean;
  /** The stored tip being edited; none for a new one (or one deleted meanwhile). */
  tip: Tip | undefined;
  draft: TipDraft;
  errors: FieldErrors;
  restored: RestoredEdits | null;
  onDiscardRestored: () => void;
  dirty: boolean;
  saving: boolean;
  deleting: boolean;
  onChange: (field: keyof TipDraft, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onDelete: () => void;
}

/** The editor of a new tip or of a stored one. */
export function TipEditor({
  isNew,
  tip,
  draft,
  errors,
  restored,
  onDiscardRestored,
  dirty,
  saving,
  deleting,
  onChange,
  onSave,
  onCancel,
  onDelete,
}: TipEditorProps) {
  return (
    <EditorForm
      heading={isNew ? draft.title || 'New tip' : (tip?.title ?? draft.title)}
      subtitle={isNew ? 'Not on the tips page until saved' : tip && `Category: ${tip.category}`}
      view={isNew ? undefined : { href: PUBLIC_ROUTES.tips, label: 'View tips page' }}
      fields={isNew ? NEW_FIELDS : EDIT_FIELDS}
      draft={draft}
      errors={errors}
      restored={restored}
      onDiscardRestored={onDiscardRestored}
      dirty={dirty}
      saving={saving}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
      actions={
        tip && (
          <Popconfirm
            title="Delete this tip?"
            description={`"${tip.title}" leaves the tips page at once. This cannot be undone.`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            cancelText="Keep it"
            onConfirm={onDelete}
          >
            <Button danger loading={deleting}>
              Delete
            </Button>
          </Popconfirm>
        )
      }
    />
  );
}
