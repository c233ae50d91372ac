import { redirect, type RouteObject } from 'react-router'
import type { RouteHandle } from './route-handle.ts'
import { NotFound, notFoundLoader, rootLoader } from './loaders.ts'
import { AppShell } from './components/layout/app-shell.tsx'
import { RootErrorBoundary } from './components/layout/root-error-boundary.tsx'

// The one route table, used by the Worker's static handler and by the browser router.
// Screens are lazy: each page ships only its own code. `handle.module` names the file for preloading. A screen
// exports its own `loader`, so the first load carries only the loaders of the screen it shows.

/** A screen's module. `loadLazyParts` loads, from its loader data, the parts it renders whose code comes apart. */
export type ScreenModule = Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'loader' | 'action'> & {
  loadLazyParts?: (loaderData: unknown) => Promise<void>
}
type LazyModule = () => Promise<ScreenModule>

function screen(module: string, load: LazyModule, handle: RouteHandle = {}): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: load, handle: { ...handle, module } satisfies RouteHandle }
}

/** An ordering screen: what it shows comes from the visitor's order after hydration, so its scripts start early. */
const orderingScreen = (module: string, load: LazyModule, handle: RouteHandle = {}) =>
  screen(module, load, { startScriptsAtFirstFrame: true, ...handle })

const contentPage = () => screen('client/routes/content-page.tsx', () => import('./routes/content-page.tsx'))

// The VIP Perks account screens (client/routes/account-*.tsx).
const accountScreens = {
  'account-signin': () => import('./routes/account-signin.tsx'),
  'account-signup': () => import('./routes/account-signup.tsx'),
  'account-home': () => import('./routes/account-home.tsx'),
  'account-perks': () => import('./routes/account-perks.tsx'),
  'account-history': () => import('./routes/account-history.tsx'),
  'account-forgot-password': () => import('./routes/account-forgot-password.tsx'),
  'account-email-change': () => import('./routes/account-email-change.tsx'),
} satisfies Record<string, LazyModule>
// Their scripts start early: a member's data comes after hydration, and the sign-in forms are pressed at once.
const accountScreen = (name: keyof typeof accountScreens) =>
  screen(`client/routes/${name}.tsx`, accountScreens[name], { startScriptsAtFirstFrame: true })

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // Site-wide content only changes with a new content version, never because the visitor navigated.
    shouldRevalidate: () => false,
    Component: AppShell,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { index: true, ...contentPage() },
      // The loader always throws the 404, so the root error boundary renders; the Component only tells the router
      // this leaf is meant to render nothing of its own.
      { path: '404', loader: notFoundLoader, Component: NotFound },
      {
        path: 'locations',
        ...screen('client/routes/location-directory.tsx', () => import('./routes/location-directory.tsx')),
      },
      {
        path: 'locations/:country/:state?/:city?',
        ...screen('client/routes/location-directory.tsx', () => import('./routes/location-directory.tsx')),
      },
      {
        path: 'locations/:country/:state/:city/:location',
        ...screen('client/routes/location-page.tsx', () => import('./routes/location-page.tsx')),
      },
      {
        path: 'menu',
        ...orderingScreen('client/routes/menu-page.tsx', () => import('./routes/menu-page.tsx'), { marksScrollRestore: true }),
      },
      { path: 'order', ...orderingScreen('client/routes/basket-page.tsx', () => import('./routes/basket-page.tsx')) },
      { path: 'order/product', ...orderingScreen('client/routes/product-page.tsx', () => import('./routes/product-page.tsx')) },
      { path: 'order/checkout', ...orderingScreen('client/routes/checkout-page.tsx', () => import('./routes/checkout-page.tsx')) },
      { path: 'order/signin', ...accountScreen('account-signin') },
      { path: 'order/confirm', ...orderingScreen('client/routes/confirm-page.tsx', () => import('./routes/confirm-page.tsx')) },
      { path: 'signin', ...accountScreen('account-signin') },
      { path: 'account', ...accountScreen('account-home') },
      { path: 'account/signin', ...accountScreen('account-signin') },
      { path: 'account/signup', ...accountScreen('account-signup') },
      { path: 'account/forgot-password/:code?', ...accountScreen('account-forgot-password') },
      // The links of a sign-in email change; their tokens travel in the fragment.
      { path: 'account/confirm-email', ...accountScreen('account-email-change') },
      { path: 'account/undo-email', ...accountScreen('account-email-change') },
      { path: 'account/history', ...accountScreen('account-history') },
      { path: 'account/perks', ...accountScreen('account-perks') },
      // The native app's screens, reached in a browser, go to the same step on the website: the order's
      // confirmation (with the order id the address carries), or checkout.
      { path: 'app/confirm', loader: ({ request }) => redirect(`/order/confirm${new URL(request.url).search}`) },
      { path: 'app/payment', loader: () => redirect('/order/checkout') },
      { path: 'app/payment-dev', loader: () => redirect('/order/checkout') },
      { path: 'perks', ...contentPage() },
      { path: 'perks/:slug', ...contentPage() },
      { path: 'franchising', ...contentPage() },
      { path: 'franchising/blog', ...contentPage() },
      { path: 'franchising/blog/:slug', ...contentPage() },
      { path: 'franchising/:slug', ...contentPage() },
      { path: 'contact-us', ...contentPage() },
      { path: 'contact', ...contentPage() },
      { path: 'reviews', ...contentPage() },
      { path: '*', ...contentPage() },
    ],
  },
]
