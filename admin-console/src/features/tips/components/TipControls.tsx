import { Select } from 'antd';
import { TIP_CATEGORIES, TIP_ICON_FALLBACK, TIP_ICONS } from '@campaign/shared';
import type { FieldControl } from '../../../lib/components/EditorForm';

interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

function ChoiceControl({
  control,
  options,
  placeholder,
}: {
  control: FieldControl;
  options: readonly Option[];
  placeholder: string;
}) {
  return (
    <Select
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      options={options as Option[]}
      // An empty draft value shows the placeholder rather than a blank choice.
      value={control.value || undefined}
      placeholder={placeholder}
      // A dozen options at most: all of them are rendered, so screen readers can count them.
      virtual={false}
      onChange={(value: string) => control.onChange(value)}
    />
  );
}

const CATEGORY_OPTIONS = TIP_CATEGORIES.map((category) => ({ value: category, label: category }));

export function CategoryControl(control: FieldControl) {
  return (
    <ChoiceControl control={control} options={CATEGORY_OPTIONS} placeholder="Choose a category" />
  );
}

const ICON_OPTIONS: readonly Option[] = TIP_ICONS.map((icon) => ({ value: icon, label: icon }));
const KNOWN_ICONS: ReadonlySet<string> = new Set(TIP_ICONS);

/** The tips page's icons by name; a stored name it does not draw stays shown, not choosable. */
export function IconControl(control: FieldControl) {
  const options =
    control.value && !KNOWN_ICONS.has(control.value)
      ? [
          {
            value: control.value,
            label: `${control.value} (not drawn: shows as ${TIP_ICON_FALLBACK})`,
            disabled: true,
          },
          ...ICON_OPTIONS,
        ]
      : ICON_OPTIONS;
  return <ChoiceControl control={control} options={options} placeholder="Choose an icon" />;
}
