import { DEFAULT_MENU_ID } from '../constants.ts'
import { productImageFile } from './product-images.ts'

import type {
  Category,
  Coupon,
  DefaultMenus,
  Menu,
  NestedOption,
  NestedOptionGroup,
  Option,
  OptionGroup,
  Product,
  StateTaxRate,
  Supercategory,
  UpsellItem,
} from '../schemas/menu.ts'
import { BAKERY_MENU_ID, EXPRESS_MENU_ID, seedLocations } from './locations.ts'

const imagesOf = (name: string): { filename: string }[] => {
  const filename = productImageFile(name)
  return filename === null ? [] : [{ filename }]
}

// Id scheme, chosen so ids are unique across every menu and stable when dishes are added or reordered:
//   category      menu 70405: 1001-1099, 70406: 2001-2099, 70407: 3001-3099
//   product       6 digits; first digit is the menu (1, 2, 3), e.g. 100101
//   option group  product * 10 + n            (7 digits)
//   option        group * 100 + n             (9 digits)
//   nested group  option * 10 + n             (10 digits)
//   nested option nested group * 100 + n      (12 digits)
//   upsell        900001-900099
// Each level has its own digit count, so no two kinds of id can collide.

type Choice = readonly [name: string, cost: number, calories: number]
type ChoiceWithModifiers = readonly [name: string, cost: number, calories: number, modifiers: readonly NestedGroupSpec[]]

type NestedGroupSpec = {
  readonly description: string
  readonly min: number
  readonly max: number
  readonly options: readonly Choice[]
}

type GroupSpec = {
  readonly description: string
  readonly min: number
  readonly max: number
  readonly options: readonly (Choice | ChoiceWithModifiers)[]
}

type Dish = {
  readonly sku: string
  readonly name: string
  readonly description: string
  readonly cost: number
  readonly calories: number
  readonly groups?: readonly GroupSpec[]
  readonly maxQuantity?: number
}

const buildNestedGroup = (id: number, spec: NestedGroupSpec): NestedOptionGroup => ({
  id,
  description: spec.description,
  mandatory: spec.min >= 1,
  min_selects: spec.min,
  max_selects: spec.max,
  options: spec.options.map(([name, cost, calories], i): NestedOption => ({ id: id * 100 + i + 1, name, cost, calories, modifiers: [] })),
})

const buildOption = (id: number, choice: Choice | ChoiceWithModifiers): Option => {
  const modifiers = choice.length === 4 ? choice[3] : []
  return {
    id,
    name: choice[0],
    cost: choice[1],
    calories: choice[2],
    modifiers: modifiers.map((g, n) => buildNestedGroup(id * 10 + n + 1, g)),
  }
}

const buildGroup = (id: number, spec: GroupSpec): OptionGroup => ({
  id,
  description: spec.description,
  mandatory: spec.min >= 1,
  min_selects: spec.min,
  max_selects: spec.max,
  options: spec.options.map((choice, i) => buildOption(id * 100 + i + 1, choice)),
})

// The most a guest can add: in each group, the max_selects richest choices (counting what nests under them).
const topCalories = (values: number[], take: number): number =>
  values
    .sort((a, b) => b - a)
    .slice(0, take)
    .reduce((sum, v) => sum + v, 0)

const nestedGroupMaxCalories = (g: NestedOptionGroup): number =>
  topCalories(
    g.options.map((o) => o.calories),
    g.max_selects,
  )

const groupMaxCalories = (g: OptionGroup): number =>
  topCalories(
    g.options.map((o) => o.calories + o.modifiers.reduce((sum, m) => sum + nestedGroupMaxCalories(m), 0)),
    g.max_selects,
  )

const product = (id: number, category: number | null, dish: Dish, cost: number = dish.cost): Product => {
  const option_groups = (dish.groups ?? []).map((g, n) => buildGroup(id * 10 + n + 1, g))
  return {
    id,
    sku: dish.sku,
    name: dish.name,
    description: dish.description,
    // No picture rather than a wrong one (product-images.ts).
    images: imagesOf(dish.name),
    calories: { base: dish.calories, max: dish.calories + option_groups.reduce((sum, g) => sum + groupMaxCalories(g), 0) },
    cost,
    category,
    min_quantity: 1,
    max_quantity: dish.maxQuantity ?? 99,
    option_groups,
  }
}

// One entry per product: its id, the dish, and a price when this menu charges differently from the dish's list price.
type Entry = readonly [id: number, dish: Dish, cost?: number]

const category = (id: number, name: string, description: string, entries: readonly Entry[]): Category => ({
  id,
  name,
  description,
  products: entries.map(([pid, dish, cost]) => product(pid, id, dish, cost)),
})

const singles = (entries: readonly Entry[]): Product[] => entries.map(([pid, dish, cost]) => product(pid, null, dish, cost))

const superOf = (name: string, categories: readonly Category[]): Supercategory => ({
  name,
  subcategories: categories.map((c) => c.id),
})

// ---- Option groups shared by several dishes. Each product still gets its own group and option ids. ----

const PANCAKE_FLAVOR: NestedGroupSpec = {
  description: 'Pancake flavor',
  min: 1,
  max: 1,
  options: [['Buttermilk', 0, 0], ['Blueberry', 1.0, 60], ['Chocolate Chip', 1.0, 150], ['Multigrain Walnut', 0.5, 90]],
}

const DRESSING: NestedGroupSpec = {
  description: 'Choose a dressing',
  min: 1,
  max: 1,
  options: [['Ranch', 0, 140], ['Blue Cheese', 0, 150], ['French', 0, 130], ['Honey Mustard', 0, 130], ['Balsamic Vinaigrette', 0, 90], ['Light Italian', 0, 30]],
}

const EGGS: GroupSpec = {
  description: 'Choose your eggs',
  min: 1,
  max: 1,
  options: [['Scrambled', 0, 0], ['Over Easy', 0, 0], ['Over Medium', 0, 0], ['Over Hard', 0, 0], ['Sunny Side Up', 0, 0], ['Poached', 0, 0], ['Egg Whites, Scrambled', 1.49, 0]],
}

const BREAKFAST_MEAT: GroupSpec = {
  description: 'Choose your meat',
  min: 1,
  max: 1,
  options: [['Hickory-Smoked Bacon (3 strips)', 0, 210], ['Pork Sausage Links (3)', 0, 270], ['Turkey Sausage Links (3)', 0, 150], ['Grilled Ham Slice', 1.0, 140]],
}

const BREAKFAST_SIDE: GroupSpec = {
  description: 'Choose your side',
  min: 1,
  max: 1,
  options: [['Hash Browns', 0, 230], ['Seasoned Breakfast Potatoes', 0, 210], ['Fresh Fruit Cup', 0, 70], ['Three Pancakes', 0, 470, [PANCAKE_FLAVOR]]],
}

const BREAD: GroupSpec = {
  description: 'Choose your bread',
  min: 1,
  max: 1,
  options: [['White Toast', 0, 180], ['Wheat Toast', 0, 170], ['Sourdough Toast', 0, 190], ['Rye Toast', 0, 170], ['English Muffin', 0, 140], ['Buttermilk Biscuit', 0, 250], ['Blueberry Muffin', 1.29, 440]],
}

const PANCAKES_OR_BREAD: GroupSpec = {
  description: 'Pancakes or bread',
  min: 1,
  max: 1,
  options: [['Two Pancakes', 0, 320, [PANCAKE_FLAVOR]], ['White Toast', 0, 180], ['Wheat Toast', 0, 170], ['Sourdough Toast', 0, 190], ['English Muffin', 0, 140], ['Buttermilk Biscuit', 0, 250]],
}

const stackSize = (extraCost: number, extraCalories: number): GroupSpec => ({
  description: 'Choose your stack',
  min: 1,
  max: 1,
  options: [['Short Stack (3)', 0, 0], ['Full Stack (5)', extraCost, extraCalories]],
})

const SWEET_TOPPINGS: GroupSpec = {
  description: 'Add toppings',
  min: 0,
  max: 3,
  options: [['Whipped Cream', 0, 50], ['Powdered Sugar', 0, 30], ['Strawberry Topping', 1.29, 80], ['Blueberry Compote', 1.29, 90], ['Chopped Pecans', 0.99, 190], ['Sugar-Free Syrup', 0, 15]],
}

const FRENCH_TOAST_COMBO: GroupSpec = {
  description: 'Make it a combo',
  min: 0,
  max: 1,
  options: [['Add Two Eggs & Two Strips of Bacon', 3.99, 320]],
}

const OMELETTE_ADDONS: GroupSpec = {
  description: 'Add to your omelette',
  min: 0,
  max: 3,
  options: [['Extra Cheese', 0.99, 110], ['Avocado Slices', 1.79, 80], ['Salsa', 0, 10], ['Sour Cream', 0.49, 60], ['Hollandaise', 0.99, 90], ['Make It Egg Whites', 1.49, 0]],
}

const PANCAKE_FLAVOR_TOP: GroupSpec = { ...PANCAKE_FLAVOR, description: 'Choose your pancakes' }

const OATMEAL_TOPPINGS: GroupSpec = {
  description: 'Oatmeal toppings',
  min: 0,
  max: 3,
  options: [['Brown Sugar', 0, 50], ['Raisins', 0, 90], ['Fresh Berries', 1.29, 40], ['Chopped Walnuts', 0.99, 190]],
}

const BISCUIT_ADDONS: GroupSpec = {
  description: 'Make it a breakfast',
  min: 0,
  max: 1,
  options: [['Add Two Eggs', 2.49, 180]],
}

const BENEDICT_STYLE: GroupSpec = {
  description: 'Choose your Benedict',
  min: 1,
  max: 1,
  options: [['Classic with Canadian Bacon', 0, 0], ['Florentine with Spinach & Tomato', 0, 0]],
}

const BURGER_TEMP: GroupSpec = {
  description: 'Burger temperature',
  min: 1,
  max: 1,
  options: [['Medium', 0, 0], ['Medium Well', 0, 0], ['Well Done', 0, 0]],
}

const CHEESE: GroupSpec = {
  description: 'Choose your cheese',
  min: 1,
  max: 1,
  options: [['American', 0, 100], ['Cheddar', 0, 110], ['Swiss', 0, 100], ['Pepper Jack', 0, 100], ['No Cheese', -0.5, 0]],
}

const BURGER_ADDONS: GroupSpec = {
  description: 'Add toppings',
  min: 0,
  max: 4,
  options: [['Bacon (2 strips)', 1.99, 140], ['Fried Egg', 1.49, 90], ['Avocado Slices', 1.79, 80], ['Sautéed Mushrooms', 0.99, 25], ['Grilled Onions', 0, 30], ['Sliced Jalapeños', 0, 5]],
}

const LUNCH_SIDE: GroupSpec = {
  description: 'Choose your side',
  min: 1,
  max: 1,
  options: [['French Fries', 0, 380], ['Seasoned Onion Rings', 1.99, 470], ['Side Garden Salad', 0, 150, [DRESSING]], ['Cup of Soup', 1.49, 190], ['Fresh Fruit Cup', 0, 70], ['Coleslaw', 0, 190]],
}

const SANDWICH_BREAD: GroupSpec = {
  description: 'Choose your bread',
  min: 1,
  max: 1,
  options: [['Toasted White', 0, 0], ['Toasted Wheat', 0, 0], ['Grilled Sourdough', 0, 20], ['Marbled Rye', 0, 0]],
}

const CHICKEN_STYLE: GroupSpec = {
  description: 'Crispy or grilled',
  min: 1,
  max: 1,
  options: [['Crispy', 0, 0], ['Grilled', 0, 0], ['Buffalo-Tossed', 0.5, 60]],
}

const SALAD_ADDONS: GroupSpec = {
  description: 'Add to your salad',
  min: 0,
  max: 2,
  options: [['Grilled Chicken Breast', 3.49, 150], ['Crispy Chicken', 3.49, 290], ['Bacon Crumbles', 1.99, 120], ['Avocado Slices', 1.79, 80]],
}

const cupOrBowl = (bowlCalories: number): GroupSpec => ({
  description: 'Cup or bowl',
  min: 1,
  max: 1,
  options: [['Cup', 0, 0], ['Bowl', 2.0, bowlCalories]],
})

const CRACKERS: GroupSpec = { description: 'Add crackers', min: 0, max: 1, options: [['Saltine Crackers', 0, 60]] }

const SOUP_CHOICE: GroupSpec = {
  description: 'Choose your soup',
  min: 1,
  max: 1,
  options: [['Chicken Noodle', 0, 260], ['Broccoli Cheddar', 0, 460], ['Soup of the Day', 0, 300]],
}

const DINNER_SIDES: GroupSpec = {
  description: 'Choose two sides',
  min: 2,
  max: 2,
  options: [['Mashed Potatoes & Gravy', 0, 220], ['Green Beans', 0, 50], ['Buttered Corn', 0, 110], ['French Fries', 0, 380], ['Side Garden Salad', 0, 150, [DRESSING]], ['Cup of Soup', 1.49, 190], ['Fresh Fruit Cup', 0, 70], ['Coleslaw', 0, 190], ['Steamed Broccoli', 0, 40]],
}

const DIPPING_SAUCES: GroupSpec = {
  description: 'Dipping sauces',
  min: 1,
  max: 2,
  options: [['Ranch', 0, 140], ['Honey Mustard', 0, 130], ['Barbecue', 0, 70], ['Buffalo', 0, 25]],
}

const STEAK_GRAVY: GroupSpec = {
  description: 'Choose your gravy',
  min: 1,
  max: 1,
  options: [['Country Sausage Gravy', 0, 0], ['Brown Gravy', 0, 0]],
}

const FISH_SAUCES: GroupSpec = {
  description: 'Sauces',
  min: 0,
  max: 2,
  options: [['Tartar Sauce', 0, 140], ['Cocktail Sauce', 0, 45], ['Malt Vinegar', 0, 0]],
}

const PIE_SLICE_ADDONS: GroupSpec = {
  description: 'Make it special',
  min: 0,
  max: 2,
  options: [['À la Mode', 1.49, 140], ['Whipped Cream', 0, 50], ['Warmed', 0, 0]],
}

const MUFFIN_SERVE: GroupSpec = { description: 'How would you like it?', min: 0, max: 1, options: [['Grilled with Butter', 0, 100]] }

const MUFFIN_FLAVORS: GroupSpec = {
  description: 'Mix up to three flavors',
  min: 1,
  max: 3,
  options: [['Blueberry', 0, 0], ['Banana Nut', 0, 0], ['Chocolate Chocolate Chip', 0, 0], ['Lemon Poppy Seed', 0, 0], ['Cranberry Orange', 0, 0]],
}

const KIDS_DRINK: GroupSpec = {
  description: 'Choose a drink',
  min: 1,
  max: 1,
  options: [['1% Milk', 0, 100], ['Chocolate Milk', 0, 190], ['Apple Juice', 0, 100], ['Orange Juice', 0.5, 110], ['Fountain Soda', 0, 110]],
}

const KIDS_SIDE: GroupSpec = {
  description: 'Choose a side',
  min: 1,
  max: 1,
  options: [['French Fries', 0, 250], ['Applesauce', 0, 50], ['Fresh Fruit Cup', 0, 50]],
}

const KIDS_BREAKFAST_MEAT: GroupSpec = { description: 'Add a meat', min: 0, max: 1, options: [['Bacon (1 strip)', 0, 70], ['Sausage Link (1)', 0, 90]] }

const COFFEE_STYLE: GroupSpec = { description: 'Regular or decaf', min: 1, max: 1, options: [['Regular', 0, 0], ['Decaf', 0, 0]] }

const COFFEE_ADDONS: GroupSpec = {
  description: 'Cream & sugar',
  min: 0,
  max: 3,
  options: [['Half & Half', 0, 20], ['French Vanilla Creamer', 0, 35], ['Sugar', 0, 15], ['Sugar Substitute', 0, 0]],
}

const TEA_CHOICE: GroupSpec = {
  description: 'Choose your tea',
  min: 1,
  max: 1,
  options: [['English Breakfast', 0, 0], ['Green', 0, 0], ['Chamomile', 0, 0], ['Peppermint', 0, 0]],
}

const drinkSize = (extraCost: number, extraCalories: number): GroupSpec => ({
  description: 'Choose a size',
  min: 1,
  max: 1,
  options: [['Small', 0, 0], ['Large', extraCost, extraCalories]],
})

const SODA_CHOICE: GroupSpec = {
  description: 'Choose your soda',
  min: 1,
  max: 1,
  options: [['Cola', 0, 200], ['Diet Cola', 0, 0], ['Lemon-Lime', 0, 190], ['Root Beer', 0, 220], ['Orange', 0, 230]],
}

const ICED_TEA_CHOICE: GroupSpec = {
  description: 'Choose your iced tea',
  min: 1,
  max: 1,
  options: [['Unsweetened', 0, 0], ['Sweet Tea', 0, 150], ['Raspberry', 0.3, 120]],
}

const MAKE_IT_CHOCOLATE: GroupSpec = { description: 'Make it chocolate', min: 0, max: 1, options: [['Chocolate Milk', 0.3, 90]] }

const WHIPPED_CREAM: GroupSpec = { description: 'Add whipped cream', min: 0, max: 1, options: [['Whipped Cream', 0, 50]] }

const LEMONADE_FLAVOR: GroupSpec = { description: 'Choose a flavor', min: 1, max: 1, options: [['Classic', 0, 0], ['Strawberry', 0.5, 60]] }

const LOADED_HASH_BROWNS: GroupSpec = {
  description: 'Make them loaded',
  min: 0,
  max: 2,
  options: [['Melted Cheddar', 0.79, 110], ['Grilled Onions', 0, 30]],
}

const SANDWICH_MEAT: GroupSpec = {
  description: 'Choose your meat',
  min: 1,
  max: 1,
  options: [['Bacon', 0, 110], ['Sausage Patty', 0, 190], ['Ham', 0, 70]],
}

const BREAKFAST_SANDWICH_BREAD: GroupSpec = {
  description: 'Choose your bread',
  min: 1,
  max: 1,
  options: [['English Muffin', 0, 0], ['Buttermilk Biscuit', 0, 110], ['Butter Croissant', 0.79, 130], ['Sourdough', 0, 50]],
}

const BURRITO_SAUCES: GroupSpec = {
  description: 'Salsa & sauces',
  min: 0,
  max: 2,
  options: [['Salsa', 0, 10], ['Sour Cream', 0.49, 60], ['Hot Sauce', 0, 0]],
}

// ---- Dishes. A dish is written once; each menu that sells it gives it a product id and maybe its own price. ----

const BUTTERMILK_PANCAKES: Dish = { sku: 'BRK-101', name: 'Buttermilk Pancakes', description: 'Three fluffy buttermilk pancakes griddled to order, served with whipped butter and warm syrup.', cost: 8.99, calories: 520, groups: [stackSize(2.5, 330), SWEET_TOPPINGS] }
const BLUEBERRY_PANCAKES: Dish = { sku: 'BRK-102', name: 'Blueberry Pancakes', description: 'Three buttermilk pancakes filled with blueberries, topped with blueberry compote and powdered sugar.', cost: 10.49, calories: 690, groups: [stackSize(2.99, 420), SWEET_TOPPINGS] }
const CHOCOLATE_CHIP_PANCAKES: Dish = { sku: 'BRK-103', name: 'Chocolate Chip Pancakes', description: 'Three buttermilk pancakes studded with semi-sweet chocolate chips and finished with whipped cream.', cost: 10.49, calories: 830, groups: [stackSize(2.99, 510), SWEET_TOPPINGS] }
const MULTIGRAIN_PANCAKES: Dish = { sku: 'BRK-104', name: 'Multigrain Walnut Pancakes', description: 'Three hearty multigrain pancakes made with oats and chopped walnuts, served with whipped butter.', cost: 10.79, calories: 760, groups: [stackSize(2.99, 480), SWEET_TOPPINGS] }
const FRENCH_TOAST: Dish = { sku: 'BRK-105', name: 'Classic French Toast', description: 'Four halves of thick-sliced bread dipped in cinnamon-vanilla egg batter and dusted with powdered sugar.', cost: 9.99, calories: 640, groups: [FRENCH_TOAST_COMBO, SWEET_TOPPINGS] }
const BELGIAN_WAFFLE: Dish = { sku: 'BRK-106', name: 'Belgian Waffle', description: 'A crisp, golden Belgian waffle with whipped butter and warm syrup.', cost: 9.49, calories: 610, groups: [SWEET_TOPPINGS] }

const DENVER_OMELETTE: Dish = { sku: 'OML-201', name: 'Denver Omelette', description: 'A three-egg omelette with diced ham, green peppers, onions and cheddar, with a side and bread.', cost: 12.99, calories: 650, groups: [BREAKFAST_SIDE, BREAD, OMELETTE_ADDONS] }
const HAM_CHEDDAR_OMELETTE: Dish = { sku: 'OML-202', name: 'Ham & Cheddar Omelette', description: 'Three eggs folded around smoked ham and melted cheddar, with a side and bread.', cost: 12.49, calories: 620, groups: [BREAKFAST_SIDE, BREAD, OMELETTE_ADDONS] }
const GARDEN_OMELETTE: Dish = { sku: 'OML-203', name: 'Garden Vegetable Omelette', description: 'Three eggs with mushrooms, spinach, tomatoes, green peppers, onions and Swiss, with a side and bread.', cost: 12.29, calories: 520, groups: [BREAKFAST_SIDE, BREAD, OMELETTE_ADDONS] }
const MEAT_LOVERS_OMELETTE: Dish = { sku: 'OML-204', name: "Meat Lover's Omelette", description: 'Three eggs filled with bacon, sausage, ham and cheddar, with a side and bread.', cost: 13.99, calories: 890, groups: [BREAKFAST_SIDE, BREAD, OMELETTE_ADDONS] }
const BACON_AVOCADO_OMELETTE: Dish = { sku: 'OML-205', name: 'Bacon Avocado Omelette', description: 'Three eggs with bacon, fresh avocado, tomatoes and pepper jack, topped with sour cream, with a side and bread.', cost: 13.79, calories: 820, groups: [BREAKFAST_SIDE, BREAD, OMELETTE_ADDONS] }

const COUNTRY_SKILLET: Dish = { sku: 'SKL-301', name: 'Country Skillet', description: 'Seasoned hash browns topped with sausage, onions, green peppers, cheddar and sausage gravy, with two eggs.', cost: 13.29, calories: 1090, groups: [EGGS, PANCAKES_OR_BREAD] }
const SOUTHWEST_SKILLET: Dish = { sku: 'SKL-302', name: 'Southwest Skillet', description: 'Hash browns topped with chorizo, roasted peppers, onions, pepper jack and salsa, with two eggs.', cost: 13.29, calories: 980, groups: [EGGS, PANCAKES_OR_BREAD] }
const FARMHOUSE_SKILLET: Dish = { sku: 'SKL-303', name: 'Farmhouse Skillet', description: 'Hash browns with diced ham, bacon, mushrooms, onions and cheddar, with two eggs.', cost: 13.49, calories: 1010, groups: [EGGS, PANCAKES_OR_BREAD] }
const GARDEN_SCRAMBLE: Dish = { sku: 'SKL-304', name: 'Garden Scramble', description: 'Three eggs scrambled with spinach, mushrooms, tomatoes and Swiss over seasoned breakfast potatoes.', cost: 11.99, calories: 610, groups: [PANCAKES_OR_BREAD] }

const TWO_EGG_BREAKFAST: Dish = { sku: 'CLB-401', name: 'Two-Egg Breakfast', description: 'Two eggs any style with your choice of breakfast meat, side and bread.', cost: 10.29, calories: 160, groups: [EGGS, BREAKFAST_MEAT, BREAKFAST_SIDE, BREAD] }
const STEAK_AND_EGGS: Dish = { sku: 'CLB-402', name: 'Country-Fried Steak & Eggs', description: 'A breaded beef steak fried golden and smothered in country sausage gravy, with two eggs, a side and bread.', cost: 15.29, calories: 880, groups: [EGGS, BREAKFAST_SIDE, BREAD] }
const BISCUITS_AND_GRAVY: Dish = { sku: 'CLB-403', name: 'Biscuits & Sausage Gravy', description: 'Two split buttermilk biscuits smothered in country sausage gravy.', cost: 8.99, calories: 780, groups: [BISCUIT_ADDONS] }
const EGGS_BENEDICT: Dish = { sku: 'CLB-404', name: 'Eggs Benedict', description: 'Two poached eggs on a toasted English muffin with hollandaise, with a side.', cost: 12.99, calories: 690, groups: [BENEDICT_STYLE, BREAKFAST_SIDE] }
const BIG_COUNTRY_BREAKFAST: Dish = { sku: 'CLB-405', name: 'Big Country Breakfast', description: 'Three eggs, two strips of bacon, two sausage links, hash browns and three pancakes.', cost: 14.49, calories: 1290, groups: [EGGS, PANCAKE_FLAVOR_TOP] }
const OATMEAL: Dish = { sku: 'CLB-406', name: 'Steel-Cut Oatmeal', description: 'A warm bowl of steel-cut oatmeal made to order, served with milk on the side.', cost: 7.49, calories: 300, groups: [OATMEAL_TOPPINGS] }

const CLASSIC_CHEESEBURGER: Dish = { sku: 'BRG-501', name: 'Classic Cheeseburger', description: 'A third-pound beef patty with your choice of cheese, lettuce, tomato, onion and pickles on a toasted bun.', cost: 12.49, calories: 660, groups: [BURGER_TEMP, CHEESE, LUNCH_SIDE, BURGER_ADDONS] }
const BACON_CHEDDAR_BURGER: Dish = { sku: 'BRG-502', name: 'Bacon Cheddar Burger', description: 'A third-pound beef patty with hickory-smoked bacon, cheddar, lettuce, tomato and mayo.', cost: 13.99, calories: 940, groups: [BURGER_TEMP, LUNCH_SIDE, BURGER_ADDONS] }
const MUSHROOM_SWISS_BURGER: Dish = { sku: 'BRG-503', name: 'Mushroom Swiss Burger', description: 'A third-pound beef patty topped with sautéed mushrooms, Swiss and garlic mayo.', cost: 13.49, calories: 880, groups: [BURGER_TEMP, LUNCH_SIDE, BURGER_ADDONS] }
const PATTY_MELT: Dish = { sku: 'BRG-504', name: 'Patty Melt', description: 'A beef patty with grilled onions and Swiss on toasted marbled rye.', cost: 12.99, calories: 930, groups: [BURGER_TEMP, LUNCH_SIDE] }
const TUNA_MELT: Dish = { sku: 'BRG-505', name: 'Tuna Melt', description: 'Albacore tuna salad with melted American cheese and tomato on grilled sourdough.', cost: 11.79, calories: 780, groups: [LUNCH_SIDE] }
const TURKEY_AVOCADO_MELT: Dish = { sku: 'BRG-506', name: 'Turkey Avocado Melt', description: 'Sliced turkey, bacon, avocado and tomato with your choice of cheese on grilled sourdough.', cost: 12.99, calories: 750, groups: [CHEESE, LUNCH_SIDE] }

const CLUB_SANDWICH: Dish = { sku: 'SND-601', name: 'Club Sandwich', description: 'A triple-decker of turkey, ham, bacon, American and Swiss with lettuce, tomato and mayo.', cost: 12.79, calories: 920, groups: [SANDWICH_BREAD, LUNCH_SIDE] }
const BLT: Dish = { sku: 'SND-602', name: 'BLT', description: 'Six strips of hickory-smoked bacon with crisp lettuce, tomato and mayo.', cost: 10.49, calories: 640, groups: [SANDWICH_BREAD, LUNCH_SIDE] }
const REUBEN: Dish = { sku: 'SND-603', name: 'Reuben', description: 'Sliced corned beef, sauerkraut, Swiss and Thousand Island dressing on grilled marbled rye.', cost: 13.29, calories: 890, groups: [LUNCH_SIDE] }
const CHICKEN_SANDWICH: Dish = { sku: 'SND-604', name: 'Chicken Sandwich', description: 'A hand-breaded or grilled chicken breast with lettuce, tomato and mayo on a toasted brioche bun.', cost: 12.49, calories: 620, groups: [CHICKEN_STYLE, CHEESE, LUNCH_SIDE] }
const FRENCH_DIP: Dish = { sku: 'SND-605', name: 'French Dip', description: 'Thin-sliced roast beef and Swiss on a toasted hoagie roll, with warm au jus for dipping.', cost: 13.79, calories: 710, groups: [LUNCH_SIDE] }

const COBB_SALAD: Dish = { sku: 'SAL-701', name: 'Cobb Salad', description: 'Romaine and mixed greens with grilled chicken, bacon, hard-boiled egg, tomato, avocado and blue cheese crumbles.', cost: 13.29, calories: 610, groups: [DRESSING, SALAD_ADDONS] }
const CRISPY_CHICKEN_SALAD: Dish = { sku: 'SAL-702', name: 'Crispy Chicken Salad', description: 'Mixed greens topped with crispy chicken tenders, cheddar, tomatoes, egg and croutons.', cost: 12.79, calories: 690, groups: [DRESSING, SALAD_ADDONS] }
const CHEFS_SALAD: Dish = { sku: 'SAL-703', name: "Chef's Salad", description: 'Turkey, ham, American and Swiss cheeses, egg and tomatoes over crisp greens.', cost: 12.29, calories: 540, groups: [DRESSING, SALAD_ADDONS] }
const CHICKEN_NOODLE_SOUP: Dish = { sku: 'SOP-704', name: 'Chicken Noodle Soup', description: 'House-made chicken noodle soup with carrots and celery.', cost: 4.49, calories: 150, groups: [cupOrBowl(110), CRACKERS] }
const BROCCOLI_CHEDDAR_SOUP: Dish = { sku: 'SOP-705', name: 'Broccoli Cheddar Soup', description: 'A creamy soup of broccoli and sharp cheddar.', cost: 4.79, calories: 260, groups: [cupOrBowl(200), CRACKERS] }
const SOUP_AND_SALAD: Dish = { sku: 'SOP-706', name: 'Soup & Salad', description: 'A bowl of soup with a side garden salad.', cost: 10.49, calories: 150, groups: [SOUP_CHOICE, DRESSING] }

const CHICKEN_TENDERS_DINNER: Dish = { sku: 'DIN-801', name: 'Chicken Tenders Dinner', description: 'Four hand-breaded chicken tenders with your choice of dipping sauces and two sides.', cost: 13.79, calories: 590, groups: [DIPPING_SAUCES, DINNER_SIDES] }
const HOT_TURKEY: Dish = { sku: 'DIN-802', name: 'Hot Turkey Sandwich', description: 'Roasted turkey on white bread smothered in turkey gravy, with two sides.', cost: 13.29, calories: 560, groups: [DINNER_SIDES] }
const MEATLOAF: Dish = { sku: 'DIN-803', name: 'Homestyle Meatloaf', description: 'Two thick slices of meatloaf topped with brown gravy, with two sides.', cost: 14.29, calories: 690, groups: [DINNER_SIDES] }
const CHICKEN_FRIED_STEAK: Dish = { sku: 'DIN-804', name: 'Chicken-Fried Steak Dinner', description: 'A breaded beef steak fried golden and covered with your choice of gravy, with two sides.', cost: 15.49, calories: 870, groups: [STEAK_GRAVY, DINNER_SIDES] }
const FISH_AND_CHIPS: Dish = { sku: 'DIN-805', name: 'Fish & Chips', description: 'Three beer-battered cod fillets with French fries and coleslaw.', cost: 14.49, calories: 1180, groups: [FISH_SAUCES] }
const POT_ROAST: Dish = { sku: 'DIN-806', name: 'Pot Roast Dinner', description: 'Slow-braised beef pot roast with carrots, onions and brown gravy, with two sides.', cost: 15.99, calories: 520, groups: [DINNER_SIDES] }

const APPLE_PIE_SLICE: Dish = { sku: 'PIE-901', name: 'Apple Pie Slice', description: 'A slice of double-crust apple pie with cinnamon-spiced apples.', cost: 4.99, calories: 470, groups: [PIE_SLICE_ADDONS] }
const CHOCOLATE_SILK_SLICE: Dish = { sku: 'PIE-902', name: 'Chocolate Silk Pie Slice', description: 'Smooth chocolate silk filling in a flaky crust, topped with whipped cream and chocolate shavings.', cost: 5.49, calories: 640, groups: [PIE_SLICE_ADDONS] }
const CHERRY_PIE_SLICE: Dish = { sku: 'PIE-903', name: 'Cherry Pie Slice', description: 'Tart red cherries under a lattice-top crust.', cost: 4.99, calories: 450, groups: [PIE_SLICE_ADDONS] }
const WHOLE_APPLE_PIE: Dish = { sku: 'PIE-904', name: 'Whole Apple Pie', description: 'A 9-inch double-crust apple pie. Serves 8.', cost: 17.99, calories: 3760, maxQuantity: 10 }
const WHOLE_CHOCOLATE_SILK_PIE: Dish = { sku: 'PIE-905', name: 'Whole Chocolate Silk Pie', description: 'A 9-inch chocolate silk pie with whipped cream and chocolate shavings. Serves 8.', cost: 19.99, calories: 5120, maxQuantity: 10 }
const WHOLE_COCONUT_CREAM_PIE: Dish = { sku: 'PIE-906', name: 'Whole Coconut Cream Pie', description: 'A 9-inch coconut custard pie under whipped topping and toasted coconut. Serves 8.', cost: 18.99, calories: 4240, maxQuantity: 10 }
const WHOLE_PUMPKIN_PIE: Dish = { sku: 'PIE-907', name: 'Whole Pumpkin Pie', description: 'A 9-inch spiced pumpkin custard pie in a flaky crust. Serves 8.', cost: 16.99, calories: 2560, maxQuantity: 10 }

const BLUEBERRY_MUFFIN: Dish = { sku: 'MUF-001', name: 'Blueberry Muffin', description: 'A jumbo muffin packed with blueberries.', cost: 2.99, calories: 540, groups: [MUFFIN_SERVE] }
const BANANA_NUT_MUFFIN: Dish = { sku: 'MUF-002', name: 'Banana Nut Muffin', description: 'A jumbo banana muffin with chopped walnuts.', cost: 2.99, calories: 600, groups: [MUFFIN_SERVE] }
const CHOCOLATE_MUFFIN: Dish = { sku: 'MUF-003', name: 'Chocolate Chocolate Chip Muffin', description: 'A jumbo chocolate muffin loaded with chocolate chips.', cost: 2.99, calories: 620, groups: [MUFFIN_SERVE] }
const MUFFIN_HALF_DOZEN: Dish = { sku: 'MUF-004', name: 'Muffin Half-Dozen', description: 'Six jumbo muffins, boxed to go. Mix up to three flavors.', cost: 15.99, calories: 3300, groups: [MUFFIN_FLAVORS], maxQuantity: 20 }
const CINNAMON_ROLL: Dish = { sku: 'MUF-005', name: 'Cinnamon Roll', description: 'A soft cinnamon roll with cream cheese icing, served warm.', cost: 3.99, calories: 560 }
const LEMON_POPPY_SEED_MUFFIN: Dish = { sku: 'MUF-006', name: 'Lemon Poppy Seed Muffin', description: 'A jumbo lemon muffin with poppy seeds and a light lemon glaze.', cost: 2.99, calories: 530, groups: [MUFFIN_SERVE] }

const KIDS_PANCAKES: Dish = { sku: 'KID-101', name: 'Kids Pancake Breakfast', description: 'Two buttermilk pancakes and one scrambled egg, with a drink. For guests 12 and under.', cost: 5.99, calories: 430, groups: [KIDS_BREAKFAST_MEAT, KIDS_DRINK] }
const KIDS_TENDERS: Dish = { sku: 'KID-102', name: 'Kids Chicken Tenders', description: 'Two crispy chicken tenders with ranch, a side and a drink. For guests 12 and under.', cost: 6.49, calories: 320, groups: [KIDS_SIDE, KIDS_DRINK] }
const KIDS_GRILLED_CHEESE: Dish = { sku: 'KID-103', name: 'Kids Grilled Cheese', description: 'American cheese grilled on white bread, with a side and a drink. For guests 12 and under.', cost: 5.49, calories: 390, groups: [KIDS_SIDE, KIDS_DRINK] }
const KIDS_MAC: Dish = { sku: 'KID-104', name: 'Kids Mac & Cheese', description: 'Creamy macaroni and cheese with a side and a drink. For guests 12 and under.', cost: 5.49, calories: 360, groups: [KIDS_SIDE, KIDS_DRINK] }
const KIDS_SLIDERS: Dish = { sku: 'KID-105', name: 'Kids Cheeseburger Sliders', description: 'Two mini cheeseburgers on soft slider buns, with a side and a drink. For guests 12 and under.', cost: 6.49, calories: 480, groups: [KIDS_SIDE, KIDS_DRINK] }

const COFFEE: Dish = { sku: 'BEV-201', name: 'Fresh-Brewed Coffee', description: 'Our medium-roast coffee, brewed fresh throughout the day.', cost: 2.99, calories: 5, groups: [COFFEE_STYLE, COFFEE_ADDONS] }
const HOT_TEA: Dish = { sku: 'BEV-202', name: 'Hot Tea', description: 'A pot of hot water with your choice of tea bag.', cost: 2.69, calories: 0, groups: [TEA_CHOICE] }
const ORANGE_JUICE: Dish = { sku: 'BEV-203', name: 'Orange Juice', description: 'Chilled 100% orange juice.', cost: 2.99, calories: 110, groups: [drinkSize(1.0, 110)] }
const FOUNTAIN_SODA: Dish = { sku: 'BEV-204', name: 'Fountain Soda', description: 'Your choice of fountain soda over ice.', cost: 2.79, calories: 0, groups: [SODA_CHOICE] }
const ICED_TEA: Dish = { sku: 'BEV-205', name: 'Iced Tea', description: 'Fresh-brewed iced tea, sweetened or not.', cost: 2.79, calories: 0, groups: [ICED_TEA_CHOICE] }
const MILK: Dish = { sku: 'BEV-206', name: 'Milk', description: 'Cold 1% milk.', cost: 2.29, calories: 110, groups: [drinkSize(0.8, 110), MAKE_IT_CHOCOLATE] }
const HOT_CHOCOLATE: Dish = { sku: 'BEV-207', name: 'Hot Chocolate', description: 'Rich hot cocoa made with milk.', cost: 2.99, calories: 220, groups: [WHIPPED_CREAM] }
const LEMONADE: Dish = { sku: 'BEV-208', name: 'Lemonade', description: 'Old-fashioned lemonade, poured over ice.', cost: 3.29, calories: 200, groups: [LEMONADE_FLAVOR] }

const HASH_BROWNS: Dish = { sku: 'SID-001', name: 'Hash Browns', description: 'Shredded potatoes griddled until golden and crisp.', cost: 3.29, calories: 230, groups: [LOADED_HASH_BROWNS] }
const SIDE_BACON: Dish = { sku: 'SID-002', name: 'Side of Bacon', description: 'Four strips of hickory-smoked bacon.', cost: 3.99, calories: 280 }
const SIDE_SAUSAGE: Dish = { sku: 'SID-003', name: 'Sausage Links', description: 'Three pork sausage links.', cost: 3.79, calories: 270 }
const FRENCH_FRIES: Dish = { sku: 'SID-004', name: 'French Fries', description: 'Crispy seasoned fries.', cost: 3.29, calories: 380 }
const FRUIT_CUP: Dish = { sku: 'SID-005', name: 'Fresh Fruit Cup', description: 'Seasonal melon, grapes and berries.', cost: 3.79, calories: 70 }
const SIDE_SALAD: Dish = { sku: 'SID-006', name: 'Side Garden Salad', description: 'Mixed greens with tomato, cucumber, cheddar and croutons.', cost: 3.79, calories: 150, groups: [DRESSING] }

const BREAKFAST_SANDWICH: Dish = { sku: 'EXP-101', name: 'Breakfast Sandwich', description: 'A fried egg and American cheese with your choice of meat and bread.', cost: 6.99, calories: 420, groups: [SANDWICH_MEAT, BREAKFAST_SANDWICH_BREAD] }
const BREAKFAST_BURRITO: Dish = { sku: 'EXP-104', name: 'Breakfast Burrito', description: 'Scrambled eggs, sausage, hash browns and cheddar wrapped in a warm flour tortilla.', cost: 8.49, calories: 780, groups: [BURRITO_SAUCES] }

// ---- Menus ----

const IMAGE_PATH = '/images/menu/'

const defaultCategories = {
  pancakes: category(1001, 'Pancakes & French Toast', 'Griddled to order and served with whipped butter and warm syrup.', [
    [100101, BUTTERMILK_PANCAKES],
    [100102, BLUEBERRY_PANCAKES],
    [100103, CHOCOLATE_CHIP_PANCAKES],
    [100104, MULTIGRAIN_PANCAKES],
    [100105, FRENCH_TOAST],
    [100106, BELGIAN_WAFFLE],
  ]),
  omelettes: category(1002, 'Omelettes', 'Three-egg omelettes with your choice of side and bread.', [
    [100201, DENVER_OMELETTE],
    [100202, HAM_CHEDDAR_OMELETTE],
    [100203, GARDEN_OMELETTE],
    [100204, MEAT_LOVERS_OMELETTE],
    [100205, BACON_AVOCADO_OMELETTE],
  ]),
  skillets: category(1003, 'Skillets & Scrambles', 'Hearty skillets built on seasoned potatoes.', [
    [100301, COUNTRY_SKILLET],
    [100302, SOUTHWEST_SKILLET],
    [100303, FARMHOUSE_SKILLET],
    [100304, GARDEN_SCRAMBLE],
  ]),
  classics: category(1004, 'Classic Breakfasts', 'Eggs, meats and breakfast favorites.', [
    [100401, TWO_EGG_BREAKFAST],
    [100402, STEAK_AND_EGGS],
    [100403, BISCUITS_AND_GRAVY],
    [100404, EGGS_BENEDICT],
    [100405, BIG_COUNTRY_BREAKFAST],
    [100406, OATMEAL],
  ]),
  burgers: category(1005, 'Burgers & Melts', 'Served with your choice of side.', [
    [100501, CLASSIC_CHEESEBURGER],
    [100502, BACON_CHEDDAR_BURGER],
    [100503, MUSHROOM_SWISS_BURGER],
    [100504, PATTY_MELT],
    [100505, TUNA_MELT],
    [100506, TURKEY_AVOCADO_MELT],
  ]),
  sandwiches: category(1006, 'Sandwiches', 'Served with your choice of side.', [
    [100601, CLUB_SANDWICH],
    [100602, BLT],
    [100603, REUBEN],
    [100604, CHICKEN_SANDWICH],
    [100605, FRENCH_DIP],
  ]),
  salads: category(1007, 'Salads & Soups', 'Fresh salads and house-made soups.', [
    [100701, COBB_SALAD],
    [100702, CRISPY_CHICKEN_SALAD],
    [100703, CHEFS_SALAD],
    [100704, CHICKEN_NOODLE_SOUP],
    [100705, BROCCOLI_CHEDDAR_SOUP],
    [100706, SOUP_AND_SALAD],
  ]),
  dinners: category(1008, 'Dinner Entrées', 'Comfort-food dinners with two sides.', [
    [100801, CHICKEN_TENDERS_DINNER],
    [100802, HOT_TURKEY],
    [100803, MEATLOAF],
    [100804, CHICKEN_FRIED_STEAK],
    [100805, FISH_AND_CHIPS],
    [100806, POT_ROAST],
  ]),
  pies: category(1009, 'Pies', 'Baked in our bakery every day, by the slice or whole.', [
    [100901, APPLE_PIE_SLICE],
    [100902, CHOCOLATE_SILK_SLICE],
    [100903, CHERRY_PIE_SLICE],
    [100904, WHOLE_APPLE_PIE],
    [100905, WHOLE_CHOCOLATE_SILK_PIE],
    [100906, WHOLE_COCONUT_CREAM_PIE],
  ]),
  muffins: category(1010, 'Muffins & Pastries', 'Jumbo muffins and sweet rolls from our bakery.', [
    [101001, BLUEBERRY_MUFFIN],
    [101002, BANANA_NUT_MUFFIN],
    [101003, CHOCOLATE_MUFFIN],
    [101004, MUFFIN_HALF_DOZEN],
    [101005, CINNAMON_ROLL],
  ]),
  kids: category(1011, 'Kids Meals', 'For guests 12 and under. Each meal comes with a drink.', [
    [101101, KIDS_PANCAKES],
    [101102, KIDS_TENDERS],
    [101103, KIDS_GRILLED_CHEESE],
    [101104, KIDS_MAC],
    [101105, KIDS_SLIDERS],
  ]),
  beverages: category(1012, 'Beverages', 'Hot and cold drinks.', [
    [101201, COFFEE],
    [101202, HOT_TEA],
    [101203, ORANGE_JUICE],
    [101204, FOUNTAIN_SODA],
    [101205, ICED_TEA],
    [101206, MILK],
    [101207, HOT_CHOCOLATE],
    [101208, LEMONADE],
  ]),
}

const d = defaultCategories

const defaultMenu: Menu = {
  id: DEFAULT_MENU_ID,
  supercategories: [
    superOf('Breakfast', [d.pancakes, d.omelettes, d.skillets, d.classics]),
    superOf('Lunch & Dinner', [d.burgers, d.sandwiches, d.salads, d.dinners]),
    superOf('Bakery', [d.pies, d.muffins]),
    superOf('Kids', [d.kids]),
    superOf('Beverages', [d.beverages]),
  ],
  categories: Object.values(defaultCategories),
  singles: singles([
    [109001, HASH_BROWNS],
    [109002, SIDE_BACON],
    [109003, SIDE_SAUSAGE],
    [109004, FRENCH_FRIES],
    [109005, FRUIT_CUP],
    [109006, SIDE_SALAD],
  ]),
  imagepath: IMAGE_PATH,
  expires: null,
}

// Counter-service stores: a short menu, priced a little below the full restaurant.
const expressCategories = {
  breakfast: category(2001, 'Breakfast', 'Morning favorites, ready fast.', [
    [200101, BREAKFAST_SANDWICH],
    [200102, TWO_EGG_BREAKFAST, 9.79],
    [200103, BUTTERMILK_PANCAKES, 8.49],
    [200104, BREAKFAST_BURRITO],
  ]),
  lunch: category(2002, 'Burgers & Sandwiches', 'Served with your choice of side.', [
    [200201, CLASSIC_CHEESEBURGER, 11.99],
    [200202, CHICKEN_SANDWICH, 11.99],
    [200203, CLUB_SANDWICH, 12.29],
  ]),
  bakery: category(2003, 'Bakery', 'Pies and muffins from our bakery.', [
    [200301, APPLE_PIE_SLICE, 4.79],
    [200302, BLUEBERRY_MUFFIN, 2.89],
    [200303, CINNAMON_ROLL, 3.79],
    [200304, WHOLE_APPLE_PIE, 17.49],
  ]),
  drinks: category(2004, 'Drinks', 'Coffee, juice and soda.', [
    [200401, COFFEE, 2.79],
    [200402, FOUNTAIN_SODA, 2.59],
    [200403, ORANGE_JUICE, 2.89],
  ]),
}

const expressMenu: Menu = {
  id: EXPRESS_MENU_ID,
  supercategories: [
    superOf('Breakfast', [expressCategories.breakfast]),
    superOf('Lunch', [expressCategories.lunch]),
    superOf('Bakery', [expressCategories.bakery]),
    superOf('Beverages', [expressCategories.drinks]),
  ],
  categories: Object.values(expressCategories),
  singles: singles([
    [209001, HASH_BROWNS, 3.19],
    [209002, FRENCH_FRIES, 3.19],
  ]),
  imagepath: IMAGE_PATH,
  expires: null,
}

const bakeryCategories = {
  pancakes: category(3001, 'Pancakes & Waffles', 'Griddled to order.', [
    [300101, BUTTERMILK_PANCAKES],
    [300102, BLUEBERRY_PANCAKES],
    [300103, BELGIAN_WAFFLE],
    [300104, FRENCH_TOAST],
  ]),
  eggs: category(3002, 'Eggs & Omelettes', 'Served with your choice of side and bread.', [
    [300201, TWO_EGG_BREAKFAST],
    [300202, DENVER_OMELETTE],
    [300203, GARDEN_OMELETTE],
    [300204, EGGS_BENEDICT],
  ]),
  pies: category(3003, 'Whole Pies', 'Nine-inch pies to take home. Each serves 8.', [
    [300301, WHOLE_APPLE_PIE],
    [300302, WHOLE_CHOCOLATE_SILK_PIE],
    [300303, WHOLE_COCONUT_CREAM_PIE],
    [300304, WHOLE_PUMPKIN_PIE],
  ]),
  muffins: category(3004, 'Muffins & Rolls', 'Jumbo muffins and cinnamon rolls.', [
    [300401, BLUEBERRY_MUFFIN],
    [300402, BANANA_NUT_MUFFIN],
    [300403, LEMON_POPPY_SEED_MUFFIN],
    [300404, MUFFIN_HALF_DOZEN],
    [300405, CINNAMON_ROLL],
  ]),
  drinks: category(3005, 'Coffee & Juice', 'Hot coffee, tea and juice.', [
    [300501, COFFEE],
    [300502, HOT_TEA],
    [300503, ORANGE_JUICE],
  ]),
}

const bakeryMenu: Menu = {
  id: BAKERY_MENU_ID,
  supercategories: [
    superOf('Breakfast', [bakeryCategories.pancakes, bakeryCategories.eggs]),
    superOf('Bakery', [bakeryCategories.pies, bakeryCategories.muffins]),
    superOf('Beverages', [bakeryCategories.drinks]),
  ],
  categories: Object.values(bakeryCategories),
  singles: singles([
    [309001, SIDE_BACON],
    [309002, SIDE_SAUSAGE],
    [309003, FRUIT_CUP],
  ]),
  imagepath: IMAGE_PATH,
  expires: null,
}

export const seedMenus: Menu[] = [defaultMenu, expressMenu, bakeryMenu]

// Stores without a menu of their own order from the default menu too, so they are listed here.
export const seedDefaultMenus: DefaultMenus = {
  menu_id: DEFAULT_MENU_ID,
  stores: seedLocations.filter((l) => l.menu_id === DEFAULT_MENU_ID || l.menu_id === null).map((l) => String(l.id)),
}

const defaultProduct = (id: number): Product => {
  const found = [...defaultMenu.categories.flatMap((c) => c.products), ...defaultMenu.singles].find((p) => p.id === id)
  if (found === undefined) throw new Error(`Upsell refers to product ${id}, which is not on menu ${DEFAULT_MENU_ID}.`)
  return found
}

// Name, price and category are read from the product so an upsell can never disagree with the menu.
const upsell = (id: number, productId: number): UpsellItem => {
  const p = defaultProduct(productId)
  return { id, name: p.name, cost: p.cost, category: p.category, product_id: p.id }
}

// Coffee is the one upsell with a required choice (regular or decaf): adding it straight from the cart
// fails and redirects to the product page, the upsell failure path.
export const seedUpsells: UpsellItem[] = [
  upsell(900001, 100901),
  upsell(900002, 100902),
  upsell(900003, 100903),
  upsell(900004, 101001),
  upsell(900005, 101002),
  upsell(900006, 101005),
  upsell(900007, 101201),
  upsell(900008, 101208),
]

export const seedCoupons: Coupon[] = [
  { code: 'WELCOME10', description: '10% off an order of $15 or more.', kind: 'percent', value: 10, min_subtotal: 15.0 },
  { code: 'PIE5', description: '$5 off an order of $25 or more.', kind: 'amount', value: 5.0, min_subtotal: 25.0 },
  { code: 'BREAKFAST3', description: '$3 off an order of $20 or more.', kind: 'amount', value: 3.0, min_subtotal: 20.0 },
  { code: 'FAMILY15', description: '15% off an order of $50 or more.', kind: 'percent', value: 15, min_subtotal: 50.0 },
]

// Approximate combined state and local rates on prepared food around each state's stores.
export const seedTaxRates: StateTaxRate[] = [
  { state: 'MN', rate: 0.07875 },
  { state: 'WI', rate: 0.055 },
  { state: 'IA', rate: 0.07 },
  { state: 'PA', rate: 0.06 },
  { state: 'NY', rate: 0.08 },
  { state: 'OH', rate: 0.0725 },
  { state: 'FL', rate: 0.07 },
  { state: 'TN', rate: 0.0975 },
  { state: 'SD', rate: 0.062 },
  { state: 'ND', rate: 0.075 },
  { state: 'IL', rate: 0.0825 },
  { state: 'IN', rate: 0.07 },
  // Ontario's HST; Manitoba's GST and PST together.
  { state: 'ON', rate: 0.13 },
  { state: 'MB', rate: 0.12 },
]
