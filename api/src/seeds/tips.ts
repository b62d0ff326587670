/**
 * Default (seed) tips for the /tips page, grouped by the four fixed categories.
 * `icon` must be one of the names the page knows how to render; anything else
 * falls back to Package. `order` starts at 1 within each category.
 */

export interface SeedTip {
  category: 'Shopping' | 'Labels' | 'Cooking' | 'Dining Out';
  title: string;
  description: string;
  icon: string;
  order: number;
}

export const seedTips: SeedTip[] = [
  // Shopping -------------------------------------------------------------------
  {
    category: 'Shopping',
    title: 'Start at the fresh counters',
    description:
      'Build your list around fresh meat, fish, eggs, beans and vegetables rather than pre-packed cured meats. Fresh, unprocessed foods do not contain curing salts.',
    icon: 'ShoppingCart',
    order: 1,
  },
  {
    category: 'Shopping',
    title: 'Stock nitrite-free staples',
    description:
      'Keep canned beans, lentils, chickpeas and plain canned fish in the cupboard. They make quick sandwich fillings and dinners without reaching for ham or salami.',
    icon: 'Package',
    order: 2,
  },
  {
    category: 'Shopping',
    title: 'Buy cured meats in smaller amounts',
    description:
      'If you still want bacon or salami for a special meal, buy a small pack for that occasion instead of a large one that ends up in every meal of the week.',
    icon: 'Scale',
    order: 3,
  },
  {
    category: 'Shopping',
    title: 'Ask at the butcher or deli',
    description:
      'Counter staff can tell you which sausages and burgers are made from fresh meat without curing salt, and some will make them to order.',
    icon: 'ShoppingCart',
    order: 4,
  },

  // Labels ---------------------------------------------------------------------
  {
    category: 'Labels',
    title: 'Learn the four E numbers',
    description:
      'E249 (potassium nitrite), E250 (sodium nitrite), E251 (sodium nitrate) and E252 (potassium nitrate) are the added curing agents. In the US, look for the names instead of the numbers.',
    icon: 'FileText',
    order: 1,
  },
  {
    category: 'Labels',
    title: "Don't take 'uncured' at face value",
    description:
      "Products labelled 'uncured' or 'no added nitrites' are often cured with celery powder or celery juice, which supplies nitrite. Treat them as cured meat.",
    icon: 'AlertCircle',
    order: 2,
  },
  {
    category: 'Labels',
    title: 'Read the small print under the claim',
    description:
      "Look for lines such as 'except those naturally occurring in celery powder'. They tell you the nitrite came from a vegetable source, not that there is none.",
    icon: 'Eye',
    order: 3,
  },
  {
    category: 'Labels',
    title: 'Spot curing salt by name',
    description:
      "'Curing salt', 'nitrite curing salt' and 'saltpetre' in an ingredient list all mean a nitrite or nitrate has been added.",
    icon: 'FileText',
    order: 4,
  },
  {
    category: 'Labels',
    title: 'Check beyond the meat aisle',
    description:
      'Nitrates are also used in some cheeses, so scan the ingredient lists of hard and semi-hard cheeses too.',
    icon: 'Eye',
    order: 5,
  },

  // Cooking --------------------------------------------------------------------
  {
    category: 'Cooking',
    title: 'Go gentle on cured meats',
    description:
      'If you do cook bacon or other cured meats, use moderate heat and avoid charring or burning, since high-temperature cooking of cured meat can promote nitrosamine formation.',
    icon: 'Flame',
    order: 1,
  },
  {
    category: 'Cooking',
    title: 'Make your own breakfast patties',
    description:
      'Season fresh minced pork, chicken or turkey with sage, pepper, fennel seed and garlic for sausage flavour without any curing salt.',
    icon: 'ChefHat',
    order: 2,
  },
  {
    category: 'Cooking',
    title: 'Roast once, slice all week',
    description:
      'Roast a chicken breast, turkey crown or joint of fresh meat at the weekend and slice it for sandwiches instead of buying cured cooked meats.',
    icon: 'ChefHat',
    order: 3,
  },
  {
    category: 'Cooking',
    title: 'Fill half the plate with vegetables',
    description:
      'Vegetables and fruit bring vitamin C and other antioxidants, which research shows can inhibit the formation of N-nitroso compounds, along with plenty of fibre.',
    icon: 'Leaf',
    order: 4,
  },
  {
    category: 'Cooking',
    title: 'Get smoky flavour without curing',
    description:
      'Smoked paprika, chipotle, mushrooms, olives and a little miso add the savoury depth that pancetta or chorizo usually bring to sauces and stews.',
    icon: 'Flame',
    order: 5,
  },

  // Dining Out -----------------------------------------------------------------
  {
    category: 'Dining Out',
    title: 'Ask how a dish is made',
    description:
      'Staff can usually tell you whether a sauce, soup or salad contains bacon, ham or chorizo. Asking is normal, and most kitchens are happy to help.',
    icon: 'MessageCircle',
    order: 1,
  },
  {
    category: 'Dining Out',
    title: 'Watch for hidden cured meats',
    description:
      'Lardons in salads, pancetta in pasta sauces, chorizo in rice dishes and ham in quiches are easy to miss. Check the full menu description before ordering.',
    icon: 'Layers',
    order: 2,
  },
  {
    category: 'Dining Out',
    title: 'Customise your order',
    description:
      'Ask for the bacon to be left off a burger or the ham swapped for egg, cheese or extra vegetables. Small changes add up over a month.',
    icon: 'Sparkles',
    order: 3,
  },
  {
    category: 'Dining Out',
    title: 'Choose fresh-protein dishes',
    description:
      'Grilled fish, roast chicken, bean dishes and vegetable curries are easy nitrite-free choices on most menus compared with charcuterie boards or pepperoni pizza.',
    icon: 'Sparkles',
    order: 4,
  },
];
