/**
 * company.json's text as JSON, or where and why it is not. JSON.parse says why in English only
 * and, on this Node, not always where; jsonc-parser's scanner names the first place it stops
 * being JSON by an error code, which the company check's texts say in the reader's language.
 */
import { type CompanyProblem, companyProblem, type ProblemKey } from "@home-designer/core";
import { type ParseError, parse, printParseErrorCode } from "jsonc-parser";

/** What each of the parser's error codes means for someone editing the file. */
const WHAT: Record<ReturnType<typeof printParseErrorCode>, ProblemKey> = {
  InvalidSymbol: "jsonCharacter",
  InvalidNumberFormat: "jsonNumber",
  PropertyNameExpected: "jsonNameExpected",
  ValueExpected: "jsonValueExpected",
  ColonExpected: "jsonColonExpected",
  CommaExpected: "jsonCommaExpected",
  CloseBraceExpected: "jsonBraceExpected",
  CloseBracketExpected: "jsonBracketExpected",
  EndOfFileExpected: "jsonEndExpected",
  InvalidCommentToken: "jsonComment",
  UnexpectedEndOfComment: "jsonComment",
  UnexpectedEndOfString: "jsonTextUnclosed",
  UnexpectedEndOfNumber: "jsonNumber",
  InvalidUnicode: "jsonEscape",
  InvalidEscapeCharacter: "jsonEscape",
  InvalidCharacter: "jsonCharacter",
  "<unknown ParseErrorCode>": "jsonCharacter",
};

/** Line and column (from 1) of a character offset into `text`. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

/**
 * `text` read as company.json: its value, or the problem at the first place it is not JSON. A
 * byte order mark, which some Windows editors write, is not a problem.
 */
export function parseCompanyJson(text: string): { json: unknown } | { problem: CompanyProblem } {
  const body = text.replace(/^\uFEFF/, "");
  try {
    return { json: JSON.parse(body) };
  } catch {
    const errors: ParseError[] = [];
    parse(body, errors, { disallowComments: true, allowTrailingComma: false });
    // Should JSON.parse refuse what the scanner takes, the first control character (which JSON
    // allows in no text) is where it stops.
    const [first] = errors;
    const offset = first?.offset ?? badOffset(body);
    // Whatever the parser expected at the very end, the file stopped too early.
    const what: ProblemKey =
      offset >= body.trimEnd().length
        ? "jsonEndsEarly"
        : first
          ? WHAT[printParseErrorCode(first.error)]
          : "jsonCharacter";
    return {
      problem: companyProblem("", "notJson", { ...placeOf(body, offset), what: { key: what } }),
    };
  }
}

/** The offset of the first control character other than a line break or tab, else the end. */
function badOffset(body: string): number {
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return i;
  }
  return body.length;
}
