import type { LoaderFunctionArgs } from 'react-router'
import type { Product } from '#shared/schemas/menu.ts'
import { defaultMenuContext } from './state/browsing-menu.ts'
import { findProduct } from './state/order-choices.ts'

// /order/product's loader: the product the address names, from the chain's default menu read on the server, so the
// first HTML shows it (its photo is the page's largest paint). Only that product travels, with its option groups.

export interface ProductPageData {
  /** The product the address names, from the default menu; null when unknown there or unreadable. */
  product: Product | null
  imagepath: string | null
}

/** A product or basket-line id as the address carries it: digits only, so `__proto__` or `1e9` name nothing. */
export const positiveInt = (value: string | null): number | null => (value && /^\d{1,12}$/.test(value) ? Number(value) : null)

export async function productPageLoader({ context, request }: LoaderFunctionArgs): Promise<ProductPageData> {
  const productId = positiveInt(new URL(request.url).searchParams.get('id'))
  // An address that names no product costs no upstream call.
  const menu = productId === null ? null : await context.get(defaultMenuContext)()
  const product = menu && productId !== null ? findProduct(menu, productId) : null
  return { product, imagepath: product && menu ? menu.imagepath : null }
}
