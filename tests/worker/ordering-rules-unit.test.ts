import { describe, expect, it } from 'vitest'
import { defaultMenusSchema } from '#shared/schemas/menu.ts'
import { NO_ORDERING_RULES, orderingMenuId, orderingRulesOf, takesOnlineOrders } from '#client/state/ordering-rules.ts'

const globals = {
  defaultMenus: [
    { menu_id: 70405, stores: ['3510', '3571'] },
    { menu_id: 70407, stores: ['9001'] },
  ],
  nonOloMenus: [{ name: 'Dine-In Menu', menu_id: 70405, stores: [4146, 1240] }],
}

describe('which restaurants take online orders, and from which menu', () => {
  it('orders a store without a menu from the menu the CMS mapping names, else from 70405', () => {
    const rules = orderingRulesOf(globals)
    expect(orderingMenuId({ id: 9001, menu_id: null }, rules)).toBe(70407)
    expect(orderingMenuId({ id: 3571, menu_id: null }, rules)).toBe(70405)
    // Not in the mapping at all: the default menu.
    expect(orderingMenuId({ id: 7777, menu_id: null }, rules)).toBe(70405)
    // A store's own menu always wins over the mapping.
    expect(orderingMenuId({ id: 9001, menu_id: 70406 }, rules)).toBe(70406)
    // No CMS content: the default menu.
    expect(orderingMenuId({ id: 9001, menu_id: null }, orderingRulesOf(null))).toBe(70405)
  })

  it('takes no online orders at a store the CMS lists under its non-online menus', () => {
    const rules = orderingRulesOf(globals)
    expect(takesOnlineOrders({ id: 4146 }, rules)).toBe(false)
    expect(takesOnlineOrders({ id: 1240 }, rules)).toBe(false)
    expect(takesOnlineOrders({ id: 3571 }, rules)).toBe(true)
    expect(takesOnlineOrders({ id: 4146 }, NO_ORDERING_RULES)).toBe(true)
  })

  it('reads only store codes from the CMS mapping: a prototype key or a name is refused with the content', () => {
    const mapping = (stores: string[]) => defaultMenusSchema.safeParse({ menu_id: 70407, stores }).success
    expect(mapping(['3510', '123456'])).toBe(true)
    expect(mapping(['__proto__'])).toBe(false)
    expect(mapping(['constructor'])).toBe(false)
    expect(mapping(['35'])).toBe(false)
  })
})
