import { useEffect } from 'react'

/**
 * What the visitor typed into the server's field before the page's scripts ran (seconds, on a slow phone), taken into
 * the state that holds the field's value as the page first runs. Without it the field still shows the text, but a
 * press reads the empty state, and the next render puts that empty value back over what they typed.
 */
export function useTypedBeforeScripts(id: string, value: string, onValueChange: (value: string) => void): void {
  useEffect(() => {
    const control = document.getElementById(id)
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) return
    if (control.value !== '' && control.value !== value) onValueChange(control.value)
    // Once, as the page first runs: later the state and the field change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
