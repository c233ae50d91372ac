// Lookups by a key that came from outside (a URL, a header, a CMS field) must see only the object's own data:
// `record[key]` with key "constructor" or "__proto__" would return what every object inherits.

/** The record's own value under `key`, or undefined; never anything inherited from Object.prototype. */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined
}
