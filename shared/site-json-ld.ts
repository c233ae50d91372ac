/** schema.org Organization and WebSite for the home page, so search engines name the brand and its site. */
export function siteJsonLd(origin: string) {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Perkins Restaurant & Bakery',
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Perkins Restaurant & Bakery',
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
    },
  ]
}

/** JSON for an inline <script type="application/ld+json">: no "<" may close the script early. */
export const jsonLdScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
