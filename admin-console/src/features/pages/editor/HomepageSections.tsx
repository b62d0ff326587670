import { HOMEPAGE_ICON_PICTURES } from '@campaign/shared/page-icons';
import { ListField, IconField, NumberField, SectionCard, TextField } from './content-fields';

/** The home page: hero, the problem and its figure, steps, impact labels, benefits, research, CTA. */
export function HomepageSections() {
  return (
    <>
      <SectionCard title="Hero">
        <TextField name={['hero', 'headline']} label="Hero headline" />
        <TextField
          name={['hero', 'headlineAccent']}
          label="Headline accent"
          help="Shown after the headline in the accent colour."
        />
        <TextField name={['hero', 'subheadline']} label="Subheadline" long />
        <TextField name={['hero', 'ctaPrimary']} label="Pledge button" />
        <TextField name={['hero', 'ctaSecondary']} label="Learn more button" />
      </SectionCard>

      <SectionCard title="The problem" section="nitrateProblem">
        <TextField name={['nitrateProblem', 'badge']} label="Problem badge" />
        <TextField name={['nitrateProblem', 'title']} label="Problem title" />
        <NumberField
          name={['nitrateProblem', 'statNumber']}
          label="Figure"
          min={0}
          max={1e12}
          help="The large number that counts up on the page."
        />
        <TextField name={['nitrateProblem', 'statText']} label="What the figure counts" />
        <TextField name={['nitrateProblem', 'description']} label="Problem description" long />
      </SectionCard>

      <SectionCard title="How it works" section="howItWorks">
        <TextField name={['howItWorks', 'title']} label="How it works title" />
        <TextField name={['howItWorks', 'subtitle']} label="How it works subtitle" long />
        <ListField
          name={['howItWorks', 'steps']}
          noun="step"
          newItem={(count) => ({ number: count + 1, icon: 'Sparkles', title: '', description: '' })}
        >
          {(item) => (
            <>
              <NumberField name={[item, 'number']} label="Number" min={1} max={99} />
              <IconField name={[item, 'icon']} pictures={HOMEPAGE_ICON_PICTURES} />
              <TextField name={[item, 'title']} label="Title" />
              <TextField name={[item, 'description']} label="Description" long />
            </>
          )}
        </ListField>
      </SectionCard>

      <SectionCard title="Impact so far" section="impactSoFar">
        <TextField name={['impactSoFar', 'title']} label="Impact title" />
        <TextField name={['impactSoFar', 'subtitle']} label="Impact subtitle" long />
        <TextField name={['impactSoFar', 'pledgesLabel']} label="Pledges label" />
        <TextField name={['impactSoFar', 'growthLabel']} label="Growth label" />
        <TextField name={['impactSoFar', 'reachLabel']} label="Social reach label" />
      </SectionCard>

      <SectionCard title="Benefits" section="benefits">
        <TextField name={['benefits', 'title']} label="Benefits title" />
        <TextField name={['benefits', 'subtitle']} label="Benefits subtitle" long />
        <ListField
          name={['benefits', 'items']}
          noun="benefit"
          newItem={() => ({ icon: 'Sparkles', title: '', description: '' })}
        >
          {(item) => (
            <>
              <IconField name={[item, 'icon']} pictures={HOMEPAGE_ICON_PICTURES} />
              <TextField name={[item, 'title']} label="Title" />
              <TextField name={[item, 'description']} label="Description" long />
            </>
          )}
        </ListField>
      </SectionCard>

      <SectionCard title="Research" section="researchHighlights">
        <TextField name={['researchHighlights', 'badge']} label="Research badge" />
        <TextField name={['researchHighlights', 'title']} label="Research title" />
        <TextField name={['researchHighlights', 'subtitle']} label="Research subtitle" long />
        <ListField
          name={['researchHighlights', 'stats']}
          noun="figure"
          newItem={() => ({ number: '', description: '', source: '' })}
        >
          {(item) => (
            <>
              <TextField
                name={[item, 'number']}
                label="Figure"
                help="As it is shown: 18%, 34,000+"
              />
              <TextField name={[item, 'description']} label="What it means" long />
              <TextField name={[item, 'source']} label="Source" />
            </>
          )}
        </ListField>
        <TextField
          name={['researchHighlights', 'featuredArticlesTitle']}
          label="Featured articles title"
        />
        <TextField
          name={['researchHighlights', 'featuredArticlesSubtitle']}
          label="Featured articles subtitle"
          long
        />
        <TextField name={['researchHighlights', 'viewAllButton']} label="All articles button" />
      </SectionCard>

      <SectionCard title="Call to action" section="cta">
        <TextField name={['cta', 'title']} label="Call-to-action title" />
        <TextField name={['cta', 'subtitle']} label="Call-to-action subtitle" long />
        <TextField name={['cta', 'button']} label="Call-to-action button" />
      </SectionCard>
    </>
  );
}
