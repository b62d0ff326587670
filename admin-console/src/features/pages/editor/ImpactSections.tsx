import { IMPACT_DEFAULTS } from '@campaign/shared';
import { BannerCard, ListField, SectionCard, TextField, newItemId } from './content-fields';
import styles from './page-editor.module.css';

/**
 * The impact page: hero, what the figures are called, goal, chart, the sharers' leaderboard,
 * testimonials and banner.
 */
export function ImpactSections() {
  return (
    <>
      <SectionCard title="Hero">
        <TextField name={['hero', 'title']} label="Hero title" />
        <TextField name={['hero', 'subtitle']} label="Hero subtitle" long />
      </SectionCard>

      <SectionCard title="Figures" section="metrics">
        <p className={styles.hint}>
          The numbers come from the pledges and from Settings (social reach, active members).
        </p>
        <TextField name={['metrics', 'totalPledges']} label="Total pledges label" />
        <TextField name={['metrics', 'growthRate']} label="Growth rate label" />
        <TextField name={['metrics', 'socialReach']} label="Social reach label" />
        <TextField name={['metrics', 'activeMembers']} label="Active members label" />
      </SectionCard>

      <SectionCard title="Goal" section="goal">
        <p className={styles.hint}>Shows only when Settings name a pledge goal.</p>
        <TextField name={['goal', 'title']} label="Goal title" />
      </SectionCard>

      <SectionCard title="Chart" section="chart">
        <TextField name={['chart', 'title']} label="Chart title" />
      </SectionCard>

      <SectionCard title="Sharers' leaderboard" section="leaderboard">
        <p className={styles.hint}>
          Shows only while Settings turn the leaderboard on and someone who chose to appear brought
          a pledge.
        </p>
        <TextField name={['leaderboard', 'title']} label="Leaderboard title" />
        <TextField name={['leaderboard', 'subtitle']} label="Leaderboard intro" long />
      </SectionCard>

      <SectionCard
        title="Testimonials"
        section="testimonials"
        sample={{ name: ['testimonials', 'items'], builtIn: IMPACT_DEFAULTS.testimonials.items }}
      >
        <TextField name={['testimonials', 'title']} label="Testimonials title" />
        <TextField name={['testimonials', 'subtitle']} label="Testimonials subtitle" long />
        <ListField
          name={['testimonials', 'items']}
          noun="testimonial"
          newItem={() => ({ id: newItemId('testimonial'), quote: '', name: '', location: '' })}
        >
          {(item) => (
            <>
              <TextField name={[item, 'quote']} label="Quote" long />
              <TextField name={[item, 'name']} label="Name" />
              <TextField name={[item, 'location']} label="Location" />
            </>
          )}
        </ListField>
      </SectionCard>

      <BannerCard />
    </>
  );
}
