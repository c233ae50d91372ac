import { Component, type ReactNode } from 'react'

/**
 * Around a part that loads later (analytics, the cart panel): if its code cannot load, for example offline before
 * it was ever fetched, the page goes on without it instead of falling to the error page.
 */
export class OptionalPart extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.warn(`${this.props.name} could not load`, error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}
