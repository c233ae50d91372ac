import { BOOTSTRAP_ELEMENT_ID, type PageBootstrap } from '#shared/page-bootstrap.ts'

/**
 * The data the server embedded after `#root`, once the parser has read all of it. The entry script is async (and
 * React hoists it into the head), so on a repeat visit a cached copy can run while the page is still arriving:
 * until the document is parsed the bootstrap element may be missing or half-written, so wait for it then.
 */
export async function readPageBootstrap(): Promise<PageBootstrap> {
  if (document.readyState === 'loading') {
    await new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
  }
  const text = document.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent
  if (!text) throw new Error(`the page has no #${BOOTSTRAP_ELEMENT_ID} data to hydrate with`)
  return JSON.parse(text) as PageBootstrap
}
