import type { LoaderFunctionArgs } from 'react-router'
import type { Category, Menu, Product } from '#shared/schemas/menu.ts'
import { defaultMenuContext } from './state/browsing-menu.ts'

// /menu's loader: the chain's default menu, read on the server so the first HTML shows the food (the page's largest
// paint) instead of a placeholder waiting for hydration. It hands the page only what the menu's cards show, since
// the data travels twice (as HTML and as hydration data): about 12 KB instead of the whole 95 KB menu.

/** A product as a menu card shows it: no description or option groups, the first photo only. */
export type ListedProduct = Pick<Product, 'id' | 'name' | 'images' | 'cost' | 'calories' | 'category'>

export interface ListedCategory extends Pick<Category, 'id' | 'name' | 'description'> {
  products: ListedProduct[]
}

/** What the menu listing shows of a menu (client/components/ordering/menu-listing.tsx). */
export interface MenuListingData extends Pick<Menu, 'imagepath' | 'supercategories'> {
  categories: ListedCategory[]
  singles: ListedProduct[]
}

export interface MenuPageData {
  /** The default menu's listing, or null when it could not be read in time (the page then fills in after hydration). */
  listing: MenuListingData | null
}

const listedProduct = ({ id, name, images, cost, calories, category }: Product): ListedProduct => ({
  id,
  name,
  images: images.slice(0, 1),
  cost,
  calories,
  category,
})

export function menuListingData(menu: Menu): MenuListingData {
  return {
    imagepath: menu.imagepath,
    supercategories: menu.supercategories,
    categories: menu.categories.map(({ id, name, description, products }) => ({
      id,
      name,
      description,
      products: products.map(listedProduct),
    })),
    singles: menu.singles.map(listedProduct),
  }
}

export async function menuPageLoader({ context }: LoaderFunctionArgs): Promise<MenuPageData> {
  const menu = await context.get(defaultMenuContext)()
  return { listing: menu ? menuListingData(menu) : null }
}
