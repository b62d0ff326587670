import { Select } from 'antd';
import type { FieldControl } from '../../../lib/components/EditorForm';

/** Tags typed freely (Enter or a comma ends one); held one per line in the draft. */
export function TagsControl(control: FieldControl) {
  const tags = control.value.split('\n').filter(Boolean);
  return (
    <Select
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      mode="tags"
      open={false}
      suffixIcon={null}
      tokenSeparators={[',']}
      value={tags}
      placeholder="Type a tag, then Enter"
      onChange={(next: string[]) =>
        control.onChange(
          next
            .map((tag) => tag.trim())
            .filter(Boolean)
            .join('\n'),
        )
      }
    />
  );
}
