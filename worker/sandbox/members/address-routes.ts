import { Hono } from 'hono'
import { SandboxError } from '../http/sandbox-error.ts'
import type { SandboxHono } from '../sandbox-context.ts'
import { deleteSavedAddress, savedAddresses } from './address-book.ts'
import { requireMember } from './require-member.ts'

// GET members/addresses (our own call) and DELETE members/addresses/{id}, with the ordering token. A member reaches
// only their own addresses: another member's id, an unknown id and an id that is no id at all (`__proto__`, -1,
// 1e3) all get the same 404, so a guessed id never tells whether it exists.

const NOT_FOUND = 'We could not find that address.'
const ADDRESS_ID = /^[1-9]\d{0,11}$/

export function addressRoutes() {
  const app = new Hono<SandboxHono>()

  app.get('/addresses', async (c) => {
    const member = await requireMember(c)
    return c.json({ addresses: await savedAddresses(c.var.db, member.id) })
  })

  app.delete('/addresses/:id', async (c) => {
    const { db } = c.var
    const member = await requireMember(c)
    const id = c.req.param('id')
    if (!ADDRESS_ID.test(id) || !(await deleteSavedAddress(db, member.id, Number(id)))) throw new SandboxError(404, NOT_FOUND)
    // Our own shape: the addresses that remain.
    return c.json({ addresses: await savedAddresses(db, member.id) })
  })

  return app
}
