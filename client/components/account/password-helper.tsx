import { PASSWORD_HELPER_RULES } from '#shared/validation/loyalty-signup.ts'

/** The password checklist (8 characters, then 1 uppercase and 1 number as advice), ticked off as the visitor types. */
export function PasswordHelper({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="password-helper">
      <p className="password-helper__title">A strong password has:</p>
      <ul>
        {PASSWORD_HELPER_RULES.map((rule) => {
          const met = rule.test(password)
          return (
            <li key={rule.text} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.text}
              <span className="visually-hidden">{met ? ' (done)' : ''}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
