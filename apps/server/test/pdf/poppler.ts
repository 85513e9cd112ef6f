/** Reading rendered PDFs back with poppler's command-line tools, as a reader's software would. */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

async function withFile<T>(pdf: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "summary-pdf-"));
  const file = path.join(dir, "summary.pdf");
  try {
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of the whole document, or of one page (1-based), as pdftotext extracts it. */
export function pdfText(pdf: Uint8Array, page?: number): Promise<string> {
  const pages = page ? ["-f", String(page), "-l", String(page)] : [];
  return withFile(pdf, async (file) => {
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", ...pages, file, "-"]);
    return stdout;
  });
}

export function pdfInfo(
  pdf: Uint8Array,
): Promise<{ pages: number; pageSize: string; title: string }> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run("pdfinfo", ["-enc", "UTF-8", file]);
    const field = (name: string) =>
      new RegExp(`^${name}:\\s*(.*)$`, "m").exec(stdout)?.[1]?.trim() ?? "";
    return { pages: Number(field("Pages")), pageSize: field("Page size"), title: field("Title") };
  });
}

/** The fonts of the document, one line each, as pdffonts lists them (name, type, embedded…). */
export function pdfFonts(pdf: Uint8Array): Promise<string[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run("pdffonts", [file]);
    return stdout.split("\n").slice(2).filter(Boolean);
  });
}

export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** The words of one page (1-based) with their boxes in points, as `pdftotext -bbox` finds them. */
export function pdfWords(pdf: Uint8Array, page: number): Promise<PdfWord[]> {
  return withFile(pdf, async (file) => {
    const { stdout } = await run("pdftotext", [
      "-enc",
      "UTF-8",
      "-bbox",
      "-f",
      String(page),
      "-l",
      String(page),
      file,
      "-",
    ]);
    const words: PdfWord[] = [];
    for (const match of stdout.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      const [, xMin, yMin, xMax, yMax, text] = match;
      words.push({
        text: text ?? "",
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      });
    }
    return words;
  });
}
