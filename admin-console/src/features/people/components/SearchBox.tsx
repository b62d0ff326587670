import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { CONSOLE_SEARCH_MAX } from '@campaign/shared';

const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in the address. */
  value: string;
  label: string;
  placeholder: string;
  /** Called once typing pauses, with the trimmed text. */
  onSearch: (value: string) => void;
  /** The longest text the field takes (a search's, unless told). */
  maxLength?: number;
}

/**
 * A search field that asks the server once typing pauses (300 ms), not on every key. Follows
 * the address when it changes otherwise (Back, a link).
 */
export function SearchBox({
  value,
  label,
  placeholder,
  onSearch,
  maxLength = CONSOLE_SEARCH_MAX,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  // The address's search this box last saw, and the last one it sent there itself.
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);

  // The address changed. Our own search arriving keeps what was typed since; any other change
  // (Back, a link) is shown.
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }

  useEffect(() => {
    const next = text.trim();
    if (next === sent) return;
    const timer = setTimeout(() => {
      setSent(next);
      onSearch(next);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent, onSearch]);

  return (
    <Input
      type="search"
      allowClear
      prefix={<SearchOutlined aria-hidden="true" />}
      aria-label={label}
      placeholder={placeholder}
      maxLength={maxLength}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
