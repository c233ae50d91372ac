import type { ActionFunctionArgs } from 'react-router'
import { slugForPath } from '#shared/content-slug.ts'
import { formBlocksOf, readFormBlock } from '#shared/forms/form-block.ts'
import { FORM_NAME_FIELD, MAX_VALUE_LENGTH } from '#shared/forms/form-fields.ts'
import { contentSourceContext } from './content-source.ts'
import { earlyPostAction } from './early-post.ts'

// A CMS page with a form answers a form sent before its scripts ran (client/early-post.ts): the page again, every
// answer the page's forms have a field for filled back in, and which form it was. Nothing is sent anywhere. A page
// without a form answers 405, as every page without a form does.

async function formFieldNames({ request, context }: ActionFunctionArgs): Promise<readonly string[] | null> {
  const slug = slugForPath(new URL(request.url).pathname)
  const page = slug === null ? null : await context.get(contentSourceContext).page(slug)
  const forms = page ? formBlocksOf(page.content.body).map((block) => readFormBlock(block).form) : []
  if (forms.length === 0) return null
  return [FORM_NAME_FIELD, ...new Set(forms.flatMap((form) => form.fields.map((field) => field.id)))]
}

export const contentPageAction = earlyPostAction(formFieldNames, { maxLength: MAX_VALUE_LENGTH.textarea })
