// Which illustration a menu product shows. Products of a kind share one picture (public/images/menu/<kind>.webp,
// rendered by scripts/brand/render-images.mjs); the first rule that matches the product's name wins. A picture must
// show that dish or its kind, never another food: a dish with no fitting picture gets none (a rule naming no kind,
// or no rule at all), and the menu shows a plain tile with its initial instead.

/** kind → [main Fluent Emoji code, optional side]. */
export const PRODUCT_IMAGE_KINDS = {
  pancakes: ['1f95e', '1fad0'],
  waffle: ['1f9c7', '1f353'],
  omelette: ['1f373'],
  skillet: ['1f958'],
  eggs: ['1f373', '1f953'],
  oatmeal: ['1f963', '1fad0'],
  burrito: ['1f32f'],
  burger: ['1f354', '1f35f'],
  sandwich: ['1f96a'],
  soup: ['1f372'],
  salad: ['1f957'],
  chicken: ['1f357', '1f35f'],
  pie: ['1f967', '1f352'],
  coffee: ['2615'],
  tea: ['1f375'],
  juice: ['1f9c3', '1f34a'],
  soda: ['1f964'],
  milk: ['1f95b'],
  'hot-chocolate': ['2615', '1f36b'],
  lemonade: ['1f964', '1f34b'],
  fries: ['1f35f'],
  bacon: ['1f953'],
  fruit: ['1f353', '1f347'],
} as const satisfies Record<string, readonly [string, string?]>

type ProductImageKind = keyof typeof PRODUCT_IMAGE_KINDS

/** What each picture shows, for its alt text: the picture, not the dish it stands for. */
export const PRODUCT_IMAGE_ALT: Readonly<Record<ProductImageKind, string>> = {
  pancakes: 'A stack of pancakes with butter and syrup, and blueberries',
  waffle: 'A waffle with butter, and a strawberry',
  omelette: 'An egg cooking in a pan',
  skillet: 'A skillet of potatoes and vegetables',
  eggs: 'An egg cooking in a pan, with bacon',
  oatmeal: 'A bowl with a spoon, and blueberries',
  burrito: 'A burrito',
  burger: 'A cheeseburger with fries',
  sandwich: 'A sandwich with lettuce, tomato and cheese',
  soup: 'A pot of soup',
  salad: 'A bowl of green salad',
  chicken: 'A chicken drumstick with fries',
  pie: 'A golden-crust pie, and cherries',
  coffee: 'A cup of coffee',
  tea: 'A cup of hot tea',
  juice: 'A carton of juice and an orange',
  soda: 'A cup with a straw',
  milk: 'A glass of milk',
  'hot-chocolate': 'A cup of hot chocolate and a chocolate bar',
  lemonade: 'A cup with a straw, and a lemon',
  fries: 'French fries',
  bacon: 'Strips of bacon',
  fruit: 'A strawberry and grapes',
}

// null: no picture fits, and a later, looser rule must not give one (biscuits and gravy is not sausage in a bun).
const RULES: readonly (readonly [RegExp, ProductImageKind | null])[] = [
  [/pancake/, 'pancakes'],
  [/waffle/, 'waffle'],
  [/french toast/, null],
  [/omelette/, 'omelette'],
  [/skillet|scramble/, 'skillet'],
  [/biscuit/, null],
  [/benedict|two-egg|steak & eggs|big country/, 'eggs'],
  [/oatmeal/, 'oatmeal'],
  [/burrito/, 'burrito'],
  [/burger|slider/, 'burger'],
  [/mac & cheese/, null],
  [/soup/, 'soup'],
  [/salad/, 'salad'],
  [/melt|sandwich|club|blt|reuben|dip|grilled cheese/, 'sandwich'],
  [/tender/, 'chicken'],
  [/fish|meatloaf|steak|roast/, null],
  [/(apple|cherry) pie/, 'pie'],
  [/pie|muffin|cinnamon|croissant/, null],
  [/coffee/, 'coffee'],
  [/hot tea/, 'tea'],
  [/iced tea|soda/, 'soda'],
  [/juice/, 'juice'],
  [/hot chocolate/, 'hot-chocolate'],
  [/milk/, 'milk'],
  [/lemonade/, 'lemonade'],
  [/fries/, 'fries'],
  [/bacon/, 'bacon'],
  [/fruit/, 'fruit'],
]

const kindOf = (name: string): ProductImageKind | null => {
  const lower = name.toLowerCase()
  return RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? null
}

/** The image file name (under the menu's imagepath) for a product name, or null when no picture fits it. */
export function productImageFile(name: string): string | null {
  const kind = kindOf(name)
  return kind === null ? null : `${kind}.webp`
}

const isKind = (value: string): value is ProductImageKind => Object.hasOwn(PRODUCT_IMAGE_KINDS, value)

/** What a menu picture shows (its alt text), from its file name; '' for a file this table does not know. */
export function productImageAlt(filename: string | undefined): string {
  const kind = filename?.replace(/\.webp$/, '') ?? ''
  return isKind(kind) ? PRODUCT_IMAGE_ALT[kind] : ''
}
