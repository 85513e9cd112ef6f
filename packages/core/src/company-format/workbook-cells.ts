/**
 * One cell of the company workbook (company.xlsx) and the company format's value it stands for,
 * both ways. A spreadsheet cell holds a number, a text, a yes/no or a date, whatever the column
 * was meant for, so reading accepts what people type (a price as the number 129.9 or the text
 * "129.90") and refuses, in words about the cell, what would change a value on its way: a number
 * with more decimals than its column takes is never rounded, a code typed as 1.10 is not read as
 * "1.1".
 */
import { isDeadlineDate } from "../deadlines.ts";
import { isValidEmail } from "../validation.ts";
import type { ProblemKey, ProblemParam, ProblemText } from "./problem-texts.ts";

/** A cell as a spreadsheet library hands it over: a formula's result, rich text as plain text. */
export type WorkbookCellValue = string | number | boolean | Date | null;

/**
 * What a column holds: `code` (a code or other short key, such as a status), `text` (one text),
 * `texts` (a translatable text: a column per language), `file` (a path in the folder), `amount`
 * (euros, two decimals), `percent` (two decimals), `quantity` (three decimals), `integer`,
 * `yes-no`, `emails` (e-mail addresses separated by commas, semicolons, spaces or line breaks),
 * `date` (a day, `YYYY-MM-DD`: a date cell or that text).
 */
export type CellKind =
  | "code"
  | "text"
  | "texts"
  | "file"
  | "amount"
  | "percent"
  | "quantity"
  | "integer"
  | "yes-no"
  | "emails"
  | "date";

/** The value of a cell: `value` undefined for an empty cell, or why the cell cannot be read. */
export type CellReading = { value: unknown; problem?: undefined } | { problem: ProblemText };

/**
 * The decimal kinds: how many decimals the format writes, what the column asks for, and the
 * bounds of the format's decimal strings (moneySchema, percentSchema, quantitySchema), named in
 * the message of a value past them (`words` and `noun`, texts of problem-texts.ts).
 */
const DECIMALS = {
  amount: {
    decimals: 2,
    pattern: /^-?\d{1,9}(\.\d{1,2})?$/,
    words: "amountWords",
    noun: "amountNoun",
    largest: "999999999.99",
    negative: true,
  },
  percent: {
    decimals: 2,
    pattern: /^\d{1,3}(\.\d{1,2})?$/,
    words: "percentWords",
    noun: "percentNoun",
    largest: "999.99",
    negative: false,
  },
  quantity: {
    decimals: 3,
    pattern: /^\d{1,9}(\.\d{1,3})?$/,
    words: "quantityWords",
    noun: "quantityNoun",
    largest: "999999999.999",
    negative: false,
  },
} as const satisfies Record<
  string,
  { words: ProblemKey; noun: ProblemKey; [fact: string]: unknown }
>;

/** Whether a cell holds nothing: empty, or only spaces. */
export function isEmptyCell(cell: WorkbookCellValue | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === "string" && cell.trim() === "");
}

/**
 * A number as the cell holds it, as the spreadsheet's formula bar shows it: 15 significant
 * digits, so 0.1 + 0.2 is 0.3. Not as the cell's number format shows it: 12.345 formatted to two
 * decimals shows 12.35 yet holds 12.345, and it is the 12.345 that is read.
 */
function numberText(value: number): string {
  return String(Number(value.toPrecision(15)));
}

/** A cell as it reads in a message: `"12,5O"`, `129.9`, `2024-03-04 (a date)`. */
function shown(cell: WorkbookCellValue): ProblemParam {
  if (cell instanceof Date)
    return { key: "shownDate", params: { date: cell.toISOString().slice(0, 10) } };
  if (typeof cell === "string") return JSON.stringify(cell);
  return String(cell);
}

/** A cell's problem: its sentence, saying back what the cell holds. */
function refused(
  key: ProblemKey,
  cell: WorkbookCellValue,
  params?: Record<string, ProblemParam>,
): CellReading {
  return { problem: { key, params: { shown: shown(cell), ...params } } };
}

export function readCell(kind: CellKind, cell: WorkbookCellValue | undefined): CellReading {
  if (cell === undefined || cell === null || isEmptyCell(cell)) return { value: undefined };
  // A date cell is refused everywhere but in a column of days.
  if (kind === "date") return readDay(cell);
  if (cell instanceof Date) return refused("cellDate", cell);
  switch (kind) {
    case "text":
    case "texts":
      return { value: typeof cell === "number" ? numberText(cell) : String(cell) };
    case "code":
    case "file":
      if (typeof cell === "string") return { value: cell.trim() };
      // A code typed as 12 is the number 12 to the spreadsheet; 1.10 would be 1.1, so only
      // whole numbers are taken as the digits typed.
      if (typeof cell === "number" && Number.isInteger(cell)) return { value: String(cell) };
      return refused("cellNotText", cell);
    case "amount":
    case "quantity":
      return readDecimal(DECIMALS[kind], cell);
    case "percent":
      // "19 %" as typed, or as a cell in a percentage format shows it (the file reader hands such
      // a cell over as the text it shows, since it holds 0.19): the percentage is the 19.
      return readDecimal(DECIMALS.percent, cell, /^\s*(.*?)\s*%\s*$/.exec(String(cell))?.[1]);
    case "integer": {
      const text = typeof cell === "number" ? numberText(cell) : String(cell).trim();
      if (/^-?\d{1,9}$/.test(text)) return { value: Number(text) };
      return refused("cellNotInteger", cell);
    }
    case "yes-no": {
      if (typeof cell === "boolean") return { value: cell };
      const text = String(cell).trim().toLowerCase();
      if (text === "yes" || text === "true") return { value: true };
      if (text === "no" || text === "false") return { value: false };
      return refused("cellNotYesNo", cell);
    }
    case "emails": {
      const addresses = String(cell)
        .split(/[\s,;]+/)
        .filter((address) => address !== "");
      const wrong = addresses.filter((address) => !isValidEmail(address));
      if (wrong.length === 0) return { value: addresses };
      const list = wrong.map((address) => JSON.stringify(address)).join(", ");
      return {
        problem: {
          key: wrong.length === 1 ? "cellNotEmail" : "cellNotEmails",
          params: { addresses: list },
        },
      };
    }
  }
}

/**
 * A day: a date cell as the day it shows (the file reader hands a date cell over as that day's
 * midnight in UTC, whatever the zone it was typed in), or a text `YYYY-MM-DD`. A number is
 * refused: a date typed into a text cell that the spreadsheet turned into its serial number would
 * otherwise be read as some other day.
 */
function readDay(cell: string | number | boolean | Date): CellReading {
  if (cell instanceof Date)
    return Number.isNaN(cell.getTime())
      ? refused("cellNotDay", String(cell))
      : { value: cell.toISOString().slice(0, 10) };
  const text = String(cell).trim();
  return typeof cell === "string" && isDeadlineDate(text)
    ? { value: text }
    : refused("cellNotDay", cell);
}

/**
 * A number cell becomes the format's decimal string with the column's decimals ("129.90" from
 * 129.9); a text cell is taken as written. Neither is ever rounded. A number past the format's
 * bounds (negative where the column takes none, larger than its largest) is refused naming the
 * bound, and one with more decimals than the column takes saying that the value held is read.
 */
function readDecimal(
  { decimals, pattern, words, noun, largest, negative }: (typeof DECIMALS)[keyof typeof DECIMALS],
  cell: string | number | boolean,
  written: string = String(cell).trim(),
): CellReading {
  let text = written;
  if (typeof cell === "number") {
    const [whole = "", fraction = ""] = numberText(cell).split(".");
    text =
      fraction.length > decimals ? numberText(cell) : `${whole}.${fraction.padEnd(decimals, "0")}`;
  }
  if (pattern.test(text)) return { value: text };
  const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  const wordsParam = { words: { key: words } };
  if (Number.isNaN(number)) return refused("cellNotDecimal", cell, wordsParam);
  if (number < 0 && !negative) return refused("cellBelowZero", cell, { noun: { key: noun } });
  if (Math.abs(number) > Number(largest))
    return refused(number < 0 ? "cellBelowLowest" : "cellAboveLargest", cell, {
      largest,
      noun: { key: noun },
    });
  return refused(
    typeof cell === "number" ? "cellNotDecimalHeld" : "cellNotDecimal",
    cell,
    wordsParam,
  );
}

/**
 * The cell for a value of the format. Decimals written as the format's export writes them
 * ("129.90": exactly the column's decimals) become numbers, which the spreadsheet can sum and
 * shows with those decimals; any other form ("0", "12.5") stays the text it is, so a company read
 * back is the same company.
 */
export function writeCell(kind: CellKind, value: unknown): WorkbookCellValue {
  if (value === undefined || value === null) return null;
  switch (kind) {
    case "amount":
    case "percent":
    case "quantity": {
      const text = String(value);
      const fraction = text.split(".")[1];
      return fraction?.length === DECIMALS[kind].decimals ? Number(text) : text;
    }
    case "integer":
      return Number(value);
    case "yes-no":
      return value === true ? "yes" : "no";
    case "emails":
      return Array.isArray(value) && value.length > 0 ? value.join(", ") : null;
    default:
      return String(value);
  }
}
