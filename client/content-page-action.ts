import type { ActionFunctionArgs } from 'react-router'
import { slugForPath } from '#shared/content-slug.ts'
import { formBlocksOf, FORM_NAME_FIELD, isFormFieldId, MAX_FORM_ANSWER_LENGTH } from '#shared/forms/form-component.ts'
import { contentSourceContext } from './content-source.ts'
import { earlyPostAction } from './early-post.ts'

// A CMS page with a form answers a form sent before its scripts ran (client/early-post.ts): the page again, every
// answer the page's forms have a field for filled back in, and which form it was. Nothing is sent anywhere. A page
// without a form answers 405, as every page without a form does.

async function formFieldNames({ request, context }: ActionFunctionArgs): Promise<readonly string[] | null> {
  const slug = slugForPath(new URL(request.url).pathname)
  const page = slug === null ? null : await context.get(contentSourceContext).page(slug)
  const forms = page ? formBlocksOf(page.content.body) : []
  if (forms.length === 0) return null
  // Every id the forms list that could be a field; the form itself then shows only the fields it renders.
  const ids = forms.flatMap((form) =>
    (Array.isArray(form.fields) ? form.fields : []).map((field: unknown) => (field as { id?: unknown } | null)?.id),
  )
  return [FORM_NAME_FIELD, ...new Set(ids.filter(isFormFieldId))]
}

export const contentPageAction = earlyPostAction(formFieldNames, { maxLength: MAX_FORM_ANSWER_LENGTH })
