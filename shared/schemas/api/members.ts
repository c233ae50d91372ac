import { z } from 'zod'
import {
  LOYALTY_SIGNUP_MESSAGES as M,
  isEmail,
  isBirthday,
  isName,
  isPhone,
  isSignupPassword,
  isStoreId,
  isZip,
} from '../../validation/loyalty-signup.ts'
import { memberIdSchema, orderIdSchema, requiredText } from './common.ts'
import { INCORRECT_FORMAT } from '../../error-messages.ts'

// Loyalty payloads. The signup rules are the signup rules, checked here with the same predicates and messages as the
// modal, and the keys are in the product's rule order so the first issue is the one the modal would show.

const signupFields = {
  first_name: z.string().max(64).refine(isName, M.first_name),
  last_name: z.string().max(64).refine(isName, M.last_name),
  email: z.string().max(254).refine(isEmail, M.email),
  phone: z.string().max(20).refine(isPhone, M.phone),
  password: z.string().max(128).refine(isSignupPassword, M.password),
  dob: z.string().refine((value) => isBirthday(value), M.dob),
  zip: z.string().refine(isZip, M.zip),
  favelocation: z.union([z.string(), z.number()]).refine(isStoreId, M.favelocation),
}

/**
 * Our choice: the proof of having placed a guest order, which submit hands to the browser that placed it. A
 * sign-in or signup attaches `order_id` (once placed) only together with it; an email match alone never does.
 */
export const orderClaimSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'This order cannot be added to your account.')

/** Member signup payload; confirm-password and terms are the modal's business and are not sent. */
export const signupPayloadSchema = z.strictObject({
  ...signupFields,
  loyalty: z.boolean(),
  optin: z.boolean(),
  order_id: orderIdSchema.optional(),
  order_claim: orderClaimSchema.optional(),
})

export const signinPayloadSchema = z.strictObject({
  username: requiredText('Please enter your email.', 254),
  password: requiredText('Please enter your password.', 128),
  order_id: orderIdSchema.optional(),
  order_claim: orderClaimSchema.optional(),
})

export const forgotPasswordPayloadSchema = z.strictObject({ email: signupFields.email })

export const resetPasswordPayloadSchema = z.strictObject({
  token: requiredText('This password reset link is not valid.', 512),
  password: signupFields.password,
})

export const memberCodePayloadSchema = z.strictObject({ code: requiredText('The sign-in code is missing.', 512) })

/**
 * Our choice ("not shown"): the profile fields of signup, any subset, but not the password, the programme flag or the
 * birthday: a birthday is given once, on joining, or a member could move it to any day to collect a birthday reward
 * (docs/decisions/154-a-real-birthday.md). A new sign-in email also needs `current_password`, and takes effect only
 * once the new address confirms it.
 */
export const memberUpdatePayloadSchema = z
  .strictObject({
    first_name: signupFields.first_name.optional(),
    last_name: signupFields.last_name.optional(),
    email: signupFields.email.optional(),
    phone: signupFields.phone.optional(),
    zip: signupFields.zip.optional(),
    favelocation: signupFields.favelocation.optional(),
    optin: z.boolean().optional(),
    current_password: z.string().max(128).optional(),
  })
  .refine((update) => Object.keys(update).some((key) => key !== 'current_password'), 'Please change at least one detail before saving.')

/** POST members/confirmEmail and members/undoEmailChange: the one-time token of the emailed link. */
export const emailChangeLinkPayloadSchema = z.strictObject({ token: requiredText('This link is not valid.', 512) })

/** GET members/locations: the signup modal's zip look-up; 'Incorrect format.' is the error catalogue's zip message. */
export const memberLocationsQuerySchema = z.strictObject({ zip: z.string().refine(isZip, INCORRECT_FORMAT) })

export const memberIdQuerySchema = z.strictObject({ memberID: memberIdSchema })

/** Our choice: the reward's price in points and the reward code to redeem. */
export const redeemPayloadSchema = z.strictObject({
  price: z.number().int().nonnegative(),
  code: requiredText('Please choose a reward to redeem.', 64),
})
