import type { LoaderFunctionArgs } from 'react-router'
import type { Category, Menu, Product } from '#shared/schemas/menu.ts'
import { defaultMenuContext } from './default-menu-source.ts'
import { findProduct } from './state/order-choices.ts'

// The loaders of /menu and /order/product: the chain's default menu, read on the server so the first HTML shows the
// food (the page's largest paint) instead of a placeholder waiting for hydration. Each hands its page only what it
// renders before the visitor's order is restored, since the data travels twice (as HTML and as hydration data).

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

export interface ProductPageData {
  /** The product the address names, from the default menu; null when unknown there or unreadable. */
  product: Product | null
  imagepath: string | null
}

/** A product or basket-line id as the address carries it: digits only, so `__proto__` or `1e9` name nothing. */
export const positiveInt = (value: string | null): number | null => (value && /^\d{1,12}$/.test(value) ? Number(value) : null)

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

export async function productPageLoader({ context, request }: LoaderFunctionArgs): Promise<ProductPageData> {
  const productId = positiveInt(new URL(request.url).searchParams.get('id'))
  // An address that names no product costs no upstream call.
  const menu = productId === null ? null : await context.get(defaultMenuContext)()
  const product = menu && productId !== null ? findProduct(menu, productId) : null
  return { product, imagepath: product && menu ? menu.imagepath : null }
}
