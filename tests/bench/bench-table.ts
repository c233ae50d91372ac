import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, freemem, loadavg, totalmem, type as osType, release, arch } from 'node:os'
import { dirname } from 'node:path'

// The one table `npm run bench` prints and writes as JSON: every figure with its goal and whether it is met.

/** A goal a number is held to: `value op target`. */
export interface Goal {
  op: '<' | '≤' | '>' | '≥' | '='
  target: number
}

export type RowStatus = 'pass' | 'miss' | 'info' | 'skipped' | 'failed'

export interface BenchRow {
  section: string
  name: string
  value: number | string | null
  unit?: string
  goal?: Goal
  status: RowStatus
  /** Why a row is skipped or failed, or what a reader needs to read the figure right. */
  note?: string
}

/** What a section gives back: rows, or (older sections) labels to values with any goal written in the label. */
export type SectionResult = BenchRow[] | Record<string, number | string>

export const median = (values: readonly number[]): number => {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function meets(value: number, goal: Goal): boolean {
  switch (goal.op) {
    case '<':
      return value < goal.target
    case '≤':
      return value <= goal.target
    case '>':
      return value > goal.target
    case '≥':
      return value >= goal.target
    case '=':
      return value === goal.target
  }
}

/** A measured row: pass or miss against its goal, info without one, failed when the value is not a number. */
export function row(section: string, name: string, value: number, options: { unit?: string; goal?: Goal; note?: string } = {}): BenchRow {
  const status: RowStatus = !Number.isFinite(value) ? 'failed' : options.goal ? (meets(value, options.goal) ? 'pass' : 'miss') : 'info'
  return { section, name, value: Number.isFinite(value) ? value : null, ...options, status }
}

export const skipped = (section: string, name: string, note: string, goal?: Goal): BenchRow => ({
  section,
  name,
  value: null,
  ...(goal ? { goal } : {}),
  status: 'skipped',
  note,
})

const GOAL_IN_LABEL = /\(?[^()]*\bgoal\s*(<|≤|<=|>|≥|>=)?\s*([0-9][0-9,.]*)[^()]*\)?/

/**
 * Rows from an older section's labels: "x (brotli bytes, goal < 14336)" becomes a row with the goal < 14336; a
 * goal without a comparison ("goal 0") means equal. Strings ("8.6 / 12.3") and goals in words stay as info.
 */
export function rowsFromRecord(section: string, record: Record<string, number | string>): BenchRow[] {
  return Object.entries(record).map(([label, value]) => {
    if (label.endsWith(': FAILED'))
      return { section, name: label.slice(0, -': FAILED'.length), value: null, status: 'failed', note: String(value) }
    const match = GOAL_IN_LABEL.exec(label)
    if (!match || typeof value !== 'number') return { section, name: label, value, status: 'info' }
    const op = ({ '<=': '≤', '>=': '≥' } as Record<string, Goal['op']>)[match[1] ?? ''] ?? ((match[1] as Goal['op'] | undefined) || '=')
    return row(section, label, value, { goal: { op, target: Number(match[2]!.replaceAll(',', '')) } })
  })
}

export interface MachineDetails {
  date: string
  commit: string
  cpu: string
  cores: number
  memoryGiB: number
  freeMemoryGiB: number
  /** 1-minute load average when the bench started: the machine may be shared, and every timing depends on it. */
  loadAverage: number
  os: string
  node: string
  chromium: string
  wrk: string
}

const quietly = (command: string, args: string[]): string | null => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim()
  } catch (error) {
    // wrk -v prints its version and exits 1.
    const output = (error as { stdout?: string }).stdout
    return output ? output.trim() : null
  }
}

export function machineDetails(chromiumPath: string): MachineDetails {
  const commit = quietly('git', ['rev-parse', '--short', 'HEAD']) ?? 'unknown'
  const dirty = (quietly('git', ['status', '--porcelain', '--untracked-files=no']) ?? '') !== ''
  return {
    date: new Date().toISOString(),
    commit: dirty ? `${commit} (with uncommitted changes)` : commit,
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGiB: Math.round((freemem() / 2 ** 30) * 10) / 10,
    loadAverage: Math.round(loadavg()[0]! * 100) / 100,
    os: `${osType()} ${release()} ${arch()}`,
    node: process.version,
    chromium: quietly(chromiumPath, ['--version']) ?? `not found at ${chromiumPath}`,
    wrk: quietly('wrk', ['-v'])?.split('\n')[0] ?? 'not installed',
  }
}

const formatValue = (value: BenchRow['value']): string =>
  value === null
    ? '—'
    : typeof value === 'number'
      ? Number.isInteger(value)
        ? value.toLocaleString('en-US')
        : String(Number(value.toPrecision(4)))
      : value

const formatGoal = (goal: Goal | undefined): string => (goal ? `${goal.op} ${goal.target.toLocaleString('en-US')}` : '')

/** The table as plain text: one line a figure, grouped by section, misses easy to spot. */
export function formatTable(machine: MachineDetails, rows: readonly BenchRow[]): string {
  const lines = [
    `Perkins bench, ${machine.date}, commit ${machine.commit}`,
    `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB (${machine.freeMemoryGiB} free), ${machine.os}, load average ${machine.loadAverage} at the start`,
    `Node ${machine.node}; ${machine.chromium}; ${machine.wrk}`,
    '',
  ]
  const cells = rows.map((entry) => [
    entry.section,
    entry.unit ? `${entry.name} (${entry.unit})` : entry.name,
    formatValue(entry.value),
    formatGoal(entry.goal),
    entry.status === 'pass' ? 'pass' : entry.status === 'miss' ? 'MISS' : entry.status === 'info' ? '' : entry.status.toUpperCase(),
    (entry.note ?? '').replace(/\s*\n\s*/g, ' '),
  ])
  const header = ['section', 'measure', 'value', 'goal', 'result', 'note']
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)))
  const line = (cell: string[]) =>
    cell
      .map((text, column) =>
        column === 2 ? text.padStart(widths[column]!) : column === cell.length - 1 ? text : text.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd()
  lines.push(line(header), line(widths.map((width) => '-'.repeat(width))))
  for (const cell of cells) lines.push(line(cell))
  const count = (status: RowStatus) => rows.filter((entry) => entry.status === status).length
  lines.push(
    '',
    `${count('pass')} pass, ${count('miss')} miss, ${count('skipped')} skipped, ${count('failed')} failed, ${count('info')} for information`,
  )
  return lines.join('\n')
}

/** The same table as Markdown (bench-results/latest.md), for docs/performance.md. */
export function formatMarkdown(machine: MachineDetails, rows: readonly BenchRow[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|').replace(/\s*\n\s*/g, ' ')
  const lines = [
    `${machine.date.slice(0, 10)}, commit ${machine.commit}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, load average ${machine.loadAverage} at the start, ${machine.os}, Node ${machine.node}, ${machine.chromium}, ${machine.wrk.split(' [')[0]}`,
    '',
    '| Section | Measure | Value | Goal | Result |',
    '| --- | --- | --: | --- | --- |',
  ]
  for (const entry of rows) {
    const name = entry.unit ? `${entry.name} (${entry.unit})` : entry.name
    const result = entry.status === 'info' ? '' : entry.status === 'miss' ? '**miss**' : entry.status
    lines.push(
      `| ${cell(entry.section)} | ${cell(name)} | ${cell(formatValue(entry.value))} | ${cell(formatGoal(entry.goal))} | ${result} |`,
    )
  }
  return `${lines.join('\n')}\n`
}

export function writeJson(path: string, machine: MachineDetails, rows: readonly BenchRow[]): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify({ machine, rows }, null, 2)}\n`)
}
