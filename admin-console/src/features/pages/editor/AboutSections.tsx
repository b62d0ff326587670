import { Form } from 'antd';
import { ABOUT_DEFAULTS } from '@campaign/shared';
import {
  BannerCard,
  ListField,
  NumberField,
  SectionCard,
  TextField,
  newItemId,
} from './content-fields';
import { PhotoControl } from './PhotoControl';

/** The photo field of one member: its initials and alt text follow the name typed above it. */
function MemberPhoto({ item }: { item: number }) {
  const form = Form.useFormInstance();
  const name: unknown = Form.useWatch(['team', 'members', item, 'name'], form);
  return (
    <Form.Item name={[item, 'photo']} label="Photo">
      <PhotoControl name={typeof name === 'string' ? name : ''} />
    </Form.Item>
  );
}

/** The about page: the mission's paragraphs, the timeline and the team. */
export function AboutSections() {
  return (
    <>
      <SectionCard title="Mission" section="mission">
        <TextField name={['mission', 'title']} label="Mission title" />
        <ListField name={['mission', 'paragraphs']} noun="paragraph" newItem={() => ''}>
          {(item, index) => (
            <TextField name={[item]} label={`Mission paragraph ${index + 1}`} long />
          )}
        </ListField>
      </SectionCard>

      <SectionCard
        title="Timeline"
        section="timeline"
        sample={{ name: ['timeline', 'events'], builtIn: ABOUT_DEFAULTS.timeline.events }}
      >
        <TextField name={['timeline', 'title']} label="Timeline title" />
        <TextField name={['timeline', 'subtitle']} label="Timeline subtitle" long />
        <ListField
          name={['timeline', 'events']}
          noun="event"
          newItem={() => ({
            id: newItemId('event'),
            year: new Date().getFullYear(),
            title: '',
            description: '',
          })}
        >
          {(item) => (
            <>
              <NumberField name={[item, 'year']} label="Year" min={1900} max={2100} />
              <TextField name={[item, 'title']} label="Title" />
              <TextField name={[item, 'description']} label="Description" long />
            </>
          )}
        </ListField>
      </SectionCard>

      <SectionCard
        title="Team"
        section="team"
        sample={{ name: ['team', 'members'], builtIn: ABOUT_DEFAULTS.team.members }}
      >
        <TextField name={['team', 'title']} label="Team title" />
        <TextField name={['team', 'subtitle']} label="Team subtitle" long />
        <ListField
          name={['team', 'members']}
          noun="team member"
          newItem={() => ({ id: newItemId('member'), name: '', title: '', bio: '', photo: '' })}
        >
          {(item) => (
            <>
              <TextField name={[item, 'name']} label="Name" />
              <TextField name={[item, 'title']} label="Role" />
              <TextField name={[item, 'bio']} label="Bio" long />
              <MemberPhoto item={item} />
            </>
          )}
        </ListField>
      </SectionCard>

      <BannerCard />
    </>
  );
}
