// Phone numbers are unique per member, and the worker tests share one database for the whole run. Random numbers
// drawn afresh for every sign-up collided now and then (a 409 "phone in use" in an unrelated test); numbers counted
// up from one random start per test file never repeat within a file, and two files' runs of a few dozen numbers
// out of ten million practically never meet.
let next = Math.floor(Math.random() * 9_000_000)

/** A 10-digit phone number no other sign-up in this test file has used, in the 612 area code. */
export function uniquePhone(): string {
  next = (next + 1) % 10_000_000
  return `612${String(next).padStart(7, '0')}`
}
