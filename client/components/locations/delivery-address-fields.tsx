import { LocationSearchInput } from './location-search-form.tsx'
import type { LocationSearch } from './use-location-search.ts'

/** Where the food goes: street, then city and zip side by side. The zip keeps its 5 digits only. */
export function DeliveryAddressFields({ search }: { search: LocationSearch }) {
  return (
    <>
      <LocationSearchInput search={search} field="street" label="Street address" autoComplete="street-address" />
      <div className="field-row">
        <LocationSearchInput search={search} field="city" label="City" autoComplete="address-level2" />
        <LocationSearchInput
          search={search}
          field="zip"
          label="Zip code"
          className="field--zip"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          clean={(value) => value.replace(/\D/g, '').slice(0, 5)}
        />
      </div>
    </>
  )
}
