import type { AnyGroup } from '../../state/order-choices.ts'
import { groupNeedsMessage } from '../../state/order-choices.ts'
import { formatMoney } from '#shared/money.ts'
import { optionGroupField } from '../../product-form-fields.ts'

function groupHint(group: AnyGroup): string {
  if (group.min_selects === 1 && group.max_selects === 1) return 'Required'
  if (group.min_selects > 0)
    return group.min_selects === group.max_selects
      ? `Required, choose ${group.min_selects}`
      : `Required, choose ${group.min_selects} to ${group.max_selects}`
  return group.max_selects === 1 ? 'Optional' : `Optional, up to ${group.max_selects}`
}

interface GroupsProps {
  groups: readonly AnyGroup[]
  chosen: ReadonlySet<number>
  /** Groups to mark as still needing a choice (after a try to add). */
  unmet: ReadonlySet<number>
  onToggle: (group: AnyGroup, optionId: number) => void
}

/**
 * A product's option groups as fieldsets (/order/product): a required single choice is a radio group,
 * anything else checkboxes that stop at the group's maximum. An option's nested groups show under it once chosen.
 * A group that still needs a choice says so beside itself, in red.
 */
export function OptionGroups({ groups, chosen, unmet, onToggle }: GroupsProps) {
  return (
    <>
      {groups.map((group) => {
        const single = group.min_selects === 1 && group.max_selects === 1
        const count = group.options.filter((option) => chosen.has(option.id)).length
        const missing = unmet.has(group.id)
        const errorId = `group-${group.id}-error`
        return (
          <fieldset
            key={group.id}
            id={`group-${group.id}`}
            className={`option-group${missing ? ' option-group--invalid' : ''}`}
            tabIndex={-1}
            aria-describedby={missing ? errorId : undefined}
            {...(single ? { role: 'radiogroup', 'aria-required': true } : {})}
          >
            <legend>
              {/* The name and its space as one text node: a separate space moves when the web font arrives. */}
              {`${group.description} `}
              <span className="option-group__hint">{`(${groupHint(group)})`}</span>
            </legend>
            {missing ? (
              <p id={errorId} className="field-error">
                {groupNeedsMessage(group)}
              </p>
            ) : null}
            <ul className="option-group__options">
              {group.options.map((option) => {
                const checked = chosen.has(option.id)
                const atMax = !single && !checked && count >= group.max_selects
                const inputId = `option-${option.id}`
                return (
                  <li key={option.id}>
                    <label htmlFor={inputId} className={`option${checked ? ' option--checked' : ''}`}>
                      <input
                        id={inputId}
                        type={single ? 'radio' : 'checkbox'}
                        // Sent as the option's id when the form is pressed before the scripts ran.
                        name={optionGroupField(group.id)}
                        value={option.id}
                        checked={checked}
                        disabled={atMax}
                        onChange={() => onToggle(group, option.id)}
                      />
                      <span className="option__name">{option.name}</span>
                      <span className="option__facts">
                        {option.cost !== 0 ? (
                          <span>{option.cost > 0 ? `+${formatMoney(option.cost)}` : `−${formatMoney(-option.cost)}`}</span>
                        ) : null}
                        {option.calories > 0 ? <span>{`${option.calories} cal`}</span> : null}
                      </span>
                    </label>
                    {checked && option.modifiers.length > 0 ? (
                      <div className="option__nested">
                        <OptionGroups groups={option.modifiers} chosen={chosen} unmet={unmet} onToggle={onToggle} />
                      </div>
                    ) : null}
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )
      })}
    </>
  )
}
