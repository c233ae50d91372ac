import { z } from 'zod'

// What the browser reports of one page load's Core Web Vitals (POST /_vitals): the route's pattern, never its
// address, a coarse device class and each metric's value. Nothing else is accepted, so nothing personal can be sent.

/** The address the browser sends its report to. */
export const VITALS_PATH = '/_vitals'

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const
export const vitalNameSchema = z.enum(VITAL_NAMES)
export type VitalName = z.infer<typeof vitalNameSchema>

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const
export const deviceClassSchema = z.enum(DEVICE_CLASSES)
export type DeviceClass = z.infer<typeof deviceClassSchema>

/**
 * The largest value each metric may report: milliseconds for the timings (ten minutes is far past any real page),
 * a unitless score for CLS. Anything larger is not a measurement.
 */
const MAX_VALUE: Record<VitalName, number> = { LCP: 600_000, INP: 600_000, TTFB: 600_000, CLS: 100 }

const vitalSchema = z
  .strictObject({
    name: vitalNameSchema,
    value: z.number().finite().nonnegative(),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
    navigationType: z.enum(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore']),
  })
  .refine((vital) => vital.value <= MAX_VALUE[vital.name], { message: 'value out of range', path: ['value'] })
export type VitalReport = z.infer<typeof vitalSchema>

/** A route pattern as shared/route-pattern.ts writes it: `/`, or slash-led segments of letters, digits, `-:?*`. */
const ROUTE_PATTERN = /^\/([a-z0-9:?*-]+(\/[a-z0-9:?*-]+)*)?$/i

export const vitalsReportSchema = z
  .strictObject({
    route: z.string().max(200).regex(ROUTE_PATTERN),
    device: deviceClassSchema,
    metrics: z.array(vitalSchema).min(1).max(VITAL_NAMES.length),
  })
  // One page load reports each metric once.
  .refine((report) => new Set(report.metrics.map((metric) => metric.name)).size === report.metrics.length, {
    message: 'a metric is reported twice',
    path: ['metrics'],
  })
export type VitalsReport = z.infer<typeof vitalsReportSchema>
