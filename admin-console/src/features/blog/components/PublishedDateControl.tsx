import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { FieldControl } from '../../../lib/components/EditorForm';

/**
 * The published date and time, to the second (a schedule can be close), in the organiser's time
 * zone; stored as an instant.
 */
export function PublishedDateControl(control: FieldControl) {
  const value = control.value ? dayjs(control.value) : null;
  return (
    <DatePicker
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      showTime={{ format: 'HH:mm:ss' }}
      format="YYYY-MM-DD HH:mm:ss"
      value={value?.isValid() ? value : null}
      allowClear={false}
      onChange={(date) => control.onChange(date ? date.toDate().toISOString() : '')}
    />
  );
}
