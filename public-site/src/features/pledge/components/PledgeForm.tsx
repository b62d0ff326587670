import type { z } from 'zod';
import {
  CONSENT_WORDING,
  FORM_ANCHORS,
  type PledgeInput,
  type pledgeInputSchema,
} from '@campaign/shared';
import { AttributionFields, HoneypotField, useAttribution } from '@campaign/shared/react';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { lazyResolver } from '../../../ui/lazy-resolver';
import { RequiredNote, TextField } from '../../../ui/FormField';
import { useVisitorForm } from '../../../ui/use-visitor-form';
import { FormNameField, visitorFormProps } from '../../../ui/visitor-form-element';
import { PLEDGE_ERROR, useCreatePledge } from '../api/create-pledge';
import styles from './PledgeForm.module.css';

type PledgeFields = z.input<typeof pledgeInputSchema>;

const validation = lazyResolver<PledgeFields, PledgeInput>(() =>
  import('../pledge-validation').then((m) => m.pledgeResolver),
);

const EMPTY: PledgeFields = { name: '', email: '', website: '' };

/**
 * "Join the Movement": full name and email; calls `onPledged` with the pledger's share code once
 * the pledge is stored. Also a
 * plain HTML form posting to its own page, for a visitor whose scripts have not run: the server
 * then redirects to the success view, or sends the page back with this form's values and
 * errors (`useSubmittedForm`), shown until the next submit.
 */
export function PledgeForm({ onPledged }: { onPledged: (shareCode: string | null) => void }) {
  const mutation = useCreatePledge();
  // Where the visit came from, sent with the pledge (and in hidden fields for a plain post),
  // with the share code of the personal link it came through (`?ref=CODE`), if any.
  const attribution = useAttribution();
  const { register, fieldProps, handleSubmit, failure } = useVisitorForm('pledge', {
    validation,
    empty: EMPTY,
    request: mutation,
    fallback: PLEDGE_ERROR,
  });

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(
      { ...values, ...attribution },
      { onSuccess: ({ shareCode }) => onPledged(shareCode) },
    );
  });

  return (
    <form
      className={styles.form}
      {...visitorFormProps('pledge', onSubmit, validation.preload)}
      aria-labelledby={FORM_ANCHORS.pledge}
    >
      <FormNameField form="pledge" />
      <AttributionFields form="pledge" />
      <div className={styles.head}>
        <h2 id={FORM_ANCHORS.pledge} className={styles.title}>
          Join the Movement
        </h2>
        <RequiredNote />
      </div>
      {failure && <ErrorBanner message={failure} />}
      <TextField
        id="pledge-name"
        required
        label="Full Name"
        autoComplete="name"
        {...fieldProps('name')}
      />
      <TextField
        id="pledge-email"
        required
        label="Email Address"
        type="email"
        autoComplete="email"
        hint="We'll send you helpful resources and campaign updates. No spam, ever."
        {...fieldProps('email')}
      />
      {/* Bots fill it, people never see it: a filled one is answered as usual, stored never. */}
      <HoneypotField {...register('website')} />
      <p className={styles.consent}>{CONSENT_WORDING.pledge.text}</p>
      <button
        type="submit"
        className={`button button-primary ${styles.submit}`}
        disabled={mutation.isPending}
      >
        {mutation.isPending ? 'Submitting...' : 'Take the Pledge'}
      </button>
    </form>
  );
}
