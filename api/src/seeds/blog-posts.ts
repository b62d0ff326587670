import { seedArticleImage } from './article-images';
/**
 * Default (seed) research articles for the Nitrate-Free November blog.
 *
 * Editorial rules for this file:
 * - Every figure quoted in an article comes from a source listed in that
 *   article's `citations` (IARC, WHO, EFSA, WCRF/AICR, NHS, ACS). Where a
 *   worked example is given, it is plain arithmetic on a cited figure and is
 *   labelled as an illustration.
 * - `content` is semantic HTML only (h2/h3, p, ul/ol/li, strong/em,
 *   blockquote). No h1: the article page renders the title itself.
 */

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  /** ISO 8601 */
  publishedDate: string;
  imageUrl: string | null;
  tags: string[];
  citations: string[];
}

// Shared reference strings, so the same source is cited identically everywhere.
const IARC_VOL_114 =
  'IARC Working Group on the Evaluation of Carcinogenic Risks to Humans. Red Meat and Processed Meat. IARC Monographs on the Evaluation of Carcinogenic Risks to Humans, Volume 114. Lyon: International Agency for Research on Cancer; 2018. https://publications.iarc.fr/564';

const BOUVARD_2015 =
  'Bouvard V, Loomis D, Guyton KZ, Grosse Y, El Ghissassi F, Benbrahim-Tallaa L, Guha N, Mattock H, Straif K; International Agency for Research on Cancer Monograph Working Group. Carcinogenicity of consumption of red and processed meat. Lancet Oncol. 2015;16(16):1599-1600. https://doi.org/10.1016/S1470-2045(15)00444-1';

const WHO_QA_2015 =
  'World Health Organization. Cancer: Carcinogenicity of the consumption of red meat and processed meat (Questions and answers). October 2015. https://www.who.int/news-room/questions-and-answers/item/cancer-carcinogenicity-of-the-consumption-of-red-meat-and-processed-meat';

const IARC_VOL_94 =
  'IARC Working Group on the Evaluation of Carcinogenic Risks to Humans. Ingested Nitrate and Nitrite, and Cyanobacterial Peptide Toxins. IARC Monographs on the Evaluation of Carcinogenic Risks to Humans, Volume 94. Lyon: International Agency for Research on Cancer; 2010. https://publications.iarc.fr/112';

const EFSA_NITRITE_2017 =
  'EFSA Panel on Food Additives and Nutrient Sources added to Food (ANS). Re-evaluation of potassium nitrite (E 249) and sodium nitrite (E 250) as food additives. EFSA Journal. 2017;15(6):4786. https://doi.org/10.2903/j.efsa.2017.4786';

const EFSA_NITRATE_2017 =
  'EFSA Panel on Food Additives and Nutrient Sources added to Food (ANS). Re-evaluation of sodium nitrate (E 251) and potassium nitrate (E 252) as food additives. EFSA Journal. 2017;15(6):4787. https://doi.org/10.2903/j.efsa.2017.4787';

const EFSA_VEG_NITRATE_2008 =
  'EFSA Panel on Contaminants in the Food Chain (CONTAM). Nitrate in vegetables: Scientific Opinion of the Panel on Contaminants in the Food Chain. The EFSA Journal. 2008;689:1-79.';

const EFSA_NITROSAMINES_2023 =
  'EFSA Panel on Contaminants in the Food Chain (CONTAM). Risk assessment of N-nitrosamines in food. EFSA Journal. March 2023.';

const WCRF_LIMIT_MEAT =
  'World Cancer Research Fund / American Institute for Cancer Research. Cancer Prevention Recommendations: Limit consumption of red and processed meat. https://www.wcrf.org/diet-activity-and-cancer/cancer-prevention-recommendations/limit-red-and-processed-meat/';

const WCRF_THIRD_EXPERT_REPORT =
  'World Cancer Research Fund / American Institute for Cancer Research. Diet, Nutrition, Physical Activity and Cancer: a Global Perspective. Continuous Update Project Expert Report (Third Expert Report), 2018. https://www.dietandcancerreport.org';

const NHS_MEAT =
  'NHS. Meat in your diet. https://www.nhs.uk/live-well/eat-well/food-types/meat-nutrition/';

const ACS_GUIDELINE_2020 =
  'Rock CL, Thomson C, Gansler T, et al. American Cancer Society guideline for diet and physical activity for cancer prevention. CA Cancer J Clin. 2020;70(4):245-271. https://doi.org/10.3322/caac.21591';

const US_CFR_UNCURED =
  'US Code of Federal Regulations, Title 9: Animals and Animal Products, § 317.17 (labelling policy for cured products; special labelling requirements concerning nitrate and nitrite) and § 319.2 (products and nitrates and nitrites).';

const ARTICLES: Omit<SeedBlogPost, 'imageUrl'>[] = [
  // ---------------------------------------------------------------------------
  {
    slug: 'processed-meat-group-1-what-it-means',
    title: "Processed Meat Is in IARC's Group 1: What That Does and Doesn't Mean",
    excerpt:
      "The World Health Organization's cancer agency classifies processed meat as carcinogenic to humans. Here is what that label says about the evidence, and what it does not say about your personal risk.",
    author: 'Maya Thompson',
    publishedDate: '2023-02-14T09:00:00.000Z',
    tags: ['IARC', 'Processed Meat', 'Cancer Research'],
    citations: [IARC_VOL_114, BOUVARD_2015, WHO_QA_2015],
    content: `<p>In October 2015 a Working Group of 22 scientists from 10 countries met at the International Agency for Research on Cancer (IARC), the cancer agency of the World Health Organization, in Lyon, France. Having considered more than 800 studies of cancer in humans, they classified the consumption of processed meat as <strong>carcinogenic to humans (Group 1)</strong> and the consumption of red meat as <strong>probably carcinogenic to humans (Group 2A)</strong>. A summary was published in <em>The Lancet Oncology</em> that month, and the full evaluation followed in 2018 as Volume 114 of the IARC Monographs.</p>

<p>The decision made headlines around the world, and many of them were misleading. This article sets out what the classification actually says.</p>

<h2>What counts as processed meat?</h2>
<p>IARC and WHO use a deliberately broad definition:</p>
<blockquote><p>Processed meat refers to meat that has been transformed through salting, curing, fermentation, smoking, or other processes to enhance flavour or improve preservation.</p></blockquote>
<p>WHO's examples include hot dogs (frankfurters), ham, sausages, corned beef, biltong or beef jerky, canned meat, and meat-based preparations and sauces. Many of these products are cured with added nitrite or nitrate, which is why Nitrate-Free November focuses on them. Curing agents are only one part of what IARC reviewed, but they are one of the easiest parts for shoppers to see and avoid.</p>

<h2>What Group 1 means</h2>
<p>IARC's groups describe <strong>how strong the scientific evidence is</strong> that something can cause cancer in people. For processed meat, the Working Group judged the evidence in humans to be sufficient: eating processed meat causes colorectal (bowel) cancer. An association with stomach cancer was also seen, but WHO describes that evidence as not conclusive.</p>
<p>For red meat the evidence was more limited, which is why it sits one step lower, in Group 2A. The associations seen were mainly with colorectal cancer, with associations also seen for pancreatic and prostate cancer.</p>

<h2>What Group 1 does not mean</h2>
<p>Group 1 also contains tobacco smoking and asbestos. That led to claims that a ham sandwich is as dangerous as a cigarette. It is not, and WHO has said so directly: being in the same group means the evidence is similarly strong, not that the agents are equally dangerous.</p>
<p>This is the difference between <strong>hazard</strong> and <strong>risk</strong>. A hazard is something that can cause harm. Risk is how likely that harm is at a particular level of exposure. IARC's classifications are about hazard. They do not measure how much risk a typical portion carries.</p>
<p>WHO's questions-and-answers document gave a sense of scale using Global Burden of Disease estimates: about <strong>34,000 cancer deaths per year worldwide</strong> are attributable to diets high in processed meat. By comparison, it cites about 1 million cancer deaths per year due to tobacco smoking, 600,000 due to alcohol and more than 200,000 due to air pollution. Processed meat is a real, preventable contributor, but not one on the scale of smoking.</p>

<h2>Reading the 18% figure</h2>
<p>The most quoted number from the evaluation is that <strong>each 50 gram portion of processed meat eaten daily increases the risk of colorectal cancer by about 18%</strong>. Two points help to read it correctly:</p>
<ul>
<li><strong>It is a relative increase.</strong> It compares people who eat more processed meat with people who eat less. It does not mean an 18% chance of developing cancer. How much it changes an individual's absolute risk depends on their starting risk, which is shaped by age, family history, physical activity, body weight, alcohol and more.</li>
<li><strong>It describes a daily habit.</strong> The estimate is per 50 grams eaten every day, and WHO notes that the risk increases with the amount eaten. Regular consumption matters more than an occasional meal.</li>
</ul>
<p>For red meat, WHO adds that if the association were proven to be causal, the data suggest colorectal cancer risk could rise by 17% for every 100 gram portion eaten daily.</p>

<h2>What this means for everyday eating</h2>
<p>The evaluation does not tell anyone to give up meat, and WHO notes that eating meat has known health benefits. What it does support is eating less processed meat, because the risk rises with the amount eaten. That is the idea behind this campaign: spend one month noticing how often cured products turn up on your plate, try some alternatives, and keep whichever swaps you like.</p>`,
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'how-nitrite-forms-n-nitroso-compounds',
    title: 'From Curing Salt to N-Nitroso Compounds: How Added Nitrite Becomes a Concern',
    excerpt:
      'Nitrite keeps cured meat safe and pink, but it can also react to form N-nitroso compounds, some of which cause cancer in animals. Here is the chemistry in plain language.',
    author: 'Daniel Okafor',
    publishedDate: '2023-05-09T09:00:00.000Z',
    tags: ['Science', 'Nitrites', 'N-Nitroso Compounds'],
    citations: [IARC_VOL_94, IARC_VOL_114, WHO_QA_2015, EFSA_NITRITE_2017, EFSA_NITROSAMINES_2023],
    content: `<p>Sodium nitrite and potassium nitrite (E250 and E249), and the nitrates that can be converted into them (E251 and E252), have been used to cure meat for a long time. To understand why health bodies pay attention to them, it helps to look at what nitrite does in food and what it can turn into.</p>

<h2>Why nitrite is added in the first place</h2>
<p>Curing agents do real work, and it is worth being fair about that. According to the European Food Safety Authority (EFSA), nitrites and nitrates are added to meat to:</p>
<ul>
<li>help preserve it and hinder the growth of harmful microorganisms, in particular <em>Clostridium botulinum</em>, the bacterium responsible for botulism;</li>
<li>keep the meat red or pink; and</li>
<li>contribute to the characteristic cured flavour.</li>
</ul>
<p>Those benefits are why regulators permit nitrite. The question is what else happens once it is in the food and in the body.</p>

<h2>The chemistry in brief</h2>
<p>Nitrite can give rise to <strong>nitrosating agents</strong>, reactive molecules that form most readily under acidic conditions such as those in the stomach. Nitrosating agents react with amines and amides, which are plentiful in protein-rich foods such as meat. The products are <strong>N-nitroso compounds</strong>: nitrosamines (formed from amines) and nitrosamides (formed from amides). Many N-nitroso compounds cause cancer in laboratory animals.</p>
<p>There are two routes by which we are exposed:</p>
<ol>
<li><strong>Preformed in food.</strong> N-nitroso compounds can form in cured products during processing and storage, and when cured meat is cooked at high temperatures.</li>
<li><strong>Formed inside the body.</strong> This is called endogenous nitrosation. Nitrite that we swallow, or that our bodies make from nitrate, can react with amines in the digestive tract.</li>
</ol>
<p>WHO's summary of the IARC evaluation of processed meat notes that processing such as curing and smoking can form carcinogenic chemicals, including N-nitroso compounds and polycyclic aromatic hydrocarbons. It also notes that meat contains other components, such as haem iron, and that exactly how red and processed meat increase cancer risk is not yet fully understood.</p>

<h2>Why IARC wrote "under conditions"</h2>
<p>IARC's 2010 Monograph (Volume 94) classified <strong>ingested nitrate or nitrite under conditions that result in endogenous nitrosation</strong> as probably carcinogenic to humans (Group 2A). The wording is deliberate. The Working Group observed that the formation of N-nitroso compounds is <em>accelerated</em> by nitrosatable compounds, such as those found in meat, and <em>inhibited</em> by vitamin C and other antioxidants, which are often found in vegetables. In other words, the same nitrite ion can behave very differently depending on what it is eaten with.</p>
<p>This is also why many cured-meat producers add ascorbate or erythorbate (for example E301 sodium ascorbate or E316 sodium erythorbate) to their recipes: these help the cure work and help limit nitrosamine formation.</p>

<h2>What EFSA found</h2>
<p>EFSA's 2017 re-evaluation of nitrite as a food additive looked at nitrosamines specifically:</p>
<ul>
<li>For nitrosamines formed inside the body from nitrite eaten at the acceptable daily intake, its theoretical calculation gave a margin of exposure above 10,000, which EFSA generally regards as being of low concern.</li>
<li>For nitrosamines already present in meat products, the margin of exposure fell below 10,000 for highly exposed consumers in all age groups.</li>
<li>It was not possible to clearly separate nitrosamines produced from nitrite added at authorised levels from those found in the food without added nitrite.</li>
<li>In epidemiological studies there was some evidence linking dietary nitrite with gastric cancer, and the combination of nitrite plus nitrate from processed meat with colorectal cancer.</li>
</ul>
<p>In March 2023 EFSA's contaminants panel published a broader risk assessment of nitrosamines in food. It identified ten nitrosamines in food that are carcinogenic and genotoxic, named meat and meat products as the most important contributing food group, and concluded that exposure is a health concern for all age groups in the EU. EFSA was open that this rested on a worst-case assumption, that every nitrosamine is as potent as the most harmful one, and that there are gaps in the data.</p>

<h2>The practical takeaway</h2>
<p>None of this means a single slice of ham is dangerous. It does mean there is a well-understood chemical pathway connecting added nitrite, meat and compounds known to cause cancer in animals. Eating cured meat less often reduces exposure to both the additive and the nitrosamines that can come with it. That is a simple step, and it is the one this campaign asks you to try.</p>`,
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'vegetable-nitrate-vs-cured-meat-nitrite',
    title: 'Nitrate in Vegetables vs. Nitrite in Cured Meat: Why the Source Matters',
    excerpt:
      'Most of the nitrate we eat comes from vegetables, and that is not a reason to eat fewer of them. Here is why vegetable nitrate and added curing salts are not the same story.',
    author: 'Priya Raman',
    publishedDate: '2023-09-19T09:00:00.000Z',
    tags: ['Nutrition', 'Vegetables', 'Nitrates'],
    citations: [IARC_VOL_94, EFSA_NITRATE_2017, EFSA_VEG_NITRATE_2008, WCRF_THIRD_EXPERT_REPORT],
    content: `<p>One of the first questions people ask when they hear about Nitrate-Free November is: "Aren't vegetables full of nitrate too?" They are. It is a fair question, and the answer explains a lot about why this campaign targets curing salts in processed meat and not the vegetable aisle.</p>

<h2>Where dietary nitrate actually comes from</h2>
<p>Nitrate is a natural part of the nitrogen cycle. Plants take it up from the soil, and leafy vegetables such as spinach and lettuce tend to contain the highest concentrations. EFSA's 2008 opinion on nitrate in vegetables found that human exposure to nitrate comes mainly from eating vegetables, and to a lesser extent from water and other foods. Nitrate can also reach drinking water as an environmental contaminant from intensive farming and sewage.</p>
<p>By contrast, nitrate added to food as an additive is a small slice of the total. In its 2017 re-evaluation of sodium and potassium nitrate (E251 and E252), EFSA estimated that exposure to nitrate from food additives was <strong>less than 5% of overall dietary nitrate exposure</strong>.</p>

<h2>What the body does with nitrate</h2>
<p>Nitrate from food is absorbed quickly and most of it is excreted. Some of it is recirculated into saliva, where bacteria in the mouth convert part of it into nitrite. So whatever the source, some nitrate ends up as nitrite in the body. If the molecule is the same, why treat cured meat differently?</p>

<h2>Why context matters</h2>
<p>The answer lies in what the nitrate or nitrite is eaten <em>with</em>. When IARC evaluated ingested nitrate and nitrite in its Volume 94 Monograph, it did not classify nitrate or nitrite on their own. It classified them <strong>"under conditions that result in endogenous nitrosation"</strong>, meaning conditions that lead to N-nitroso compounds forming inside the body. The Working Group noted that:</p>
<ul>
<li>formation of N-nitroso compounds is accelerated by nitrosatable compounds, such as those found in meat;</li>
<li>it is inhibited by vitamin C and other antioxidants, which are often found in vegetables; and</li>
<li>some epidemiological studies of high nitrate intake, mainly from vegetables, found <em>reduced</em> risks of stomach cancer, while studies of nitrate and nitrite from nitrite-preserved meats found increased risks.</li>
</ul>
<p>Put simply, a spinach salad delivers nitrate together with vitamin C, polyphenols and fibre. A cured sausage delivers nitrite together with meat proteins and amines, and often salt and high-heat cooking. Same ion, very different company.</p>

<h2>What the experts concluded about vegetables</h2>
<p>EFSA's 2008 opinion weighed the nitrate content of vegetables against their benefits and concluded that the beneficial effects of eating vegetables prevail. Cancer-prevention advice points the same way: the World Cancer Research Fund and American Institute for Cancer Research recommend a diet rich in wholegrains, vegetables, fruit and beans, alongside eating very little, if any, processed meat.</p>
<p>EFSA's 2017 opinion did note that when <em>all</em> dietary sources of nitrate are added together, the acceptable daily intake could be exceeded by people with medium to high exposure. That finding is a reason for regulators to keep monitoring nitrate in food and water. It is not advice to cut back on vegetables.</p>
<h3>A note on babies and young children</h3>
<p>Infants are a special case for nitrate, and national food agencies publish specific guidance on leafy vegetables and on drinking water for babies. If you are preparing food for a baby, follow your local official advice.</p>

<h2>The bottom line</h2>
<ul>
<li><strong>Keep eating your vegetables</strong>, including leafy greens and beetroot.</li>
<li><strong>Cut back on meat cured with added nitrite or nitrate</strong>, where the evidence of harm is strongest.</li>
<li><strong>Pair meals with vegetables and fruit.</strong> The antioxidants they carry are part of the reason the two sources behave differently.</li>
</ul>
<p>Nitrate-Free November is about added curing agents in processed foods, not about fearing a natural part of healthy produce.</p>`,
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'reading-labels-e249-e252-uncured-celery',
    title: "Reading the Label: E249–E252, 'Uncured' Claims and Celery Powder",
    excerpt:
      "A shopper's guide to spotting added nitrites and nitrates, including why 'uncured' bacon made with celery powder is usually still cured with nitrite.",
    author: 'Elena Marsh',
    publishedDate: '2023-11-01T08:00:00.000Z',
    tags: ['Labels', 'Shopping', 'Additives'],
    citations: [EFSA_NITRITE_2017, EFSA_NITRATE_2017, IARC_VOL_114, US_CFR_UNCURED],
    content: `<p>The easiest way to take part in Nitrate-Free November is to read ingredient lists. Added nitrites and nitrates are not hard to find once you know what to look for. Some marketing claims, though, can make a cured product look like something else.</p>

<h2>The four additives to know</h2>
<p>In the European Union and the UK, the nitrite and nitrate salts permitted as food additives have these E numbers:</p>
<ul>
<li><strong>E249</strong>: potassium nitrite</li>
<li><strong>E250</strong>: sodium nitrite</li>
<li><strong>E251</strong>: sodium nitrate</li>
<li><strong>E252</strong>: potassium nitrate (traditionally called saltpetre)</li>
</ul>
<p>On EU and UK labels, additives are listed by their function followed by either their name or their E number, so you may see "preservative: sodium nitrite" or "preservative: E250". In the United States, E numbers are not used, so look for the chemical names. You may also see <strong>curing salt</strong> or <strong>nitrite curing salt</strong>, which is ordinary salt blended with sodium nitrite.</p>

<h2>Where they show up</h2>
<p>Expect them in bacon, ham, salami, pepperoni, hot dogs, many sausages, corned beef, pâtés and cooked sliced meats. EFSA also notes that nitrates are used in some cheeses to prevent bloating during fermentation, so meat is not the only place to check. IARC's definition of processed meat covers meat that has been salted, cured, fermented or smoked, so a product can be "processed" even without these additives. For this campaign, though, E249–E252 are the markers to watch for.</p>

<h2>"Uncured" does not always mean nitrite-free</h2>
<p>This is the most common source of confusion. Many products, especially in the United States, carry labels such as "uncured" or "no nitrates or nitrites added". Look further down the pack and you will often find a qualifying line such as <em>"except those naturally occurring in celery powder"</em>, with celery powder or celery juice in the ingredient list.</p>
<p>Here is why that matters:</p>
<ol>
<li>Celery is naturally high in nitrate.</li>
<li>Celery powder or juice is added to the meat, often with a bacterial starter culture ("cultured celery powder"), which converts that nitrate into nitrite.</li>
<li>The nitrite then cures the meat in exactly the way added sodium nitrite does: it fixes the pink colour, adds cured flavour and helps control bacteria.</li>
</ol>
<p>Chemically, a nitrite ion from celery is identical to one from a packet of sodium nitrite. Under US federal rules (Title 9 of the Code of Federal Regulations), products made without added nitrate or nitrite can be labelled "Uncured" if they carry certain required statements, and meat cured with celery powder has been sold under that label. The wording describes how the nitrite got there. It does not mean the product contains none.</p>
<p>How much nitrite ends up in these products varies, and you cannot tell from the label. The safest working assumption is simple: <strong>if a meat product contains celery powder, celery juice or a similar vegetable concentrate, and it looks and tastes cured, treat it as cured.</strong></p>

<h2>Other words worth a second look</h2>
<ul>
<li><strong>"Natural" or "no artificial preservatives"</strong> can still sit on a product cured with vegetable-derived nitrite.</li>
<li><strong>"Sea salt" and "cultures"</strong> next to celery powder usually point to a vegetable-based cure.</li>
<li><strong>Ascorbate and erythorbate</strong> (for example E301 or E316) are cure helpers. On their own they are not nitrites, but they usually appear alongside a curing agent.</li>
</ul>

<h2>A quick checklist for the shop</h2>
<ol>
<li>Scan the ingredient list for E249, E250, E251, E252 or their names.</li>
<li>Look for "curing salt", "nitrite curing salt" or "saltpetre".</li>
<li>Check for celery powder, celery juice or "cultured" vegetable extracts on anything labelled "uncured".</li>
<li>If a product is pink, tastes like ham or bacon and keeps for weeks, ask what is curing it.</li>
<li>When in doubt, choose fresh, unprocessed meat, fish, eggs, beans or lentils instead.</li>
</ol>
<p>Reading labels takes a few extra seconds at first. By the end of November, most people find they can spot a cured product at a glance.</p>`,
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'efsa-2017-nitrite-nitrate-reevaluation-explained',
    title: "EFSA's 2017 Re-evaluation of Nitrites and Nitrates, Explained",
    excerpt:
      "Europe's food safety authority re-examined E249–E252 in 2017. We unpack the acceptable daily intakes it set, what it found about exposure, and the questions it left open.",
    author: 'Tom Brennan',
    publishedDate: '2024-03-12T09:00:00.000Z',
    tags: ['EFSA', 'Regulation', 'Food Safety'],
    citations: [EFSA_NITRITE_2017, EFSA_NITRATE_2017, IARC_VOL_114],
    content: `<p>In June 2017 the European Food Safety Authority (EFSA) published two scientific opinions re-evaluating the safety of nitrites and nitrates used as food additives: potassium and sodium nitrite (E249 and E250) and sodium and potassium nitrate (E251 and E252). The opinions, prepared by EFSA's Panel on Food Additives and Nutrient Sources added to Food, are some of the most detailed regulatory reviews of these substances. Both people who defend the additives and people who criticise them quote them, so it is worth knowing what they actually say.</p>

<h2>What an ADI is</h2>
<p>An <strong>acceptable daily intake (ADI)</strong> is an estimate of the amount of a substance that can be eaten every day over a lifetime without an appreciable health risk. It is expressed per kilogram of body weight. An ADI is a ceiling for regulators to plan around. It is not a target, and it is not a recommended intake.</p>

<h2>The numbers EFSA settled on</h2>
<ul>
<li><strong>Nitrite: 0.07 mg of nitrite ion per kg of body weight per day.</strong> EFSA derived this using a benchmark-dose approach, with a rise in blood methaemoglobin (a form of haemoglobin that cannot carry oxygen) as the key effect. It is close to the slightly more conservative ADI of 0.06 mg/kg previously set by the EU's Scientific Committee on Food and matches the 0.07 mg/kg set by the Joint FAO/WHO Expert Committee on Food Additives (JECFA).</li>
<li><strong>Nitrate: 3.7 mg of nitrate ion per kg of body weight per day.</strong> EFSA kept the existing ADI. It noted uncertainty around it but concluded there was insufficient evidence to withdraw it.</li>
</ul>
<p><em>For illustration only:</em> multiplying by body weight, the nitrite ADI for a 70 kg adult works out at 4.9 mg of nitrite ion per day, and the nitrate ADI at 259 mg of nitrate ion per day. A child's allowance is smaller in proportion to their body weight, so the same portion of cured meat takes up a larger share of it.</p>

<h2>What EFSA found about exposure</h2>
<h3>Nitrite</h3>
<ul>
<li>Exposure to nitrite from its use as a food additive was within the ADI for the general population, except for a slight exceedance in children with the highest intakes.</li>
<li>When all dietary sources of nitrite were considered (additives, natural occurrence and contamination), the ADI could be exceeded by infants, toddlers and children with medium exposure, and by highly exposed people of all ages.</li>
</ul>
<h3>Nitrate</h3>
<ul>
<li>Nitrate from food additives made up less than 5% of overall dietary nitrate exposure and did not exceed the ADI.</li>
<li>When all dietary sources were considered, the ADI could be exceeded for people of all age groups with medium to high exposure. Most of that nitrate comes from vegetables, a topic we cover in a separate article.</li>
</ul>

<h2>Nitrosamines and cancer</h2>
<p>The nitrite opinion also addressed N-nitroso compounds. EFSA estimated that nitrosamines formed in the body from nitrite eaten at the ADI gave a margin of exposure above 10,000, generally regarded as low concern. For nitrosamines already present in meat products, however, the margin of exposure was below 10,000 for high consumers in every age group. EFSA could not clearly tell apart nitrosamines produced from nitrite added at authorised levels and those present in the food without added nitrite. Looking at human studies, it found some evidence linking dietary nitrite with gastric cancer, and the combination of nitrite plus nitrate from processed meat with colorectal cancer.</p>

<h2>What the re-evaluation does and does not settle</h2>
<p>EFSA's headline conclusion was that nitrites and nitrates added to food at permitted levels are safe for consumers in Europe. Campaigners should acknowledge that plainly. The same opinions, though, also record:</p>
<ul>
<li>children with high intakes slightly exceeding the nitrite ADI from additives alone;</li>
<li>a margin of exposure below 10,000 for preformed nitrosamines in meat products among high consumers; and</li>
<li>epidemiological signals for gastric and colorectal cancer.</li>
</ul>
<p>Separately, IARC classifies processed meat itself as carcinogenic to humans. An additive can be within its legal limits while the foods it appears in are still worth eating less often. Cutting back on cured meat is one of the simplest ways to keep a household's exposure to added nitrite, and to the nitrosamines that can come with it, comfortably low.</p>`,
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'health-guidelines-processed-meat-how-much',
    title: 'How Much Is Too Much? What Health Bodies Recommend on Processed Meat',
    excerpt:
      'WHO, the World Cancer Research Fund, the NHS and the American Cancer Society all point the same way on processed meat. Here is what each one actually recommends.',
    author: 'Grace Adeyemi',
    publishedDate: '2024-06-18T09:00:00.000Z',
    tags: ['Guidelines', 'Public Health', 'Processed Meat'],
    citations: [
      WHO_QA_2015,
      WCRF_LIMIT_MEAT,
      WCRF_THIRD_EXPERT_REPORT,
      NHS_MEAT,
      ACS_GUIDELINE_2020,
    ],
    content: `<p>Ask how much processed meat is safe to eat and you will find several answers, each from a different organisation with its own purpose and wording. The good news is that they agree on direction. This article sets out what four widely used sources say, in their own terms.</p>

<h2>World Health Organization and IARC</h2>
<p>WHO's questions-and-answers document on IARC's 2015 evaluation does not set a numerical limit. It explains that the risk increases with the amount of meat eaten, and that the evaluation found that each 50 gram portion of processed meat eaten daily increases the risk of colorectal cancer by about 18%. WHO also notes that eating meat has known health benefits and that many national guidelines advise people to limit processed and red meat.</p>

<h2>World Cancer Research Fund and AICR</h2>
<p>The World Cancer Research Fund (WCRF) and the American Institute for Cancer Research (AICR) reviewed the evidence in their Third Expert Report, published in 2018 through the Continuous Update Project. It judged the evidence that processed meat is a cause of colorectal cancer to be <strong>convincing</strong>, and the evidence for red meat to be <strong>probable</strong>. Their Cancer Prevention Recommendation, "Limit consumption of red and processed meat", translates this into a practical goal:</p>
<ul>
<li>If you eat red meat, limit it to no more than about <strong>three portions per week</strong>, equivalent to about <strong>350–500 g cooked weight</strong>.</li>
<li>For processed meat, the goal is simply to <strong>consume very little, if any</strong>.</li>
</ul>
<p>Of all the guidance here, this is the clearest statement that processed meat is best treated as an occasional food, if it is eaten at all.</p>

<h2>NHS (United Kingdom)</h2>
<p>The NHS "Meat in your diet" guidance recognises that meat can be a good source of protein, vitamins and minerals. It also says that eating a lot of red and processed meat is linked to a higher risk of bowel cancer. Its practical advice is that <strong>people who eat more than 90 g (cooked weight) of red or processed meat a day should cut down to 70 g or less</strong>. Note that this figure covers red and processed meat together. The NHS lists sausages, bacon, ham, salami and pâtés among processed meats.</p>

<h2>American Cancer Society</h2>
<p>The American Cancer Society's 2020 guideline on diet and physical activity for cancer prevention recommends a healthy eating pattern that <strong>limits or does not include red and processed meats</strong>, along with sugar-sweetened drinks and highly processed foods, and that is rich in vegetables, fruits, whole grains and legumes.</p>

<h2>Why the numbers differ</h2>
<p>The guidance is not contradictory. The organisations are simply answering slightly different questions:</p>
<ul>
<li><strong>WCRF/AICR</strong> writes cancer-prevention goals and separates red meat, which has nutritional value, from processed meat, where it sees little reason to eat any.</li>
<li><strong>The NHS</strong> gives a practical threshold for people who currently eat a lot of meat, combining red and processed meat into one figure.</li>
<li><strong>WHO</strong> describes the evidence and the dose–response relationship rather than setting a national limit.</li>
<li><strong>The American Cancer Society</strong> frames its advice around an overall eating pattern.</li>
</ul>

<h2>The common thread</h2>
<p>Every one of these sources points towards eating <strong>less processed meat</strong>, and none of them recommends eating more. None suggests that a single portion is cause for alarm either. The emphasis is on habits over time.</p>
<p>That is the reasoning behind Nitrate-Free November. A month without cured, nitrite-preserved products is well within every guideline above. It is also long enough to find breakfasts, lunches and dinners you enjoy that do not rely on them, and those are the habits that count over the long term.</p>`,
  },

  // ---------------------------------------------------------------------------
  {
    slug: 'practical-swaps-and-cooking-tips',
    title: 'Practical Swaps and Smarter Cooking for a Nitrate-Free November',
    excerpt:
      'Simple breakfast, lunch and dinner swaps, plus what the evidence says about high-temperature cooking, to help you cut back on cured meats without missing out.',
    author: 'Sofia Lindqvist',
    publishedDate: '2024-10-22T09:00:00.000Z',
    tags: ['Tips', 'Cooking', 'Swaps'],
    citations: [WHO_QA_2015, IARC_VOL_114, WCRF_LIMIT_MEAT, IARC_VOL_94],
    content: `<p>Knowing why to eat less processed meat is one thing. Working out what to put in tomorrow's sandwich is another. This guide collects practical swaps and cooking habits that make a month without added nitrites easier, and it is careful about what the evidence does and does not show.</p>

<h2>Start with the meals where cured meat hides</h2>
<p>For most households, cured products turn up in a few predictable places: breakfast, packed lunches, pizza and pasta sauces, and snacks. Tackling those few meals covers most of the change.</p>

<h3>Breakfast</h3>
<ul>
<li>Swap bacon for eggs, mushrooms, tomatoes or beans on toast.</li>
<li>Make your own breakfast patties from fresh minced pork, chicken or turkey seasoned with sage, black pepper, fennel seed and a little garlic. Because they are made from fresh meat with no curing salt, they are not cured.</li>
<li>For a smoky note, try smoked paprika on eggs or potatoes.</li>
</ul>

<h3>Lunch</h3>
<ul>
<li>Roast a chicken breast, turkey crown or joint of fresh meat at the weekend, then slice it for sandwiches during the week.</li>
<li>Use hummus, egg, cheese, plain canned fish or falafel as sandwich fillings.</li>
<li>Bean, lentil and grain salads keep well for packed lunches.</li>
</ul>

<h3>Dinner</h3>
<ul>
<li>In pasta sauces, soups and stews, replace pancetta, chorizo or lardons with mushrooms, olives, capers, smoked paprika or a spoonful of miso for savoury depth.</li>
<li>On pizza, swap pepperoni and ham for roasted vegetables, fresh chicken or a spiced bean topping.</li>
<li>Bulk out mince dishes with lentils, beans or mushrooms, which also helps if you are cutting back on red meat.</li>
</ul>

<h3>Snacks</h3>
<ul>
<li>Swap salami sticks and jerky for nuts, fruit, cheese, roasted chickpeas or vegetables with dips.</li>
</ul>

<h2>What about cooking methods?</h2>
<p>WHO's questions-and-answers document notes that cooking at high temperatures, or with food in direct contact with a flame or hot surface (as in barbecuing or pan-frying), produces more of certain carcinogenic chemicals, such as polycyclic aromatic hydrocarbons and heterocyclic aromatic amines. It is equally clear that IARC's Working Group did not have enough data to conclude whether the way meat is cooked affects cancer risk. So cooking advice is a sensible precaution, not a proven fix.</p>
<p>For cured meats there is an extra consideration. Cooking cured products at high temperatures can promote the formation of nitrosamines, a type of N-nitroso compound. If you do eat bacon or other cured meats:</p>
<ul>
<li><strong>Use moderate heat</strong> instead of cooking them very hot and fast.</li>
<li><strong>Avoid charring or burning.</strong> Trim off blackened bits rather than eating them.</li>
<li><strong>Don't put cured meats straight over a flame</strong> on the barbecue. Grill fresh meat, fish or vegetables instead.</li>
</ul>
<p>For fresh meat, the same common-sense habits apply: avoid charring and don't cook over fierce direct flame for long.</p>

<h2>Put vegetables on the plate</h2>
<p>IARC's review of ingested nitrate and nitrite noted that vitamin C and other antioxidants, often found in vegetables, inhibit the formation of N-nitroso compounds. That is not a licence to eat cured meat as long as it comes with a salad. It is one more good reason to build meals around vegetables, fruit, whole grains and beans, which is what cancer-prevention guidance recommends anyway.</p>

<h2>Make it stick</h2>
<ol>
<li><strong>Pick two meals to change first</strong>, usually breakfast and lunch.</li>
<li><strong>Cook once, eat twice.</strong> A weekend roast becomes weekday sandwich filling.</li>
<li><strong>Keep the flavours you love.</strong> Smoke, salt and spice can come from paprika, herbs, cheese, olives and mushrooms instead of curing salts.</li>
<li><strong>Don't aim for perfect.</strong> The World Cancer Research Fund's goal is to eat very little, if any, processed meat. Eating less is progress.</li>
</ol>
<p>By the end of November, many people find they no longer miss the cured products they started with, and some swaps become permanent.</p>`,
  },
];

/** Every seeded article has its own illustration. */
export const seedBlogPosts: SeedBlogPost[] = ARTICLES.map((article) => ({
  ...article,
  imageUrl: seedArticleImage(article.slug),
}));
