import { PasswordField, ShowPasswordToggle } from './password-field.tsx'
import { PasswordHelper } from './password-helper.tsx'

type Pair<T> = { password: T; confirm: T }

/**
 * Choosing a password (signup, reset): the password with its helper ticked off as it is typed, its confirmation,
 * and the one "Show password" toggle for both.
 */
export function NewPasswordFields({
  ids,
  labels,
  values,
  errors,
  onChange,
  visible,
  onVisibleChange,
}: {
  ids: Pair<string> & { show: string }
  labels: Pair<string>
  values: Pair<string>
  errors: Pair<string | null>
  onChange: (field: keyof Pair<string>, value: string) => void
  visible: boolean
  onVisibleChange: (visible: boolean) => void
}) {
  const helperId = `${ids.password}-helper`
  const field = (name: keyof Pair<string>) => ({
    id: ids[name],
    label: labels[name],
    value: values[name],
    error: errors[name],
    onChange: (value: string) => onChange(name, value),
    visible,
    autoComplete: 'new-password' as const,
  })
  return (
    <>
      <PasswordField {...field('password')} describedBy={helperId}>
        <PasswordHelper id={helperId} password={values.password} />
      </PasswordField>
      <PasswordField {...field('confirm')} />
      <ShowPasswordToggle id={ids.show} checked={visible} onChange={onVisibleChange} />
    </>
  )
}
