import { useState } from 'react';
import { Button, Input, Modal, Select, type TableColumnsType } from 'antd';
import {
  AUDIENCE_KIND_LABELS,
  AUDIENCE_KINDS,
  issuesFromZodError,
  REFERRAL_FILTER_LABELS,
  REFERRAL_FILTERS,
  SEGMENT_NAME_MAX,
  segmentInputSchema,
  type AudienceFilter,
  type Segment,
} from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { ConsoleTable } from '../../../lib/components/ConsoleTable';
import { fieldErrorsOf, issuesOf, type FieldErrors } from '../../../lib/server-issues';
import { useDeleteSegment, useSaveSegment, useSegments } from '../api/newsletters';
import area from '../../../lib/components/area.module.css';
import styles from './newsletters.module.css';
import { defined } from '../../../lib/defined';

/** A segment's filter in words: "Pledgers · source radio · from 2026-11-01". */
export function describeFilter(filter: AudienceFilter): string {
  const parts: string[] = [AUDIENCE_KIND_LABELS[filter.kind]];
  if (filter.source) parts.push(`source ${filter.source}`);
  if (filter.campaign) parts.push(`campaign ${filter.campaign}`);
  if (filter.from) parts.push(`from ${filter.from}`);
  if (filter.to) parts.push(`to ${filter.to}`);
  if (filter.referral) parts.push(REFERRAL_FILTER_LABELS[filter.referral].toLowerCase());
  return parts.join(' · ');
}

interface SegmentForm {
  name: string;
  kind: string;
  source: string;
  campaign: string;
  from: string;
  to: string;
  referral: string;
}

const EMPTY: SegmentForm = {
  name: '',
  kind: 'everyone',
  source: '',
  campaign: '',
  from: '',
  to: '',
  referral: '',
};

const formOf = (segment: Segment): SegmentForm => ({
  name: segment.name,
  kind: segment.filter.kind,
  source: segment.filter.source ?? '',
  campaign: segment.filter.campaign ?? '',
  from: segment.filter.from ?? '',
  to: segment.filter.to ?? '',
  referral: segment.filter.referral ?? '',
});

/** Saved segments: who each takes, Edit and Delete, and New segment. */
export function SegmentsPanel() {
  const segments = useSegments();
  const save = useSaveSegment();
  const remove = useDeleteSegment();
  const [editing, setEditing] = useState<{ id: number | null; form: SegmentForm } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSave = () => {
    if (!editing || save.isPending) return;
    const { name, ...filter } = editing.form;
    const checked = segmentInputSchema.safeParse({ name, filter });
    if (!checked.success) {
      setErrors(fieldErrorsOf(issuesFromZodError(checked.error)));
      return;
    }
    save.mutate(
      { id: editing.id, input: checked.data },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Segment saved' });
          setEditing(null);
          setErrors({});
        },
        onError: (error) => {
          toast({
            title: 'Error',
            description: 'Failed to save the segment',
            variant: 'destructive',
          });
          setErrors(fieldErrorsOf(issuesOf(error)));
        },
      },
    );
  };
  const onDelete = (segment: Segment) =>
    remove.mutate(segment.id, {
      onSuccess: () => toast({ title: 'Success', description: `Deleted “${segment.name}”` }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete the segment',
          variant: 'destructive',
        }),
    });

  const columns: TableColumnsType<Segment> = [
    { key: 'name', title: 'Segment', dataIndex: 'name' },
    { key: 'who', title: 'Who', render: (_value, segment) => describeFilter(segment.filter) },
    {
      key: 'actions',
      title: 'Actions',
      render: (_value, segment) => (
        <div className={styles.buttons}>
          <Button
            size="small"
            aria-label={`Edit ${segment.name}`}
            onClick={() => {
              setErrors({});
              setEditing({ id: segment.id, form: formOf(segment) });
            }}
          >
            Edit
          </Button>
          <Button
            size="small"
            danger
            aria-label={`Delete ${segment.name}`}
            onClick={() => onDelete(segment)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const field = (key: keyof SegmentForm) => ({
    value: editing?.form[key] ?? '',
    ...defined({ status: errors[key] || errors[`filter.${key}`] ? ('error' as const) : undefined }),
    onChange: (value: string) =>
      setEditing((current) => current && { ...current, form: { ...current.form, [key]: value } }),
  });
  const messageOf = (key: keyof SegmentForm) =>
    [...(errors[key] ?? []), ...(errors[`filter.${key}`] ?? [])].join(' ') || null;
  const text = (key: keyof SegmentForm, label: string, type = 'text') => {
    const props = field(key);
    const message = messageOf(key);
    return (
      <label className={styles.field}>
        <span>{label}</span>
        <Input
          type={type}
          aria-label={label}
          value={props.value}
          {...defined({
            status: props.status,
            maxLength: key === 'name' ? SEGMENT_NAME_MAX : undefined,
          })}
          onChange={(event) => props.onChange(event.target.value)}
        />
        {message && <span className={styles.error}>{message}</span>}
      </label>
    );
  };

  return (
    <section aria-labelledby="segments-title" className={`${area.panel} ${styles.segments}`}>
      <div className={styles.sentHeading}>
        <h2 id="segments-title" className={styles.paneHeading}>
          Segments
        </h2>
        <Button
          onClick={() => {
            setErrors({});
            setEditing({ id: null, form: EMPTY });
          }}
        >
          New segment
        </Button>
      </div>
      <p className={styles.note}>
        Parts of the audience to send a newsletter to: pledgers who agreed to campaign email and
        confirmed subscribers, each address once, never anyone who unsubscribed.
      </p>
      <ConsoleTable<Segment>
        label="Segments"
        failure="Failed to load the segments."
        rows={segments}
        columns={columns}
        emptyText="No segments yet."
        pagination={false}
        loading={segments.isPending}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? 'Edit segment' : 'New segment'}
        okText="Save segment"
        okButtonProps={{ loading: save.isPending }}
        onOk={onSave}
        onCancel={() => setEditing(null)}
      >
        <div className={styles.sendForm}>
          {text('name', 'Name')}
          <label className={styles.field}>
            <span>Who</span>
            <Select
              aria-label="Who"
              {...field('kind')}
              options={AUDIENCE_KINDS.map((kind) => ({
                value: kind,
                label: AUDIENCE_KIND_LABELS[kind],
              }))}
            />
          </label>
          {text('source', 'Source (campaign tag or referring site)')}
          {text('campaign', 'Campaign')}
          {text('from', 'Signed up from', 'date')}
          {text('to', 'Signed up until', 'date')}
          <label className={styles.field}>
            <span>Referral</span>
            <Select
              aria-label="Referral"
              {...field('referral')}
              options={[
                { value: '', label: 'Anyone' },
                ...REFERRAL_FILTERS.map((referral) => ({
                  value: referral,
                  label: REFERRAL_FILTER_LABELS[referral],
                })),
              ]}
            />
          </label>
        </div>
      </Modal>
    </section>
  );
}
