import { Select } from 'antd';
import type { FieldControl } from '../../../lib/components/EditorForm';

const OPTIONS = [
  { value: 'draft', label: 'Draft: not on the site' },
  { value: 'published', label: 'Published: on the site from its date' },
];

export function StatusControl(control: FieldControl) {
  return (
    <Select
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      options={OPTIONS}
      value={control.value}
      onChange={(value: string) => control.onChange(value)}
    />
  );
}
