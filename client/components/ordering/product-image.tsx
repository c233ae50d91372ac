import { useState } from 'react'

/**
 * A menu picture at a fixed aspect ratio, so nothing shifts while it loads. Below the fold it loads lazily. A dish
 * with no picture that fits it (or one that fails to load) gets a plain tile with the dish's initial: decoration
 * only, since the dish's name is beside it. `alt` says what the picture shows, not which dish it stands for.
 */
export function ProductImage({
  imagepath,
  filename,
  alt,
  dish,
  eager = false,
  width = 320,
  height = 213,
}: {
  imagepath: string
  filename: string | undefined
  alt: string
  /** The dish's name, for the plain tile's initial. */
  dish: string
  eager?: boolean
  width?: number
  height?: number
}) {
  const [failed, setFailed] = useState(!filename)
  if (failed) {
    return (
      <span className="product-image product-image--fallback" aria-hidden="true">
        {dish.charAt(0)}
      </span>
    )
  }
  return (
    <img
      className="product-image"
      src={`${imagepath.replace(/\/?$/, '/')}${encodeURIComponent(filename ?? '')}`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
