import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useLoaderData, useNavigate, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { formatMoney } from '#shared/money.ts'
import { PageMeta } from '../components/page-meta.tsx'
import { OptionGroups } from '../components/ordering/option-groups.tsx'
import { NoLocationYet, RestaurantNote } from '../components/ordering/ordering-location.tsx'
import { ProductImage } from '../components/ordering/product-image.tsx'
import { productImageAlt } from '#shared/seed/product-images.ts'
import { QuantitySelect } from '../components/ordering/quantity-select.tsx'
import { addToOrder, updateLine } from '../state/order-actions.ts'
import { choiceList, choiceTotals, findProduct, toggleOption, unmetGroups, type AnyGroup } from '../state/order-choices.ts'
import { useClientStore } from '../state/store-context.tsx'
import { useBrowsingMenu } from '../state/browsing-menu.ts'
import { KEEP_FOCUS } from '../components/layout/page-arrival.tsx'
import { useApi } from '../use-api.ts'
import { useEarlyPost } from '../early-post.ts'
import { EarlyPostNotice } from '../components/account/early-post-notice.tsx'
import { positiveInt, type ProductPageData } from '../product-page-loader.ts'
import { earlyProductChoice, QUANTITY_FIELD } from '../product-form-fields.ts'
import '../styles/controls.css'
import '../styles/ordering.css'
import { SiteLink } from '../components/layout/site-link.tsx'

// /order/product?cat=&id=&cid=: one product with its option groups, live price and calories, quantity
// and Add to order. With cid it edits that basket line, its choices already selected.

export { productPageLoader as loader } from '../product-page-loader.ts'

// The server's HTML shows the form before the scripts run. A press then is a POST to the same address (so the product
// stays): the page comes back with the product and the choices and quantity sent (only those the product has), and
// asks for the press again; nothing is added or sent upstream.
export { productPageAction as action } from '../product-page-action.ts'

export function Component() {
  const store = useClientStore()
  const snap = useSnapshot(store)
  const api = useApi()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const productId = positiveInt(params.get('id'))
  const lineId = positiveInt(params.get('cid'))
  const { menu, atRestaurant } = useBrowsingMenu()
  // Until the store has a menu (before the visitor's order is restored, and until the browser's copy of the default
  // menu arrives) the server's copy of this product from the default menu shows, so hydration matches the HTML. A
  // product the default menu lacks waits for the store's menu, which decides whether it is there.
  const loaded = useLoaderData() as ProductPageData | undefined
  const fromServer = loaded?.product && loaded.imagepath && loaded.product.id === productId ? loaded : null
  const imagepath = menu?.imagepath ?? fromServer?.imagepath ?? ''
  const product = useMemo(
    () => (menu ? (productId !== null ? findProduct(menu, productId) : null) : (fromServer?.product ?? null)),
    [menu, productId, fromServer],
  )
  const line =
    lineId !== null
      ? snap.activeOrder?.products.find((candidate) => candidate.id === lineId && candidate.product_id === productId)
      : undefined

  const early = useEarlyPost()
  // An Add to order pressed before the scripts ran comes back with what it chose (the server's page and the first
  // render in the browser alike).
  const [fromEarly] = useState(() => (early && product ? earlyProductChoice(product, early) : null))
  const [chosen, setChosen] = useState<Set<number>>(() => fromEarly?.chosen ?? new Set())
  const [quantity, setQuantity] = useState(fromEarly?.quantity ?? 1)
  const [showErrors, setShowErrors] = useState(false)
  const [busy, setBusy] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  // Choices made before the scripts ran are in the form's fields, not in this state: taken in as the page first runs,
  // or the next render would clear them (a slow phone gives several seconds to choose).
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const ticked = [...form.querySelectorAll<HTMLInputElement>('input[id^="option-"]:checked')]
      .map((input) => Number(input.id.slice('option-'.length)))
      .filter((id) => Number.isInteger(id))
    // A page that answered an early press drew its choices into the fields: they are the visitor's latest word even
    // with every box unticked since.
    if (fromEarly) setChosen(new Set(ticked))
    else if (ticked.length > 0) setChosen((current) => (current.size === 0 ? new Set(ticked) : current))
    const typedQuantity = Number(form.querySelector<HTMLSelectElement>('#product-quantity')?.value)
    if (Number.isInteger(typedQuantity) && typedQuantity > 0) setQuantity(typedQuantity)
    // Once, as the page first runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // The line being edited brings its choices and quantity once it is known (the stored order restores after hydration).
  const loadedLine = useRef<number | null>(null)
  useEffect(() => {
    if (!line || loadedLine.current === line.id) return
    loadedLine.current = line.id
    setChosen(new Set(line.choices.map((choice) => choice.option_id)))
    setQuantity(line.quantity)
  }, [line])

  if (!menu && !product) {
    return (
      <section className="product-page">
        <PageMeta title="Customize Your Item | Perkins Restaurant & Bakery" description="Choose options for a Perkins menu item." />
        <h1>Customize Your Item</h1>
        <NoLocationYet restored={snap.restored} />
      </section>
    )
  }
  if (!product) {
    return (
      <section className="product-page">
        <PageMeta title="Item not found | Perkins Restaurant & Bakery" description="This item is not on the menu here." />
        <h1>Item not found</h1>
        <p>{snap.location ? `This item is not on the menu at Perkins ${snap.location.name}.` : 'This item is not on our menu.'}</p>
        <SiteLink to="/menu" className="button">
          Back to the menu
        </SiteLink>
      </section>
    )
  }

  const unmet = unmetGroups(product, chosen)
  const { unitPrice, calories } = choiceTotals(product, chosen)
  const editing = atRestaurant && lineId !== null && line !== undefined

  const toggle = (group: AnyGroup, optionId: number) => setChosen((current) => toggleOption(group, optionId, current))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (unmet.size > 0) {
      setShowErrors(true)
      // Take the visitor to the first group that still needs a choice; what they chose stays.
      const first = [...unmet][0]
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#group-${first}`)?.focus())
      return
    }
    if (!atRestaurant) {
      // Ordering starts with a restaurant: the dish waits, with its choices, and is added at that restaurant's price.
      store.pendingDish = { productId: product.id, name: product.name, optionIds: [...chosen], quantity }
      store.locationSelectorOpen = true
      return
    }
    setBusy(true)
    try {
      const choices = choiceList(product, chosen)
      if (editing) {
        if (await updateLine(api, store, line.id, quantity, choices)) navigate('/order')
      } else if (await addToOrder(api, store, { productId: product.id, name: product.name, quantity, choices, unitPrice })) {
        // The panel opens from the cart button, so closing it returns focus there (this button is about to go); the
        // menu leaves that focus where it is on arrival.
        void navigate('/menu', { state: KEEP_FOCUS })
        document.querySelector<HTMLElement>('.cart-button')?.focus()
        store.cartOpen = true
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="product-page">
      <PageMeta title={`${product.name} | Perkins Restaurant & Bakery`} description={product.description} />
      <p className="product-page__back">
        <SiteLink to="/menu">← Back to the menu</SiteLink>
      </p>
      <div className="product-page__layout">
        <ProductImage
          imagepath={imagepath}
          filename={product.images[0]?.filename}
          alt={productImageAlt(product.images[0]?.filename)}
          dish={product.name}
          eager
          width={640}
          height={427}
        />
        <div>
          <h1>{product.name}</h1>
          <p>{product.description}</p>
          <RestaurantNote atRestaurant={atRestaurant} />
        </div>
      </div>
      <form ref={formRef} method="post" className="product-form" onSubmit={(event) => void submit(event)} noValidate>
        <EarlyPostNotice early={early} button={editing ? 'Update order' : 'Add to order'} />
        <OptionGroups groups={product.option_groups} chosen={chosen} unmet={showErrors ? unmet : new Set()} onToggle={toggle} />
        <div className="product-form__bar">
          <p className="product-form__summary" aria-live="polite">
            <span className="product-form__price">{formatMoney(unitPrice * quantity)}</span>{' '}
            <span className="product-form__calories">{`${calories} cal each`}</span>
          </p>
          <QuantitySelect
            id="product-quantity"
            label="Quantity"
            name={QUANTITY_FIELD}
            value={quantity}
            min={product.min_quantity}
            onChange={setQuantity}
          />
          <button
            type="submit"
            className="button"
            aria-disabled={busy || undefined}
            aria-describedby={showErrors && unmet.size > 0 ? 'product-form-error' : undefined}
          >
            {editing ? 'Update order' : 'Add to order'}
          </button>
          {showErrors && unmet.size > 0 ? (
            <p id="product-form-error" className="field-error product-form__error">
              {unmet.size === 1 ? 'Please make the choice marked Required above.' : 'Please make each choice marked Required above.'}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  )
}
