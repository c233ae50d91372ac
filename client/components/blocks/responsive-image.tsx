import { preload } from 'react-dom'
import type { ImageField } from './block-fields.ts'

const STORYBLOK_ASSET = /^https:\/\/a\.storyblok\.com\/f\/\d+\/(\d+)x(\d+)\//
const WIDTHS = [400, 640, 960, 1280, 1600]

/** A Storyblok asset's intrinsic size, which its URL carries (`/f/<space>/<w>x<h>/…`). */
function storyblokSize(src: string): { width: number; height: number } | null {
  const match = STORYBLOK_ASSET.exec(src)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

/**
 * The attributes of a picture: for a Storyblok asset, WebP renditions from its image service at the widths the
 * layout needs (`/m/<w>x0/filters:format(webp)`); for a local file, the file as it is. Width and height come from
 * the field or the asset URL, so the browser reserves the space; a picture without them still holds its box
 * through the CSS aspect ratio of where it sits.
 */
function imageAttributes(picture: ImageField, sizes: string) {
  const intrinsic = storyblokSize(picture.filename)
  const width = picture.width ?? intrinsic?.width
  const height = picture.height ?? intrinsic?.height
  if (!intrinsic) return { src: picture.filename, width, height }
  const widths = WIDTHS.filter((candidate) => candidate < intrinsic.width).concat(intrinsic.width)
  const rendition = (w: number) => `${picture.filename}/m/${w}x0/filters:format(webp)`
  return {
    src: rendition(Math.min(960, intrinsic.width)),
    srcSet: widths.map((w) => `${rendition(w)} ${w}w`).join(', '),
    sizes,
    width,
    height,
  }
}

export function ResponsiveImage({
  picture,
  sizes,
  className,
  priority = false,
  alt,
}: {
  picture: ImageField
  sizes: string
  className?: string
  priority?: boolean
  alt?: string
}) {
  const attributes = imageAttributes(picture, sizes)
  // The first screen's largest picture is fetched at once, from the document head; every other one waits until near view.
  if (priority)
    preload(attributes.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(attributes.srcSet ? { imageSrcSet: attributes.srcSet, imageSizes: sizes } : {}),
    })
  return (
    <img
      className={className}
      {...attributes}
      alt={alt ?? picture.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
