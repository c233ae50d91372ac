import { data, type LoaderFunctionArgs } from 'react-router'
import type { Location } from '#shared/schemas/location.ts'
import { ContentUnavailable } from '#shared/content-unavailable.ts'
import { contentSourceContext } from './content-source.ts'
import { CONTENT_UNAVAILABLE_MESSAGE } from '#shared/page-error-messages.ts'

// What the directory's and the location pages' loaders share (client/location-loaders.ts,
// client/location-page-loader.ts), kept apart so a location page never carries the directory's search.

export interface Crumb {
  label: string
  path: string
}

export async function allLocations(args: LoaderFunctionArgs): Promise<Location[]> {
  try {
    return await args.context.get(contentSourceContext).locations()
  } catch (error) {
    if (error instanceof ContentUnavailable) throw data({ message: CONTENT_UNAVAILABLE_MESSAGE }, { status: 503 })
    throw error
  }
}

export const notFound = (): never => {
  throw data(null, { status: 404 })
}
