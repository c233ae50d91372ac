import type { Location } from '#shared/schemas/location.ts'
import { seedLocations } from '#shared/seed/index.ts'
import { LOCATION_COMPONENT } from '../stories-to-bundle.ts'
import { story } from './story-helpers.ts'

// CMS location records: one story per seed store, under locations/{country}/{state}/{city}/{slug}, carrying
// the same store number and facts as the sandbox's database plus a line of editorial copy.

const kebab = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

function intro(location: Location): string {
  const services = [
    location.services.curbside ? 'curbside' : null,
    location.services.delivery || location.services.dispatch ? 'delivery' : null,
  ].filter(Boolean)
  const ordering =
    location.menu_id === null
      ? 'Online ordering is not available here yet, so call ahead and we will have your table or your pie ready.'
      : `Order ahead online for pickup${services.length ? `, ${services.join(' or ')}` : ''}.`
  const kind = location.restaurantType === 'Restaurant & Bakery' ? 'restaurant and bakery' : location.restaurantType.toLowerCase()
  return `Your neighborhood Perkins ${kind} at ${location.address} in ${location.city}. ${ordering}${location.loyalty ? ' VIP Perks members earn points on every visit.' : ''}`
}

export const locationStories = seedLocations.map((location, index) => {
  const { id, ...fields } = location
  return story(
    2000 + index,
    `locations/${location.country}/${location.state.toLowerCase()}/${kebab(location.city)}/${location.slug}`,
    `Perkins ${location.city}, ${location.state}`,
    {
      component: LOCATION_COMPONENT,
      store_id: id,
      ...fields,
      intro: intro(location),
    },
  )
})
