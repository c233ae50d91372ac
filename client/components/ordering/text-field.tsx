// The checkout page still imports its fields from here while its calls are rewritten on another branch; everything
// else imports client/components/forms/field.tsx, and this file goes once the checkout page does too.
export { FieldError, TextField } from '../forms/field.tsx'
