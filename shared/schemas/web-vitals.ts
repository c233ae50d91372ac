import { z } from 'zod'

// What the browser reports of one page load's Core Web Vitals (POST /_vitals): the landing page's path (no query,
// no fragment, a secret in it already replaced by its route's pattern), a coarse device class and each metric's
// value. Nothing else is accepted. The Worker keeps only the path's route pattern, never the path.

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

/** A path as the address bar shows it, without query or fragment. */
const PATH = /^\/[^?#\s]*$/

export const vitalsReportSchema = z
  .strictObject({
    path: z.string().max(512).regex(PATH),
    device: deviceClassSchema,
    metrics: z.array(vitalSchema).min(1).max(VITAL_NAMES.length),
  })
  // One page load reports each metric once.
  .refine((report) => new Set(report.metrics.map((metric) => metric.name)).size === report.metrics.length, {
    message: 'a metric is reported twice',
    path: ['metrics'],
  })
export type VitalsReport = z.infer<typeof vitalsReportSchema>
