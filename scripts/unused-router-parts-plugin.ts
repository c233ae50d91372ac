import type { Plugin } from 'vite'

// React Router's production modules name each component and context for React DevTools with a top-level statement
// (`Link.displayName = "Link"`) and create them with calls not marked pure (`React.forwardRef(…)`). Both count as
// side effects to the bundler, so every component of the package reaches the first load whether the site uses it
// or not: its <Link>, <NavLink> and <Form> with their prefetch and submission helpers, although the site links with
// SiteLink and submits its own forms. Dropping the names (which only DevTools reads, and which production React
// never shows) and marking the creating calls pure lets the unused ones go
// (docs/decisions/142-unused-router-parts-left-out.md).

const ROUTER_PRODUCTION_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm
const CREATING_CALL = /^(const [\w$]+ = )(React\$1\.(?:forwardRef|createContext|memo)\()/gm

export function unusedRouterPartsPlugin(): Plugin {
  return {
    name: 'perkins:unused-router-parts',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: ROUTER_PRODUCTION_MODULE },
      handler(code) {
        const stripped = code.replace(DISPLAY_NAME, '').replace(CREATING_CALL, '$1/* @__PURE__ */ $2')
        return stripped === code ? null : { code: stripped, map: null }
      },
    },
  }
}
