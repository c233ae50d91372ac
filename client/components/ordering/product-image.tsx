import { useState } from 'react'

/**
 * A menu photo at a fixed aspect ratio, so nothing shifts while it loads. Below the fold it loads lazily; if it
 * fails, a plain box with the dish's initial stands in (the alt text is still the dish's name).
 */
export function ProductImage({
  imagepath,
  filename,
  alt,
  eager = false,
  width = 320,
  height = 213,
}: {
  imagepath: string
  filename: string | undefined
  alt: string
  eager?: boolean
  width?: number
  height?: number
}) {
  const [failed, setFailed] = useState(!filename)
  if (failed) {
    return (
      <span className="product-image product-image--fallback" {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}>
        <span aria-hidden="true">{alt.charAt(0)}</span>
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
