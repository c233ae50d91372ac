/** The last resort when even the error page cannot render: plain HTML, no scripts, a way home. */
export function fallbackErrorPage(status: number): Response {
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error</title></head><body style="font-family:system-ui,sans-serif;padding:2rem"><p>An error occurred while showing the error page</p><p><a href="/">Go to the home page</a></p></body></html>`
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-store' } })
}
