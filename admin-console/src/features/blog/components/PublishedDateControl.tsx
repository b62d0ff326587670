import { Input } from 'antd';
import dayjs from 'dayjs';
import type { FieldControl } from '../../../lib/components/EditorForm';

/** What a `datetime-local` field holds: a wall-clock time to the second, no zone. */
const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/**
 * The published date and time, to the second (a schedule can be close), in the organiser's time
 * zone; stored as an instant. The browser's own date and time field: on a phone it opens the
 * system's picker, where a calendar popup with time columns would not fit the screen.
 */
export function PublishedDateControl(control: FieldControl) {
  const value = control.value ? dayjs(control.value) : null;
  return (
    <Input
      id={control.id}
      type="datetime-local"
      step={1}
      required
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      value={value?.isValid() ? value.format(LOCAL_FORMAT) : ''}
      onChange={(event) => {
        // An incomplete entry reads as '' in the browser: keep the last whole date until then.
        const typed = dayjs(event.target.value);
        if (typed.isValid()) control.onChange(typed.toDate().toISOString());
      }}
    />
  );
}
