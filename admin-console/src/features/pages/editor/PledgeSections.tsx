import { HOMEPAGE_ICON_PICTURES } from '@campaign/shared/page-icons';
import { IconField, ListField, SectionCard, TextField } from './content-fields';
import styles from './page-editor.module.css';

/** The pledge page: hero, the pledge's words, benefits, the count texts and the thank-you. */
export function PledgeSections() {
  return (
    <>
      <SectionCard title="Hero">
        <TextField name={['hero', 'title']} label="Hero title" />
        <TextField name={['hero', 'subtitle']} label="Hero subtitle" long />
      </SectionCard>

      <SectionCard title="The pledge" section="pledgeText">
        <TextField name={['pledgeText', 'label']} label="Pledge label" />
        <TextField name={['pledgeText', 'text']} label="Pledge text" long />
      </SectionCard>

      <SectionCard title="Benefits" section="benefits">
        <ListField
          name="benefits"
          noun="benefit"
          newItem={() => ({ icon: 'Sparkles', title: '', text: '' })}
        >
          {(item) => (
            <>
              <IconField name={[item, 'icon']} pictures={HOMEPAGE_ICON_PICTURES} />
              <TextField name={[item, 'title']} label="Title" />
              <TextField name={[item, 'text']} label="Text" long />
            </>
          )}
        </ListField>
      </SectionCard>

      <SectionCard title="Pledge count">
        <p className={styles.hint}>
          {'{count}'} is the number of pledges, {'{goal}'} the goal and {'{percent}'} the share of
          it reached. Below the display threshold of Settings, the page shows the text without the
          count.
        </p>
        <TextField name={['count', 'joinOthers']} label="With the count" />
        <TextField name={['count', 'beFirst']} label="Without the count" />
        <TextField name={['count', 'goalProgress']} label="Goal progress" />
        <TextField name={['count', 'goalReached']} label="Goal reached" />
      </SectionCard>

      <SectionCard title="After pledging">
        <TextField name={['success', 'title']} label="Thank-you title" />
        <TextField
          name={['success', 'thanks']}
          label="Thank-you text"
          long
          help="{count} is the number of pledges."
        />
        <TextField
          name={['success', 'thanksWithoutCount']}
          label="Thank-you text without the count"
          long
        />
        <TextField name={['success', 'nextTitle']} label="Next steps title" />
        <TextField name={['success', 'nextEmail']} label="Next step: email" long />
        <TextField
          name={['success', 'nextSocial']}
          label="Next step: follow"
          long
          help="Not shown while social links are off in Settings."
        />
        <TextField name={['success', 'nextShare']} label="Next step: share" long />
        <TextField name={['success', 'homeButton']} label="Home button" />
        <TextField name={['success', 'impactButton']} label="Impact button" />
      </SectionCard>
    </>
  );
}
