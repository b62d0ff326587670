import type { z } from 'zod';
import { Send } from 'lucide-react';
import { isFormSuccess, type ContactInput, type contactInputSchema } from '@campaign/shared';
import { useLocation } from '@campaign/shared/router';
import { HoneypotField, toast } from '@campaign/shared/react';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { lazyResolver } from '../../../ui/lazy-resolver';
import { RequiredNote, TextAreaField, TextField } from '../../../ui/FormField';
import { useVisitorForm } from '../../../ui/use-visitor-form';
import { FormNameField, visitorFormProps } from '../../../ui/visitor-form-element';
import { CONTACT_ERROR, useSendContact } from '../api/send-contact';
import styles from './ContactForm.module.css';

type ContactFields = z.input<typeof contactInputSchema>;

const validation = lazyResolver<ContactFields, ContactInput>(() =>
  import('../contact-validation').then((m) => m.contactResolver),
);

const EMPTY: ContactFields = { name: '', email: '', message: '', website: '' };

/**
 * Validates on submit, then on every change; focuses the first invalid field. Also a plain HTML
 * form posting to its own page, for a visitor whose scripts have not run: the server redirects
 * to /contact?sent=1, which shows the confirmation the toast would have, or sends the page back
 * with this form's values and errors (`useSubmittedForm`), shown until the next submit.
 */
export function ContactForm() {
  const mutation = useSendContact();
  const sent = isFormSuccess(useLocation().search, 'contact');
  const { register, fieldProps, handleSubmit, reset, submitCount, failure } = useVisitorForm(
    'contact',
    {
      validation,
      empty: EMPTY,
      request: mutation,
      fallback: CONTACT_ERROR,
    },
  );

  const onSubmit = handleSubmit((values) => {
    mutation.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Message Sent!', description: "We'll get back to you within 24-48 hours." });
        reset(EMPTY);
      },
    });
  });

  return (
    <form className={styles.form} {...visitorFormProps('contact', onSubmit, validation.preload)}>
      <FormNameField form="contact" />
      <RequiredNote />
      {sent && submitCount === 0 && (
        <div role="status" className={styles.sent}>
          <p className={styles.sentTitle}>Message Sent!</p>
          <p>We&apos;ll get back to you within 24-48 hours.</p>
        </div>
      )}
      {failure && <ErrorBanner message={failure} />}
      <TextField
        id="contact-name"
        required
        label="Your Name"
        autoComplete="name"
        {...fieldProps('name')}
      />
      <TextField
        id="contact-email"
        required
        label="Email Address"
        type="email"
        autoComplete="email"
        {...fieldProps('email')}
      />
      <TextAreaField
        id="contact-message"
        required
        label="Message"
        rows={6}
        {...fieldProps('message')}
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
