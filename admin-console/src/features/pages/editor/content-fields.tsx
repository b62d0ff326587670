import type { ComponentType, ReactNode } from 'react';
import { Button, Card, Form, Input, InputNumber, Select, Switch, Tag, Tooltip } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { PAGE_TEXT_LIMITS } from '@campaign/shared';
import { sameContent } from '../../../lib/same-content';
import styles from './page-editor.module.css';

/** Where a value lives in the page object: `['hero', 'headline']`, or `[2, 'title']` in a list. */
export type FieldName = string | number | (string | number)[];

interface TextFieldProps {
  name: FieldName;
  label: string;
  /** A paragraph (up to PAGE_TEXT_LIMITS.long, line breaks kept) rather than one line. */
  long?: boolean;
  help?: ReactNode;
}

/**
 * One text of the page. The limits are the contract's; an empty text brings the built-in one
 * back on the page (the merge treats it so), which the help says where it matters.
 */
export function TextField({ name, label, long = false, help }: TextFieldProps) {
  return (
    <Form.Item name={name} label={label} extra={help}>
      {long ? (
        <Input.TextArea rows={3} maxLength={PAGE_TEXT_LIMITS.long} showCount />
      ) : (
        <Input maxLength={PAGE_TEXT_LIMITS.short} />
      )}
    </Form.Item>
  );
}

interface NumberFieldProps {
  name: FieldName;
  label: string;
  min: number;
  max: number;
  help?: ReactNode;
}

/** A whole number (a figure, a year, a step's number); the schema checks it on save. */
export function NumberField({ name, label, min, max, help }: NumberFieldProps) {
  return (
    <Form.Item name={name} label={label} extra={help}>
      <InputNumber min={min} max={max} step={1} precision={0} className={styles.number} />
    </Form.Item>
  );
}

/** A picture of an icon set (the pages' lucide icons). */
type IconPicture = ComponentType<{ size?: number; 'aria-hidden'?: 'true' }>;

interface IconFieldProps {
  name: FieldName;
  label?: string;
  /** The names the page draws, each with its picture. */
  pictures: Readonly<Record<string, IconPicture>>;
}

/** A stored icon name, chosen by its picture: the organiser picks what visitors will see. */
export function IconField({ name, label = 'Icon', pictures }: IconFieldProps) {
  const options = Object.entries(pictures).map(([icon, Picture]) => ({
    value: icon,
    title: icon,
    label: (
      <span className={styles.iconOption}>
        <Picture size={18} aria-hidden="true" />
        {icon}
      </span>
    ),
  }));
  return (
    <Form.Item name={name} label={label}>
      <Select options={options} className={styles.iconSelect} />
    </Form.Item>
  );
}

interface SectionShownProps {
  section: string;
  title: string;
  value?: string[];
  onChange?: (value: string[]) => void;
}

/** "Show on page": writes the section into the page's hiddenSections, or takes it out. */
function SectionShown({ section, title, value = [], onChange }: SectionShownProps) {
  const shown = !value.includes(section);
  return (
    <span className={styles.shown}>
      <Switch
        size="small"
        checked={shown}
        aria-label={`Show “${title}” on the page`}
        onChange={(on) =>
          onChange?.(on ? value.filter((key) => key !== section) : [...value, section])
        }
      />
      <span aria-hidden="true">Show on page</span>
    </span>
  );
}

interface SampleTagProps {
  name: FieldName;
  builtIn: unknown;
}

/**
 * "Sample" while a list is still the built-in one: invented people, quotes and dates the
 * organiser has to replace with their own.
 */
export function SampleTag({ name, builtIn }: SampleTagProps) {
  const form = Form.useFormInstance();
  const current: unknown = Form.useWatch(name, { form, preserve: true });
  if (!sameContent(current, builtIn)) return null;
  return (
    <Tooltip title="The built-in sample: replace it with your own campaign’s">
      <Tag color="warning">Sample</Tag>
    </Tooltip>
  );
}

interface SectionCardProps {
  title: string;
  /** The key a page's hiddenSections names this section by; none for the hero, always shown. */
  section?: string;
  /** Marks the card "Sample" while this list equals the built-in one. */
  sample?: SampleTagProps;
  children: ReactNode;
}

/** One section of the page: its fields, and whether visitors see it. */
export function SectionCard({ title, section, sample, children }: SectionCardProps) {
  return (
    <Card
      size="small"
      className={styles.section}
      title={<h3 className={styles.sectionTitle}>{title}</h3>}
      extra={
        <span className={styles.sectionExtra}>
          {sample && <SampleTag {...sample} />}
          {section && (
            <Form.Item name="hiddenSections" noStyle>
              <SectionShown section={section} title={title} />
            </Form.Item>
          )}
        </span>
      }
    >
      {children}
    </Card>
  );
}

interface ListFieldProps {
  name: FieldName;
  /** What one item is called: "step", "team member". */
  noun: string;
  /** A fresh item for "Add": complete, so the page stays valid once its texts are filled in. */
  newItem: (count: number) => unknown;
  /** The fields of the item at `item` (a name relative to the list). */
  children: (item: number, index: number) => ReactNode;
}

/**
 * A list of the page (steps, cards, people, quotes…): add, remove and move each item. An empty
 * list hides its section on the page, which the console says.
 */
export function ListField({ name, noun, newItem, children }: ListFieldProps) {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <Form.List name={name}>
      {(items, { add, remove, move }) => (
        <div className={styles.list}>
          {items.length === 0 && (
            <p className={styles.hint}>No {noun}s: the section does not show on the page.</p>
          )}
          {items.map((item, index) => (
            <fieldset key={item.key} className={styles.item}>
              <legend className={styles.itemLegend}>
                {Noun} {index + 1}
              </legend>
              <div className={styles.itemActions}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined aria-hidden="true" />}
                  aria-label={`Move ${noun} ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined aria-hidden="true" />}
                  aria-label={`Move ${noun} ${index + 1} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden="true" />}
                  aria-label={`Remove ${noun} ${index + 1}`}
                  onClick={() => remove(index)}
                />
              </div>
              {children(item.name, index)}
            </fieldset>
          ))}
          <Button
            icon={<PlusOutlined aria-hidden="true" />}
            disabled={items.length >= PAGE_TEXT_LIMITS.items}
            onClick={() => add(newItem(items.length))}
          >
            Add {noun}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** An id for a new list item: the pages key their items by it, so it must not repeat. */
export function newItemId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A page's closing call to pledge (`banner`: title, text, button), as the about and impact
 * pages both end; one card for the one shape they share.
 */
export function BannerCard() {
  return (
    <SectionCard title="Closing banner" section="banner">
      <TextField name={['banner', 'title']} label="Banner title" />
      <TextField name={['banner', 'text']} label="Banner text" long />
      <TextField name={['banner', 'button']} label="Banner button" />
    </SectionCard>
  );
}
