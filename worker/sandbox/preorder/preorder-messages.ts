import { dayLabel, orList, pickupLabel, timeLabel } from '#shared/preorder-labels.ts'
import type { PickupWindow, PreorderWindow } from '#shared/schemas/preorder-window.ts'
import { ORDER_AHEAD_DAYS } from '../time/handoff-calendar.ts'

// What the sandbox tells a visitor when a pre-order cannot go ahead: what happened, in plain words, and what they
// can do next. Each refusal keeps the basket as it is.

const roomLeftSentence = (withRoom: readonly PickupWindow[]): string =>
  withRoom.length === 0
    ? 'No other pickup times have room left, sorry.'
    : `${withRoom.length === 1 ? 'This pickup time still has' : 'These pickup times still have'} room: ${orList(withRoom.map((p) => pickupLabel(p)))}.`

export const PREORDER_MESSAGES = {
  unknownWindow: 'That holiday pickup is not offered. Please choose one of the pickup times shown.',
  notOpenYet: (window: PreorderWindow) => `Orders for ${window.title} open on ${dayLabel(window.opens_on, true)}.`,
  closed: (window: PreorderWindow) =>
    `Orders for ${window.title} closed on ${dayLabel(window.order_by.date)} at ${timeLabel(window.order_by.time)}. Your basket is saved, and you can still order for today.`,
  outsideWindow: (window: PreorderWindow) =>
    `${window.title} can be picked up on ${orList([...new Set(window.pickups.map((p) => dayLabel(p.date)))])}. Please choose one of the pickup times shown.`,
  past: 'That pickup time has already passed. Please choose a later one.',
  tooFarAhead: `We take pre-orders up to ${ORDER_AHEAD_DAYS} days ahead. Please choose an earlier day.`,
  closedThen: 'This restaurant is closed at that time. Please choose another pickup time.',
  nothingToPreorder: 'Holiday pickup is for whole pies and bakery boxes. Please add one to your basket first.',
  mixed: (others: readonly string[]) =>
    `Holiday pickup is for whole pies and bakery boxes only. ${orList(others)} ${others.length === 1 ? 'is' : 'are'} made fresh for today, so please order ${others.length === 1 ? 'it' : 'them'} separately or remove ${others.length === 1 ? 'it' : 'them'} from your basket.`,
  notDelivered: 'Holiday pies are picked up at the restaurant. Please choose pickup or curbside.',
  full: (pickup: PickupWindow, withRoom: readonly PickupWindow[]) =>
    `The ${pickupLabel(pickup)} pickup is full. ${roomLeftSentence(withRoom)} Your basket is saved.`,
  tooMany: (pickup: PickupWindow, remaining: number, withRoom: readonly PickupWindow[]) =>
    `Only ${remaining} more bakery ${remaining === 1 ? 'item' : 'items'} can be picked up ${pickupLabel(pickup)}. Please take fewer, or choose another pickup time. ${roomLeftSentence(withRoom)}`,
} as const
