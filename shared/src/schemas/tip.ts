import { z } from '../zod';
import { TIP_CATEGORIES } from '../constants';
import { boundedText, recordIdSchema, requiredText, timestampSchema } from './fields';
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

/** Full tip as created by seeds or an admin. */
export const tipInputSchema = z.object({
  // The emptiness check comes first so a blank field reads "Category is required".
  category: requiredText('Category')
    .trim()
    .min(1, 'Category is required')
    .pipe(
      z.enum(TIP_CATEGORIES, { error: `Category must be one of: ${TIP_CATEGORIES.join(', ')}` }),
    ),
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

/** Body of PUT /api/admin/tips/{id}: only the fields the admin editor changes. */
export const tipUpdateInputSchema = z.object({
  title: tipTitleSchema,
  description: tipDescriptionSchema,
});
export type TipUpdateInput = z.infer<typeof tipUpdateInputSchema>;

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
