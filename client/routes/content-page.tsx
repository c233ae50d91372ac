import { lazy, Suspense } from 'react'
import { useLoaderData, useLocation, useRouteLoaderData, type ActionFunctionArgs } from 'react-router'
import { layoutForPath } from '#shared/layout-for-path.ts'
import type { RootData } from '../loaders.ts'
import type { ContentPageData } from '../content-page-loader.ts'
import { BlockList } from '../components/blocks/block-list.tsx'
import { BlogPost } from '../components/blocks/blog-post.tsx'
import { usePreviewContent } from '../components/blocks/use-preview-content.ts'
import { LearnMoreBar } from '../components/franchising/learn-more-bar.tsx'
import { PageMeta } from '../components/page-meta.tsx'
import { jsonLdScript, siteJsonLd } from '#shared/site-json-ld.ts'
import { useSnapshot } from 'valtio'
import { useClientStore } from '../state/store-context.tsx'
import '../styles/content.css'

const MemberPerksSummary = lazy(() => import('../components/account/member-perks-summary.tsx'))

export { contentPageLoader as loader, loadLazyParts } from '../content-page-loader.ts'
// A page with a CMS form answers the form pressed before the scripts ran. Only the server ever runs it (the form
// submits through its own handler once hydrated), so its code stays out of every page's first load.
export const action = (args: ActionFunctionArgs) => import('../content-page-action.ts').then((module) => module.contentPageAction(args))

/** Any page whose content comes from the CMS: home, perks, franchising, contact, reviews and the catch-all. */
export function Component() {
  const { page } = useLoaderData() as ContentPageData
  const root = useRouteLoaderData('root') as RootData | undefined
  const { pathname } = useLocation()
  const content = usePreviewContent(page)
  const body = content.body
  const startsWithHero = body[0]?.component === 'hero'
  // The franchising check reads the first 12 characters of the path.
  // A signed-in member on /perks reads her balance under the page's opening, not only an invitation to join.
  const snap = useSnapshot(useClientStore())
  const memberOnPerks = pathname === '/perks' && snap.restored && Boolean(snap.userToken)
  const leadForm = layoutForPath(pathname) === 'franchising' ? root?.globals.franchisingLeadForm : undefined
  return (
    <>
      <PageMeta title={page.title} description={page.description} image={page.ogImage} />
      {pathname === '/' && root ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(siteJsonLd(root.origin)) }} />
      ) : null}
      {page.component === 'post' ? (
        <BlogPost page={page} content={content} />
      ) : (
        <article className="content-page">
          {startsWithHero ? null : (
            <header className="content-page__header">
              <h1>{page.name}</h1>
            </header>
          )}
          {memberOnPerks ? (
            <>
              <BlockList blocks={body.slice(0, 1)} />
              <Suspense fallback={null}>
                <MemberPerksSummary />
              </Suspense>
              <BlockList blocks={body.slice(1)} />
            </>
          ) : (
            <BlockList blocks={body} />
          )}
        </article>
      )}
      {leadForm ? <LearnMoreBar form={leadForm} /> : null}
    </>
  )
}
