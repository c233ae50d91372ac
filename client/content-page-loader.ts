import { data, type LoaderFunctionArgs } from 'react-router'
import type { PageData } from '#shared/schemas/content.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { slugForPath } from '#shared/content-slug.ts'
import { CONTENT_UNAVAILABLE_MESSAGE } from '#shared/page-error-messages.ts'
import { contentSourceContext } from './content-source.ts'
import { loadFormBlockIfUsed } from './components/blocks/form-block-slot.tsx'
import { loadEmbeddedFrameIfUsed } from './components/blocks/embedded-frame-slot.tsx'

export interface ContentPageData {
  page: PageData
}

/** Loads the blocks whose code comes apart from the screen's (a CMS form, an embedded form's frame) that `body` uses. */
async function loadLazyBlocks(body: readonly unknown[]): Promise<void> {
  await Promise.all([loadFormBlockIfUsed(body), loadEmbeddedFrameIfUsed(body)])
}

/**
 * The same for the page the server rendered, before the browser hydrates it (client/entry.client.tsx): a block still
 * loading when hydration reaches it loses the server's HTML of it at the first update, and the page shifts.
 */
export async function loadLazyParts(loaderData: unknown): Promise<void> {
  const body = (loaderData as Partial<ContentPageData> | undefined)?.page?.content?.body
  if (Array.isArray(body)) await loadLazyBlocks(body)
}

/** Any CMS page by its path: 404 when the content has no such page, 503 when the content store cannot answer. */
export async function contentPageLoader({ context, request }: LoaderFunctionArgs): Promise<ContentPageData> {
  const slug = slugForPath(new URL(request.url).pathname)
  if (!slug) throw data(null, { status: 404 })
  let page: PageData | null
  try {
    page = await context.get(contentSourceContext).page(slug)
  } catch (error) {
    if (error instanceof ContentUnavailable) throw data({ message: CONTENT_UNAVAILABLE_MESSAGE }, { status: 503 })
    throw error
  }
  if (!page) throw data(null, { status: 404 })
  await loadLazyBlocks(page.content.body)
  return { page }
}
