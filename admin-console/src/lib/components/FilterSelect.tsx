import { Select } from 'antd';
import area from './area.module.css';
import { defined } from '../defined';

interface FilterSelectProps<Value extends string> {
  /** What it filters by, for screen readers: "Filter by status". */
  label: string;
  /** Shown while it is cleared, when nothing is filtered out: "Every status". */
  everything: string;
  value: Value | undefined;
  options: { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
}

/** A list's filter in its toolbar; clearing it shows everything again. */
export function FilterSelect<Value extends string>({
  label,
  everything,
  value,
  options,
  onChange,
}: FilterSelectProps<Value>) {
  return (
    <Select<Value>
      aria-label={label}
      className={area.filter}
      allowClear
      placeholder={everything}
      {...defined({ value })}
      options={options}
      onChange={onChange}
    />
  );
}
