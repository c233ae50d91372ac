import { STORE_ID_PATTERN } from '#shared/constants.ts'
import { applyLocationWithMenu } from './location-actions.ts'
import { useOneTimeQueryParam, type QueryParamAction } from './use-one-time-query-param.ts'

const NOT_FOUND = 'We could not find that restaurant. Please choose a location.'

/**
 * `?store={id}` loads that location with its menu, makes it the current location and active menu, and
 * clears the active order.
 */
const loadStoreFromParam: QueryParamAction = async (storeId, api, store, isCurrent) => {
  const found = STORE_ID_PATTERN.test(storeId) ? await api.locationsGet({ id: storeId }, { withMenu: true }) : undefined
  if (!isCurrent()) return null
  if (found && applyLocationWithMenu(store, found)) {
    store.activeOrder = null
    store.locationSelectorOpen = false
  } else if (!found) {
    store.activeErrors = [...store.activeErrors, NOT_FOUND]
  }
  return null
}

export function useStoreQueryParam() {
  useOneTimeQueryParam('store', loadStoreFromParam)
}
