// C0 control characters but tab, line feed and carriage return, and DEL: nobody types them into
// a form, and a NUL ends the cell in some spreadsheet programs. Tab, CR and LF stay where they
// are: a line break inside a message is part of it, and a quoted cell keeps it.
// oxlint-disable-next-line no-control-regex -- finding control characters is this pattern's job
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

// Spreadsheet programs run a cell as a formula when it starts with one of these (a leading tab
// or carriage return is skipped before the check, so it counts as a start too).
const formulaStart = /^[=@\t\r]/;
const signStart = /^[+-]/;
// A sign before a number or a phone number is read as the value itself (-12.5, +44 (0)20 7946
// 0958), not run, so it stays as written. Anything else after a sign may be arithmetic or a
// function call (+1+cmd|' /C calc'!A0, -1+1, +1-617-555-0100 would be computed).
const plainNumber = /^[+-]\d+([.,]\d+)*$/;
const phoneNumber = /^\+\d[\d ().]*$/;

function isFormula(text: string): boolean {
  if (formulaStart.test(text)) return true;
  return signStart.test(text) && !plainNumber.test(text) && !phoneNumber.test(text);
}

/**
 * One CSV cell that opens in a spreadsheet as the text it holds: control characters removed, a
 * value that would run as a formula shown as text by a leading apostrophe (visitors choose what
 * they type), and quoted when it holds a quote, a comma or a line break.
 */
export function spreadsheetCell(value: string | boolean | undefined): string {
  const text = value === undefined ? '' : String(value).replace(controlCharacters, '');
  const safe = isFormula(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
