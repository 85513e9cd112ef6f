/**
 * A company folder made of documents written here and files already in storage: the back office's
 * draft (company.json as edited), and a workbook uploaded alone (the published company.json with
 * the uploaded company.xlsx). Stored files were checked when they were stored; the import keeps
 * their keys without reading them again (company-folder.ts, `stored`).
 */
import type { AppContext } from "../../context.ts";
import type { CompanySource } from "./company-folder.ts";

export function storedCompanySource(
  ctx: AppContext,
  source: {
    /** For messages: "the draft", "company.xlsx". */
    name: string;
    /** company.json, and company.xlsx when there is one, by file name. */
    documents: ReadonlyMap<string, () => Promise<Buffer>>;
    /** The storage key of each file the documents name, by its path. */
    stored: Record<string, string>;
  },
): CompanySource {
  const stored = new Map(Object.entries(source.stored));
  return {
    name: source.name,
    files: new Set([...source.documents.keys(), ...stored.keys()]),
    stored,
    read: async (file) => {
      const document = source.documents.get(file);
      if (document) return document();
      const key = stored.get(file);
      if (key === undefined) throw new Error(`${source.name} has no file ${file}.`);
      return ctx.storage.read(key);
    },
  };
}
