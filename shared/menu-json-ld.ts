import { CURRENCY } from './constants.ts'
import type { Category, Product } from './schemas/menu.ts'

/** A group of the menu page: a supercategory's name and its categories, in the order the page shows them. */
export interface MenuJsonLdGroup {
  name: string
  categories: readonly Pick<Category, 'id' | 'name' | 'description' | 'products'>[]
}

type MenuProduct = Pick<Product, 'id' | 'name' | 'description' | 'cost' | 'calories' | 'category'>

function menuItem(product: MenuProduct, origin: string) {
  // Both are numbers: nothing to escape. The same address the menu's product card links to.
  const params = `${product.category !== null ? `cat=${product.category}&` : ''}id=${product.id}`
  return {
    '@type': 'MenuItem',
    name: product.name,
    description: product.description,
    nutrition: { '@type': 'NutritionInformation', calories: `${product.calories.base} calories` },
    offers: {
      '@type': 'Offer',
      // The menu's own price, in dollars with cents, as the product card shows it.
      price: product.cost.toFixed(2),
      priceCurrency: CURRENCY,
      url: `${origin}/order/product?${params}`,
    },
  }
}

/**
 * schema.org Menu for /menu: one section per group, a nested section per category, an item with an offer per
 * product (the restaurant's price), and the sides; `restaurant` names the chosen location.
 */
export function menuJsonLd(input: {
  origin: string
  restaurant: string
  groups: readonly MenuJsonLdGroup[]
  singles: readonly MenuProduct[]
}) {
  const { origin } = input
  const sections = input.groups.map((group) => ({
    '@type': 'MenuSection',
    name: group.name,
    hasMenuSection: group.categories.map((category) => ({
      '@type': 'MenuSection',
      name: category.name,
      ...(category.description ? { description: category.description } : {}),
      hasMenuItem: category.products.map((product) => menuItem(product, origin)),
    })),
  }))
  const sides =
    input.singles.length > 0
      ? [{ '@type': 'MenuSection', name: 'Sides', hasMenuItem: input.singles.map((product) => menuItem(product, origin)) }]
      : []
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    '@id': `${origin}/menu#menu`,
    name: `Perkins Restaurant & Bakery ${input.restaurant} menu`,
    url: `${origin}/menu`,
    inLanguage: 'en-US',
    hasMenuSection: [...sections, ...sides],
  }
}
