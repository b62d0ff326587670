import type { ReactNode } from 'react';
import { Select } from 'antd';
import { TIP_CATEGORIES, TIP_ICON_FALLBACK, TIP_ICONS, type TipIcon } from '@campaign/shared';
import { TIP_ICON_PICTURES } from '@campaign/shared/tip-icons';
import type { FieldControl } from '../../../lib/components/EditorForm';
import styles from './tips.module.css';
import { defined } from '../../../lib/defined';

interface Option {
  value: string;
  label: ReactNode;
  /** What the select shows and reads out for the option (the label may hold a picture). */
  title?: string;
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
      {...defined({ value: control.value || undefined })}
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

function iconLabel(name: TipIcon, text: string = name) {
  // The picture the tips page draws for the name: the organiser chooses what visitors see.
  const Picture = TIP_ICON_PICTURES[name];
  return (
    <span className={styles.iconOption}>
      <Picture size={18} aria-hidden="true" />
      {text}
    </span>
  );
}

const ICON_OPTIONS: readonly Option[] = TIP_ICONS.map((icon) => ({
  value: icon,
  label: iconLabel(icon),
  title: icon,
}));
const KNOWN_ICONS: ReadonlySet<string> = new Set(TIP_ICONS);

/** The tips page's icons by name; a stored name it does not draw stays shown, not choosable. */
export function IconControl(control: FieldControl) {
  const options =
    control.value && !KNOWN_ICONS.has(control.value)
      ? [
          {
            value: control.value,
            label: iconLabel(
              TIP_ICON_FALLBACK,
              `${control.value} (not drawn: shows as ${TIP_ICON_FALLBACK})`,
            ),
            title: control.value,
            disabled: true,
          },
          ...ICON_OPTIONS,
        ]
      : ICON_OPTIONS;
  return <ChoiceControl control={control} options={options} placeholder="Choose an icon" />;
}
