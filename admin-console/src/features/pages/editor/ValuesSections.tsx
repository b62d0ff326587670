import { VALUE_ICON_PICTURES } from '@campaign/shared/page-icons';
import { IconField, ListField, SectionCard, TextField, newItemId } from './content-fields';

/** The values page: hero, the value cards (with their flip hints) and the closing paragraph. */
export function ValuesSections() {
  return (
    <>
      <SectionCard title="Hero">
        <TextField name={['hero', 'title']} label="Hero title" />
        <TextField name={['hero', 'subtitle']} label="Hero subtitle" long />
      </SectionCard>

      <SectionCard title="Value cards" section="items">
        <ListField
          name="items"
          noun="value"
          newItem={() => ({ id: newItemId('value'), title: '', description: '', icon: 'Shield' })}
        >
          {(item) => (
            <>
              <IconField name={[item, 'icon']} pictures={VALUE_ICON_PICTURES} />
              <TextField name={[item, 'title']} label="Title" />
              <TextField name={[item, 'description']} label="Description" long />
            </>
          )}
        </ListField>
        <TextField
          name={['flipCardHints', 'clickToLearnMore']}
          label="Hint on the front of a card"
        />
        <TextField name={['flipCardHints', 'clickToFlipBack']} label="Hint on the back of a card" />
      </SectionCard>

      <SectionCard title="Closing paragraph" section="closingParagraph">
        <TextField name="closingParagraph" label="Closing paragraph" long />
      </SectionCard>
    </>
  );
}
