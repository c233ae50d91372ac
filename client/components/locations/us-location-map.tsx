import { locationPath } from '#shared/location-paths.ts'
import type { Location } from '#shared/schemas/location.ts'
import { projectUsPoint, US_MAP_HEIGHT, US_MAP_WIDTH } from '#shared/us-albers.ts'

/**
 * The restaurants on a map of the states, drawn on the server: the outlines are one cached SVG file
 * (scripts/brand/build-us-map.mjs), the pins are links to each location page. No tiles, no third-party script,
 * no JavaScript needed to see it. The pins repeat the cards' links, so they stay out of the tab order and the
 * accessibility tree; keyboard and screen-reader visitors get the same places from the list.
 */
export function UsLocationMap({ locations, caption }: { locations: readonly Location[]; caption: string }) {
  const pins = locations.flatMap((location) => {
    const point = projectUsPoint(location.longitude, location.latitude)
    return point ? [{ location, x: point[0], y: point[1] }] : []
  })
  return (
    <figure className="location-map">
      <svg
        viewBox={`0 0 ${US_MAP_WIDTH} ${US_MAP_HEIGHT}`}
        width={US_MAP_WIDTH}
        height={US_MAP_HEIGHT}
        aria-hidden="true"
        focusable="false"
      >
        <image href="/images/locations/us-states.svg" width={US_MAP_WIDTH} height={US_MAP_HEIGHT} />
        {pins.map(({ location, x, y }) => (
          <a key={location.id} href={locationPath(location)} tabIndex={-1} className="location-map__pin">
            <title>{`Perkins ${location.name}, ${location.address}`}</title>
            <circle cx={x.toFixed(1)} cy={y.toFixed(1)} r="7" />
          </a>
        ))}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  )
}
