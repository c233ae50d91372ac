import { describe, expect, it } from 'vitest'
import { seedMenus } from '#shared/seed/index.ts'
import { PRODUCT_IMAGE_ALT, PRODUCT_IMAGE_KINDS, productImageAlt, productImageFile } from '#shared/seed/product-images.ts'

// A menu picture shows that dish or its kind, never another food; a dish with no fitting picture gets none.

describe('menu pictures', () => {
  it('gives dishes their own kind of picture', () => {
    expect(productImageFile('Blueberry Pancakes')).toBe('pancakes.webp')
    expect(productImageFile('Cherry Pie Slice')).toBe('pie.webp')
    expect(productImageFile('Kids Grilled Cheese')).toBe('sandwich.webp')
    expect(productImageFile('Chicken Tenders Dinner')).toBe('chicken.webp')
  })

  it('gives no picture rather than another food', () => {
    for (const name of [
      'Homestyle Meatloaf',
      'Pot Roast Dinner',
      'Chicken-Fried Steak Dinner',
      'Chocolate Silk Pie Slice',
      'Whole Coconut Cream Pie',
      'Whole Pumpkin Pie',
      'Blueberry Muffin',
      'Cinnamon Roll',
      'Biscuits & Sausage Gravy',
      'Sausage Links',
      'Fish & Chips',
      'Kids Mac & Cheese',
      'Classic French Toast',
      'Hash Browns',
    ]) {
      expect(productImageFile(name), name).toBeNull()
    }
  })

  it('describes each picture as it is, and every seeded image is a known picture', () => {
    expect(Object.keys(PRODUCT_IMAGE_ALT).sort()).toEqual(Object.keys(PRODUCT_IMAGE_KINDS).sort())
    expect(productImageAlt('pie.webp')).toBe('A golden-crust pie, and cherries')
    expect(productImageAlt('__proto__.webp')).toBe('')
    expect(productImageAlt(undefined)).toBe('')
    const files = seedMenus.flatMap((menu) => [...menu.categories.flatMap((c) => c.products), ...menu.singles]).flatMap((p) => p.images)
    for (const { filename } of files) expect(productImageAlt(filename), filename).not.toBe('')
  })
})
