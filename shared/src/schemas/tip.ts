import { z } from '../zod';
import { TIP_CATEGORIES, TIP_ICONS } from '../constants';
import { boundedText, oneOf, recordIdSchema, requiredText, timestampSchema } from './fields';
import { cleanText } from './text';

export const TIP_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  descriptionMin: 10,
  descriptionMax: 2000,
  iconMax: 50,
} as const;

const L = TIP_LIMITS;

export const tipCategorySchema = z.enum(TIP_CATEGORIES);

const tipTitleSchema = boundedText('Title', L.titleMin, L.titleMax);
const tipDescriptionSchema = boundedText(
  'Description',
  L.descriptionMin,
  L.descriptionMax,
  'multi-line',
);

// The emptiness check comes first so a blank field reads "Category is required".
const tipCategoryInputSchema = requiredText('Category')
  .trim()
  .min(1, 'Category is required')
  .pipe(oneOf('Category', TIP_CATEGORIES));

/** An icon chosen in the console: one the tips page draws (TIP_ICONS). */
const tipIconChoiceSchema = requiredText('Icon name')
  .trim()
  .min(1, 'Icon name is required')
  .pipe(oneOf('Icon', TIP_ICONS));

/** Full tip as created by seeds or an admin. */
export const tipInputSchema = z.object({
  category: tipCategoryInputSchema,
  title: tipTitleSchema,
  description: tipDescriptionSchema,
  // Any name is accepted: the UI falls back to a default icon for names it does not know.
  icon: cleanText(requiredText('Icon name').trim(), 'Icon name', 'single-line')
    .min(1, 'Icon name is required')
    .max(L.iconMax, `Icon name must be at most ${L.iconMax} characters`),
  order: z
    .number({ error: 'Order must be a whole number' })
    .int('Order must be a whole number')
    .default(0),
});
export type TipInput = z.infer<typeof tipInputSchema>;

/**
 * Body of PUT /api/admin/tips/{id}: the title and description, and optionally a new category
 * (the tip moves to the end of it) or icon.
 */
export const tipUpdateInputSchema = z.object({
  title: tipTitleSchema,
  description: tipDescriptionSchema,
  category: tipCategoryInputSchema.optional(),
  icon: tipIconChoiceSchema.optional(),
});
export type TipUpdateInput = z.infer<typeof tipUpdateInputSchema>;

/** Body of POST /api/admin/tips: a new tip, placed at the end of its category. */
export const tipCreateInputSchema = z.object({
  category: tipCategoryInputSchema,
  title: tipTitleSchema,
  description: tipDescriptionSchema,
  icon: tipIconChoiceSchema,
});
export type TipCreateInput = z.infer<typeof tipCreateInputSchema>;

/** The most tips one reorder names (far above a campaign's few dozen). */
export const TIP_REORDER_MAX = 500;

/**
 * Body of POST /api/admin/tips/reorder: every tip of one category, in the order the tips page
 * shows them. Naming them all (not moving one) means two organisers reordering at once cannot
 * leave two tips on the same place: the server refuses a list that is not the category's tips.
 */
export const tipReorderInputSchema = z.object({
  category: tipCategoryInputSchema,
  ids: z
    .array(recordIdSchema, { error: 'Tips must be a list of tip ids' })
    .min(1, 'Name at least one tip')
    .max(TIP_REORDER_MAX, `At most ${TIP_REORDER_MAX} tips`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each tip may be named only once'),
});
export type TipReorderInput = z.infer<typeof tipReorderInputSchema>;

/** One entry of GET /api/tips and the admin list. */
export const tipSchema = z.object({
  id: recordIdSchema,
  category: tipCategorySchema,
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  order: z.number().int(),
  createdAt: timestampSchema,
});
export type Tip = z.infer<typeof tipSchema>;
