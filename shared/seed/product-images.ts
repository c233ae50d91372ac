// Which illustration a menu product shows. Products of a kind share one picture (public/images/menu/<kind>.webp,
// rendered by scripts/brand/render-images.mjs); the first pattern that matches the product's name wins, and a
// product no pattern knows gets the plain place setting, so every product's image file exists.

/** kind → [main Fluent Emoji code, optional side]. */
export const PRODUCT_IMAGE_KINDS = {
  pancakes: ['1f95e', '1fad0'],
  waffle: ['1f9c7', '1f353'],
  'french-toast': ['1f35e', '1f9c8'],
  omelette: ['1f373'],
  skillet: ['1f958'],
  eggs: ['1f373', '1f953'],
  biscuits: ['1f96f'],
  oatmeal: ['1f963', '1fad0'],
  burrito: ['1f32f'],
  burger: ['1f354', '1f35f'],
  'grilled-cheese': ['1f9c0', '1f35e'],
  'mac-cheese': ['1f35d', '1f9c0'],
  sandwich: ['1f96a'],
  soup: ['1f372'],
  salad: ['1f957'],
  chicken: ['1f357', '1f35f'],
  fish: ['1f364', '1f35f'],
  dinner: ['1f969', '1f954'],
  'chocolate-pie': ['1f967', '1f36b'],
  pie: ['1f967', '1f352'],
  muffin: ['1f9c1', '1fad0'],
  pastry: ['1f950'],
  coffee: ['2615'],
  tea: ['1f375'],
  juice: ['1f9c3', '1f34a'],
  soda: ['1f964'],
  milk: ['1f95b'],
  'hot-chocolate': ['2615', '1f36b'],
  lemonade: ['1f964', '1f34b'],
  potatoes: ['1f954'],
  fries: ['1f35f'],
  bacon: ['1f953'],
  sausage: ['1f32d'],
  fruit: ['1f353', '1f347'],
  plate: ['1f37d-fe0f'],
} as const satisfies Record<string, readonly [string, string?]>

type ProductImageKind = keyof typeof PRODUCT_IMAGE_KINDS

const RULES: readonly (readonly [RegExp, ProductImageKind])[] = [
  [/pancake/, 'pancakes'],
  [/waffle/, 'waffle'],
  [/french toast/, 'french-toast'],
  [/omelette/, 'omelette'],
  [/skillet|scramble/, 'skillet'],
  [/biscuit/, 'biscuits'],
  [/benedict|two-egg|steak & eggs|big country/, 'eggs'],
  [/oatmeal/, 'oatmeal'],
  [/burrito/, 'burrito'],
  [/burger|slider/, 'burger'],
  [/grilled cheese/, 'grilled-cheese'],
  [/mac & cheese/, 'mac-cheese'],
  [/soup/, 'soup'],
  [/salad/, 'salad'],
  [/melt|sandwich|club|blt|reuben|dip/, 'sandwich'],
  [/tender|turkey/, 'chicken'],
  [/fish/, 'fish'],
  [/meatloaf|steak|roast/, 'dinner'],
  [/chocolate silk/, 'chocolate-pie'],
  [/pie/, 'pie'],
  [/muffin/, 'muffin'],
  [/cinnamon|croissant/, 'pastry'],
  [/coffee/, 'coffee'],
  [/hot tea/, 'tea'],
  [/iced tea|soda/, 'soda'],
  [/juice/, 'juice'],
  [/hot chocolate/, 'hot-chocolate'],
  [/milk/, 'milk'],
  [/lemonade/, 'lemonade'],
  [/hash brown/, 'potatoes'],
  [/fries/, 'fries'],
  [/bacon/, 'bacon'],
  [/sausage/, 'sausage'],
  [/fruit/, 'fruit'],
]

/** The image file name (under the menu's imagepath) for a product name. */
export function productImageFile(name: string): string {
  const lower = name.toLowerCase()
  const kind = RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? 'plate'
  return `${kind}.webp`
}
