/** Cart count: the sum of product quantities in the active order. */
export function cartCount(order: { readonly products: readonly { readonly quantity: number }[] } | null | undefined): number {
  return order?.products.reduce((sum, line) => sum + line.quantity, 0) ?? 0
}
