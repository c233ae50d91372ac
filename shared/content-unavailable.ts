/**
 * Thrown wherever content cannot be read at all: the KV store on the server (read failure, no published version,
 * a missing blob), the /_data routes in the browser (network down, an error answer), a preview draft that fails.
 * Loaders turn it into the 503 page; the health route reports it.
 */
export class ContentUnavailable extends Error {
  override name = 'ContentUnavailable'
}
