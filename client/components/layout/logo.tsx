/**
 * The wordmark: Perkins letterforms drawn as SVG paths (scripts/brand/build-wordmark.mjs), cream and gold for the
 * navy header and footer. An image rather than inline SVG, so its 12 KB of paths are cached once instead of
 * riding in every page's first bytes; width and height are set so nothing shifts while it loads.
 */
const WORDMARK_SRC = '/images/brand/perkins-wordmark.svg'

export function Logo({ className = 'logo' }: { className?: string }) {
  return <img className={className} src={WORDMARK_SRC} alt="" width={293} height={89} decoding="async" />
}
