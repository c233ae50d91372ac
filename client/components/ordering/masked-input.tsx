// The checkout page still imports the mask from here while its calls are rewritten on another branch; everything
// else imports client/components/forms/masked-field.tsx, and this file goes once the checkout page does too.
export { MaskedInput } from '../forms/masked-field.tsx'
