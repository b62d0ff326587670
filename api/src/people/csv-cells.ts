/**
 * First characters that make a spreadsheet read a cell as a formula (or, for tab and carriage
 * return, that some spreadsheets skip before doing so), plus their full-width forms, which some
 * spreadsheets fold into the ASCII ones. A visitor chooses their name and email, so an export
 * opened in a spreadsheet must not run `=HYPERLINK(...)` or `@SUM(...)` typed into the pledge form.
 */
const FORMULA_STARTS = new Set([
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\uFF1D',
  '\uFF0B',
  '\uFF0D',
  '\uFF20',
]);

/**
 * A text cell for a CSV export: one that a spreadsheet would take for a formula gets a leading
 * apostrophe, which spreadsheets show as text and do not evaluate. Everything else is unchanged;
 * quoting is the CSV writer's job.
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_STARTS.has(cell.charAt(0)) ? `'${cell}` : cell;
}
