import { Link, useRouteLoaderData } from 'react-router'
import { useSnapshot } from 'valtio'
import { formatMoney } from '#shared/money.ts'
import type { Product } from '#shared/schemas/menu.ts'
import { PageMeta } from '../components/page-meta.tsx'
import { ChooseRestaurantNote, NoLocationYet, OrderingLocation } from '../components/ordering/ordering-location.tsx'
import { ProductImage } from '../components/ordering/product-image.tsx'
import { useClientStore } from '../state/store-context.tsx'
import { useBrowsingMenu } from '../state/browsing-menu.ts'
import { menuJsonLd } from '#shared/menu-json-ld.ts'
import { jsonLdScript } from '#shared/site-json-ld.ts'
import type { RootData } from '../loaders.ts'
import '../styles/controls.css'
import '../styles/ordering.css'

// The menu of the chosen restaurant (/menu): supercategories, their categories and product cards, with a
// sticky category nav. The first row of photos loads at once; the rest load as they come near the screen.

const EAGER_IMAGES = 4

function productPath(product: Pick<Product, 'id' | 'category'>): string {
  const params = new URLSearchParams({ ...(product.category !== null ? { cat: String(product.category) } : {}), id: String(product.id) })
  return `/order/product?${params}`
}

function ProductCard({ product, imagepath, eager }: { product: Product; imagepath: string; eager: boolean }) {
  return (
    <li className="product-card">
      <Link to={productPath(product)} className="product-card__link">
        <ProductImage imagepath={imagepath} filename={product.images[0]?.filename} alt="" eager={eager} />
        <span className="product-card__name">{product.name}</span>
        <span className="product-card__facts">
          <span>{formatMoney(product.cost)}</span>
          <span>{product.calories.base} cal</span>
        </span>
      </Link>
    </li>
  )
}

export function Component() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const { menu, atRestaurant } = useBrowsingMenu()
  let rendered = 0
  const eager = () => rendered++ < EAGER_IMAGES

  const categoryById = new Map((menu?.categories ?? []).map((category) => [category.id, category]))
  const groups = (menu?.supercategories ?? [])
    .map((supercategory) => ({
      name: supercategory.name,
      categories: supercategory.subcategories.flatMap((id) => categoryById.get(id) ?? []),
    }))
    .filter((group) => group.categories.length > 0)
  // Categories no supercategory names still belong on the menu.
  const named = new Set(groups.flatMap((group) => group.categories.map((category) => category.id)))
  const unnamed = (menu?.categories ?? []).filter((category) => !named.has(category.id))
  if (unnamed.length > 0) groups.push({ name: 'More', categories: unnamed })
  const origin = (useRouteLoaderData('root') as RootData | undefined)?.origin ?? ''
  // schema.org Menu of what this page lists, priced from the chosen restaurant's menu.
  const jsonLd =
    menu && atRestaurant && snap.location
      ? jsonLdScript(menuJsonLd({ origin, restaurant: snap.location.name, groups, singles: menu.singles }))
      : null

  return (
    <section className="menu-page">
      <PageMeta
        title="Menu | Perkins Restaurant & Bakery"
        description="Order breakfast, lunch, dinner and bakery favorites from your Perkins for pickup, curbside or delivery."
      />
      <h1>Menu</h1>
      {!menu ? (
        <NoLocationYet restored={snap.restored} />
      ) : (
        <>
          {atRestaurant ? <OrderingLocation /> : <ChooseRestaurantNote />}
          {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} /> : null}
          <nav className="menu-nav" aria-label="Menu categories">
            <ul>
              {groups.flatMap((group) =>
                group.categories.map((category) => (
                  <li key={category.id}>
                    <a href={`#category-${category.id}`}>{category.name}</a>
                  </li>
                )),
              )}
              {menu.singles.length > 0 ? (
                <li>
                  <a href="#category-sides">Sides</a>
                </li>
              ) : null}
            </ul>
          </nav>
          {groups.map((group, index) => (
            <section key={group.name} className="menu-group" aria-labelledby={`group-${index}`}>
              <h2 id={`group-${index}`}>{group.name}</h2>
              {group.categories.map((category) => (
                <section
                  key={category.id}
                  id={`category-${category.id}`}
                  className="menu-category"
                  aria-labelledby={`category-${category.id}-title`}
                >
                  <h3 id={`category-${category.id}-title`}>{category.name}</h3>
                  {category.description ? <p className="menu-category__description">{category.description}</p> : null}
                  <ul className="product-grid">
                    {category.products.map((product) => (
                      <ProductCard key={product.id} product={product} imagepath={menu.imagepath} eager={eager()} />
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          ))}
          {menu.singles.length > 0 ? (
            <section id="category-sides" className="menu-group" aria-labelledby="group-sides">
              <h2 id="group-sides">Sides</h2>
              <ul className="product-grid">
                {menu.singles.map((product) => (
                  <ProductCard key={product.id} product={product} imagepath={menu.imagepath} eager={false} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </section>
  )
}
