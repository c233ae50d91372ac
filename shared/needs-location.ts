/**
 * A route whose name starts with order or menu needs a location: without one chosen, the location selector opens
 * (client/components/layout/app-shell.tsx), and the page's start script fetches the selector's chunks early
 * (worker/pages/start-after-paint.ts).
 */
export const needsLocation = (pathname: string): boolean => /^\/(order|menu)/.test(pathname)
