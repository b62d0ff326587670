import { useRef, useState } from 'react';
import { Alert, Button, Input, Space, type InputRef } from 'antd';
import type { FieldControl } from '../../../lib/components/EditorForm';
import styles from './blog.module.css';

/**
 * The article's address, `/blog/{slug}`. A published article's is locked: links to it are out
 * in the world, so changing it takes a deliberate "Change URL", which says what that breaks.
 */
export function SlugControl({ locked, ...control }: FieldControl & { locked: boolean }) {
  const [unlocked, setUnlocked] = useState(false);
  const input = useRef<InputRef>(null);
  const editable = !locked || unlocked;
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Space.Compact>
          <Space.Addon aria-hidden="true">/blog/</Space.Addon>
          <Input
            ref={input}
            id={control.id}
            value={control.value}
            aria-describedby={control['aria-describedby']}
            aria-invalid={control['aria-invalid']}
            readOnly={!editable}
            className={styles.code}
            spellCheck={false}
            autoCapitalize="none"
            onChange={(event) => control.onChange(event.target.value)}
          />
        </Space.Compact>
        {!editable && (
          <Button
            onClick={() => {
              setUnlocked(true);
              // After the input becomes editable.
              queueMicrotask(() => input.current?.focus());
            }}
          >
            Change URL
          </Button>
        )}
      </div>
      {locked && unlocked && (
        <Alert
          type="warning"
          showIcon
          title="This article is published at its current address."
          description="Once you save a new one, links to the old address (shared, bookmarked or in search results) stop working."
        />
      )}
    </div>
  );
}
