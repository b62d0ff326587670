import {
  TIP_CATEGORIES,
  type Tip,
  type TipCategory,
  type TipCreateInput,
  type TipIcon,
  type TipUpdateInput,
} from '@campaign/shared';

/** The editor's values, as text: the server checks the category and icon names. */
export type TipDraft = {
  category: string;
  icon: string;
  title: string;
  description: string;
};

/** The editor key of a tip not yet created (tip keys are numeric ids). */
export const NEW_TIP = 'new';

export const draftOf = (tip: Tip): TipDraft => ({
  category: tip.category,
  icon: tip.icon,
  title: tip.title,
  description: tip.description,
});

// No category or icon is chosen for the organiser: an empty one is refused by name.
export const emptyDraft = (): TipDraft => ({ category: '', icon: '', title: '', description: '' });

export const createInputOf = (draft: TipDraft): TipCreateInput => ({
  category: draft.category as TipCategory,
  title: draft.title,
  description: draft.description,
  icon: draft.icon as TipIcon,
});

/**
 * The title and description always; the category and icon only when they differ from the stored
 * tip, since a category sent moves the tip to the end of it and an icon sent must be one the
 * tips page draws (a stored tip may have another).
 */
export function updateInputOf(draft: TipDraft, stored: Tip): TipUpdateInput {
  const input: TipUpdateInput = { title: draft.title, description: draft.description };
  if (draft.category !== stored.category) input.category = draft.category as TipCategory;
  if (draft.icon !== stored.icon) input.icon = draft.icon as TipIcon;
  return input;
}

export interface TipGroup {
  category: TipCategory;
  tips: Tip[];
}

/** The tips by category, in the site's category order, each sorted by `order` then id. */
export function groupByCategory(tips: readonly Tip[]): TipGroup[] {
  return TIP_CATEGORIES.map((category) => ({
    category,
    tips: tips
      .filter((tip) => tip.category === category)
      .sort((a, b) => a.order - b.order || a.id - b.id),
  })).filter((group) => group.tips.length > 0);
}

export type MoveDirection = 'up' | 'down';

/** The group's ids with the tip at `index` swapped with its neighbour, or null at an edge. */
export function movedIds(group: TipGroup, index: number, direction: MoveDirection) {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= group.tips.length) return null;
  const ids = group.tips.map((tip) => tip.id);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return ids;
}
