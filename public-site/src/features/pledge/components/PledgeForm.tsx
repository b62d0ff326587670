import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { pledgeInputSchema, type PledgeInput } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { HoneypotField } from '@campaign/shared/react';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { TextField } from '../../../ui/FormField';
import { PLEDGE_ERROR, useCreatePledge } from '../api/create-pledge';
import styles from './PledgeForm.module.css';

type PledgeFields = z.input<typeof pledgeInputSchema>;

/** "Join the Movement": full name and email; calls `onPledged` once the pledge is stored. */
export function PledgeForm({ onPledged }: { onPledged: () => void }) {
  const mutation = useCreatePledge();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PledgeFields, unknown, PledgeInput>({
    resolver: zodResolver(pledgeInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: { name: '', email: '', website: '' },
  });

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, { onSuccess: onPledged });
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-labelledby="pledge-form-title"
    >
      <h2 id="pledge-form-title" className={styles.title}>
        Join the Movement
      </h2>
      {mutation.isError && <ErrorBanner message={errorMessage(mutation.error, PLEDGE_ERROR)} />}
      <TextField
        id="pledge-name"
        label="Full Name"
        autoComplete="name"
        registration={register('name')}
        error={errors.name?.message}
      />
      <TextField
        id="pledge-email"
        label="Email Address"
        type="email"
        autoComplete="email"
        hint="We'll send you helpful resources and campaign updates. No spam, ever."
        registration={register('email')}
        error={errors.email?.message}
      />
      {/* Bots fill it, people never see it: a filled one is answered as usual, stored never. */}
      <HoneypotField {...register('website')} />
      <p className={styles.consent}>
        By taking the pledge, you agree to receive emails from us about the campaign. You can
        unsubscribe at any time.
      </p>
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
