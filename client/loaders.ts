import { data, type LoaderFunctionArgs } from 'react-router'
import type { Globals, PageData } from '../shared/schemas/content.ts'
import { contentSourceContext, ContentUnavailable } from './content-source.ts'
import { slugForPath } from './content-slug.ts'

export interface RootData {
  globals: Globals
}

export interface ContentPageData {
  page: PageData
}

function unavailable(): never {
  throw data({ message: 'Our site is taking a short break. Please try again in a minute.' }, { status: 503 })
}

export async function rootLoader({ context }: LoaderFunctionArgs): Promise<RootData> {
  try {
    return { globals: await context.get(contentSourceContext).globals() }
  } catch (error) {
    if (error instanceof ContentUnavailable) unavailable()
    throw error
  }
}

export async function contentPageLoader({ context, request }: LoaderFunctionArgs): Promise<ContentPageData> {
  const slug = slugForPath(new URL(request.url).pathname)
  if (!slug) throw data(null, { status: 404 })
  let page: PageData | null
  try {
    page = await context.get(contentSourceContext).page(slug)
  } catch (error) {
    if (error instanceof ContentUnavailable) unavailable()
    throw error
  }
  if (!page) throw data(null, { status: 404 })
  return { page }
}

export function notFoundLoader(): never {
  throw data(null, { status: 404 })
}
