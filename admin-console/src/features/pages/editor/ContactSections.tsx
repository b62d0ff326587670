import { SectionCard, TextField } from './content-fields';
import styles from './page-editor.module.css';

/** The contact page: hero, the form's heading and the cards beside the form. */
export function ContactSections() {
  return (
    <>
      <SectionCard title="Hero">
        <TextField name={['hero', 'title']} label="Hero title" />
        <TextField name={['hero', 'subtitle']} label="Hero subtitle" long />
        <TextField name="formTitle" label="Form title" />
      </SectionCard>

      <SectionCard title="Contact details" section="details">
        <p className={styles.hint}>The email, phone and address themselves are in Settings.</p>
        <TextField name={['cards', 'reachTitle']} label="Details title" />
        <TextField name={['cards', 'emailLabel']} label="Email label" />
        <TextField name={['cards', 'phoneLabel']} label="Phone label" />
        <TextField name={['cards', 'officeLabel']} label="Office label" />
      </SectionCard>

      <SectionCard title="Social links" section="social">
        <p className={styles.hint}>The profiles are set in Settings.</p>
        <TextField name={['cards', 'socialTitle']} label="Social links title" />
      </SectionCard>

      <SectionCard title="Response time" section="responseTime">
        <p className={styles.hint}>The response time itself is set in Settings.</p>
        <TextField name={['cards', 'responseTitle']} label="Response time title" />
      </SectionCard>
    </>
  );
}
