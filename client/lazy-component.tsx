import { Suspense, use, type ComponentType, type ReactNode } from 'react'

/**
 * A component whose code loads apart from its screen's, only where it is used. `load()` fetches it: a loader that
 * awaits it before the page renders lets the server render the component in place and a browser navigation show it
 * at once. On a first page load the browser fetches it while the server's HTML stays as sent (a Suspense boundary),
 * and hydrates it when it arrives, so nothing moves.
 */
export function lazyComponent<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
): { load: () => Promise<ComponentType<Props>>; Component: (props: Props) => ReactNode } {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | null = null
  const load = () => (loading ??= importer().then((component) => (loaded = component)))

  function Loaded(props: Props) {
    const Loaded = loaded ?? use(load())
    return <Loaded {...props} />
  }
  function Component(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return { load, Component }
}
