// Project rules ESLint has no built-in rule for; eslint.config.mjs turns them on.
import { basename } from 'node:path'

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/

/** File names are kebab-case (`order-summary.tsx`), so imports read the same on every file system. */
const kebabCaseFileNames = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File names are kebab-case: {{name}}' } },
  create(context) {
    return {
      Program(node) {
        const name = basename(context.filename)
        if (!KEBAB.test(name)) context.report({ node, messageId: 'name', data: { name } })
      },
    }
  },
}

/**
 * `any` turns type checking off, so each one carries a comment saying why: on its own line or the line above.
 * (typescript-eslint's no-explicit-any would demand a disable directive instead of a plain reason.)
 */
const anyNeedsReason = {
  meta: { type: 'problem', schema: [], messages: { reason: '`any` needs a comment saying why' } },
  create(context) {
    const source = context.sourceCode
    const commentedLines = new Set()
    for (const comment of source.getAllComments()) {
      for (let line = comment.loc.start.line; line <= comment.loc.end.line; line++) commentedLines.add(line)
      // A comment right above the line covers it too.
      commentedLines.add(comment.loc.end.line + 1)
    }
    return {
      TSAnyKeyword(node) {
        if (!commentedLines.has(node.loc.start.line)) context.report({ node, messageId: 'reason' })
      },
    }
  },
}

/** The sheets that style fields, notices and tags (client/styles/controls.css) on top of its defaults. */
const SHEETS_OVER_CONTROLS = /\/styles\/(ordering|account|locations|location-selector)\.css$/

/**
 * A module importing one of those sheets imports controls.css on the line before, so controls.css always arrives
 * first and a screen's own rules win over it at equal specificity, whichever screens a visit has seen.
 */
const controlsSheetFirst = {
  meta: { type: 'problem', schema: [], messages: { first: "Import '{{controls}}' on the line before '{{sheet}}'" } },
  create(context) {
    let previous = null
    return {
      ImportDeclaration(node) {
        const source = String(node.source.value)
        if (SHEETS_OVER_CONTROLS.test(source)) {
          const controls = source.replace(/[\w-]+\.css$/, 'controls.css')
          if (previous !== controls) context.report({ node, messageId: 'first', data: { controls, sheet: source } })
        }
        previous = source
      },
    }
  },
}

export default {
  meta: { name: 'perkins-project' },
  rules: {
    'kebab-case-file-names': kebabCaseFileNames,
    'any-needs-reason': anyNeedsReason,
    'controls-sheet-first': controlsSheetFirst,
  },
}
