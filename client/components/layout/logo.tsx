/** The wordmark, inline so the header paints with no extra request. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 180 40" width="144" height="32" aria-hidden="true" focusable="false">
      <rect width="180" height="40" rx="8" fill="#f6b82b" />
      <text x="90" y="28" textAnchor="middle" fontFamily="Georgia, 'Times New Roman', serif" fontSize="24" fontWeight="700" fill="#0b2d5b">
        Perkins
      </text>
    </svg>
  )
}
