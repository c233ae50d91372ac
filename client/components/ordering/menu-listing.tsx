import { memo } from 'react'
import { formatMoney } from '#shared/money.ts'
import type { Product } from '#shared/schemas/menu.ts'
import type { ListedCategory, ListedProduct, MenuListingData } from '../../menu-page-loader.ts'
import { ProductImage } from './product-image.tsx'
import { CategoryNav } from './category-nav.tsx'
import { useCategoriesLaidOutWhenIdle } from './use-categories-laid-out-when-idle.ts'
import { SiteLink } from '../layout/site-link.tsx'

// A menu's food: supercategories, their categories and product cards, under a sticky category bar. The menu page
// and the empty basket both show it. The first row of photos loads at once; the rest as they come near the screen.

const EAGER_IMAGES = 4

export interface MenuGroup<C extends ListedCategory = ListedCategory> {
  name: string
  categories: C[]
}

/**
 * The menu's supercategories with their categories; categories no supercategory names still belong, as "More".
 * A whole menu's groups keep its whole categories; a listing's (client/menu-page-loader.ts) only what cards show.
 */
export function menuGroups<C extends ListedCategory>(menu: Pick<MenuListingData, 'supercategories'> & { categories: C[] }): MenuGroup<C>[] {
  const categoryById = new Map(menu.categories.map((category) => [category.id, category]))
  const groups = menu.supercategories
    .map((supercategory) => ({
      name: supercategory.name,
      categories: supercategory.subcategories.flatMap((id) => categoryById.get(id) ?? []),
    }))
    .filter((group) => group.categories.length > 0)
  const named = new Set(groups.flatMap((group) => group.categories.map((category) => category.id)))
  const unnamed = menu.categories.filter((category) => !named.has(category.id))
  if (unnamed.length > 0) groups.push({ name: 'More', categories: unnamed })
  return groups
}

function productPath(product: Pick<Product, 'id' | 'category'>): string {
  const params = new URLSearchParams({ ...(product.category !== null ? { cat: String(product.category) } : {}), id: String(product.id) })
  return `/order/product?${params}`
}

/** What a card shows, as plain values: memo's shallow compare then sees when two menus show the same food. */
interface ProductCardProps {
  path: string
  name: string
  cost: number
  calories: number
  imagepath: string
  filename: string | undefined
  eager: boolean
}

const cardOf = (product: ListedProduct, imagepath: string, eager: boolean): ProductCardProps => ({
  path: productPath(product),
  name: product.name,
  cost: product.cost,
  calories: product.calories.base,
  imagepath,
  filename: product.images[0]?.filename,
  eager,
})

// A card re-renders only when what it shows changes: the browser's copy of a menu arriving, or a store change above
// the listing, would otherwise render every card again in one blocking task on a slow phone.
const ProductCard = memo(function ProductCard({ path, name, cost, calories, imagepath, filename, eager }: ProductCardProps) {
  return (
    <li className="product-card">
      <SiteLink to={path} className="product-card__link">
        <ProductImage imagepath={imagepath} filename={filename} alt="" dish={name} eager={eager} />
        <span className="product-card__name">{name}</span>
        <span className="product-card__facts">
          <span>{formatMoney(cost)}</span>
          <span>{`${calories} cal`}</span>
        </span>
      </SiteLink>
    </li>
  )
})

export const MenuListing = memo(function MenuListing({ menu, groups = menuGroups(menu) }: { menu: MenuListingData; groups?: MenuGroup[] }) {
  const laidOut = useCategoriesLaidOutWhenIdle(menu)
  let rendered = 0
  const eager = () => rendered++ < EAGER_IMAGES
  const entries = [
    ...groups.flatMap((group) => group.categories.map((category) => ({ id: `category-${category.id}`, name: category.name }))),
    ...(menu.singles.length > 0 ? [{ id: 'category-sides', name: 'Sides' }] : []),
  ]
  return (
    <>
      <CategoryNav entries={entries} />
      {groups.map((group, index) => (
        <section key={group.name} className="menu-group" aria-labelledby={`group-${index}`}>
          <h2 id={`group-${index}`}>{group.name}</h2>
          {group.categories.map((category) => (
            <section
              key={category.id}
              id={`category-${category.id}`}
              className="menu-category"
              data-laid-out={laidOut}
              aria-labelledby={`category-${category.id}-title`}
            >
              <h3 id={`category-${category.id}-title`}>{category.name}</h3>
              {category.description ? <p className="menu-category__description">{category.description}</p> : null}
              <ul className="product-grid">
                {category.products.map((product) => (
                  <ProductCard key={product.id} {...cardOf(product, menu.imagepath, eager())} />
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
      {menu.singles.length > 0 ? (
        <section id="category-sides" className="menu-group" data-laid-out={laidOut} aria-labelledby="group-sides">
          <h2 id="group-sides">Sides</h2>
          <ul className="product-grid">
            {menu.singles.map((product) => (
              <ProductCard key={product.id} {...cardOf(product, menu.imagepath, false)} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
})
