import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { SelectableList } from '../../../lib/components/SelectableList';
import type { MoveDirection, TipGroup } from '../tip-draft';
import styles from './tips.module.css';

interface TipListProps {
  groups: readonly TipGroup[];
  selectedKey: string | null;
  dirty: boolean;
  onSelect: (key: string) => void;
  /** Resolves once the list shows the new order, or false when the move was refused. */
  onMove: (group: TipGroup, index: number, direction: MoveDirection) => Promise<boolean>;
}

const moveButtonId = (baseId: string, tipId: number, direction: MoveDirection) =>
  `${baseId}-${tipId}-${direction}`;

/** Tips grouped by category, each with buttons that move it within its category. */
export function TipList({ groups, selectedKey, dirty, onSelect, onMove }: TipListProps) {
  const baseId = useId();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: number; direction: MoveDirection } | null>(null);

  // Showing the new order can detach the clicked button (or disable it at an edge), so focus
  // returns to the moved tip's buttons once it is shown: keyboard users keep their place.
  useEffect(() => {
    const request = focusAfterMove.current;
    if (!request) return;
    focusAfterMove.current = null;
    const other = request.direction === 'up' ? 'down' : 'up';
    const same = document.getElementById(moveButtonId(baseId, request.id, request.direction));
    const target =
      same && !same.hasAttribute('disabled')
        ? same
        : document.getElementById(moveButtonId(baseId, request.id, other));
    target?.focus();
  }, [groups, baseId]);

  const move = async (group: TipGroup, index: number, direction: MoveDirection) => {
    const tip = group.tips[index]!;
    focusAfterMove.current = { id: tip.id, direction };
    if (!(await onMove(group, index, direction))) {
      focusAfterMove.current = null;
      return;
    }
    const place = direction === 'up' ? index : index + 2;
    setAnnouncement(
      `Moved "${tip.title}" to place ${place} of ${group.tips.length} in ${group.category}.`,
    );
  };

  return (
    <>
      {groups.map((group) => (
        <SelectableList
          key={group.category}
          heading={`${group.category} (${group.tips.length})`}
          entries={group.tips.map((tip) => ({ key: String(tip.id), title: tip.title }))}
          selectedKey={selectedKey}
          dirty={dirty}
          onSelect={onSelect}
          actions={(entry) => {
            const index = group.tips.findIndex((tip) => String(tip.id) === entry.key);
            const tip = group.tips[index]!;
            return (
              <span className={styles.moves}>
                <Button
                  id={moveButtonId(baseId, tip.id, 'up')}
                  type="text"
                  icon={<ArrowUpOutlined aria-hidden="true" />}
                  aria-label={`Move "${tip.title}" up`}
                  disabled={index === 0}
                  onClick={() => void move(group, index, 'up')}
                />
                <Button
                  id={moveButtonId(baseId, tip.id, 'down')}
                  type="text"
                  icon={<ArrowDownOutlined aria-hidden="true" />}
                  aria-label={`Move "${tip.title}" down`}
                  disabled={index === group.tips.length - 1}
                  onClick={() => void move(group, index, 'down')}
                />
              </span>
            );
          }}
        />
      ))}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
