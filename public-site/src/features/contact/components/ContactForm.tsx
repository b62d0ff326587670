import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { contactInputSchema, type ContactInput } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { HoneypotField, toast } from '@campaign/shared/react';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { TextAreaField, TextField } from '../../../ui/FormField';
import { CONTACT_ERROR, useSendContact } from '../api/send-contact';
import styles from './ContactForm.module.css';

type ContactFields = z.input<typeof contactInputSchema>;

const EMPTY: ContactFields = { name: '', email: '', message: '', website: '' };

/** Validates on submit, then on every change; focuses the first invalid field. */
export function ContactForm() {
  const mutation = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFields, unknown, ContactInput>({
    resolver: zodResolver(contactInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Message Sent!', description: "We'll get back to you within 24-48 hours." });
        reset(EMPTY);
      },
    });
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      {mutation.isError && <ErrorBanner message={errorMessage(mutation.error, CONTACT_ERROR)} />}
      <TextField
        id="contact-name"
        label="Your Name"
        autoComplete="name"
        registration={register('name')}
        error={errors.name?.message}
      />
      <TextField
        id="contact-email"
        label="Email Address"
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextAreaField
        id="contact-message"
        label="Message"
        rows={6}
        registration={register('message')}
        error={errors.message?.message}
      />
      {/* Bots fill it, people never see it: a filled one is answered as usual, stored never. */}
      <HoneypotField {...register('website')} />
      <button type="submit" className="button button-primary" disabled={mutation.isPending}>
        <Send size={18} aria-hidden="true" />
        {mutation.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
