/**
 * The company workbook (company.xlsx; docs/company-format.md, "The workbook"; decision 018): the
 * parts of a company that sales and procurement edit most, as sheets beside company.json. Each
 * sheet the workbook has holds its part, and company.json leaves that part out, so every value
 * has one place:
 *
 * - "Material categories" and "Materials": the company's `material_categories` and `materials`;
 * - "Options": every selection group's `options` (the groups themselves stay in company.json);
 * - "Package contents": every package's `options`;
 * - "Apartments": the apartments of every building, with their buyers; company.json keeps only
 *   the layouts of an apartment, as `{ code, layouts }` under its building.
 *
 * Works on plain rows (no file format, no I/O): `splitCompany` makes the sheets and the rest of
 * company.json from a company; `checkCompanyWithWorkbook` puts them together again before the
 * check, and says where each problem was written: a cell of the workbook, or a JSON pointer into
 * company.json as the user wrote it.
 */
import { UI_LOCALES, type UiLocale } from "../locale.ts";
import {
  type CompanyProblem,
  checkCompany,
  companyProblem,
  type FileContentCheck,
  jsonPointer,
  type WorkbookCell,
} from "./check.ts";
import type { ProblemKey, ProblemParam } from "./problem-texts.ts";
import type { CompanyFile, CompanyText } from "./schema.ts";
import {
  type CellKind,
  isEmptyCell,
  readCell,
  type WorkbookCellValue,
  writeCell,
} from "./workbook-cells.ts";
import {
  APARTMENTS_SHEET,
  MATERIAL_CATEGORIES_SHEET,
  MATERIALS_SHEET,
  OPTIONS_SHEET,
  PACKAGE_CONTENTS_SHEET,
  textHeader,
  WORKBOOK_FILE,
  WORKBOOK_SHEETS,
  type WorkbookColumn,
  type WorkbookSheetDefinition,
  workbookColumn,
} from "./workbook-sheets.ts";

/** A sheet as rows of cells; the first row is the header. */
export type WorkbookSheet = { name: string; rows: WorkbookCellValue[][] };

type Path = (string | number)[];
type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** The fields of an apartment that the "Apartments" sheet holds; company.json keeps the rest. */
const APARTMENT_FIELDS = new Set(
  APARTMENTS_SHEET.columns.flatMap((column) => column.field?.[0] ?? []),
);

// ─── Writing ──────────────────────────────────────────────────────────────────────────────────

/** A row to write: the thing it stands for, and the values of the columns that place it. */
type RowOut = { item?: unknown; at?: Record<string, string> };

/**
 * The workbook of a company, and company.json without the parts the workbook holds: together
 * they are the same company again (`checkCompanyWithWorkbook`).
 */
export function splitCompany(company: CompanyFile): {
  json: Record<string, unknown>;
  sheets: WorkbookSheet[];
} {
  const { material_categories = [], materials = [], ...rest } = company;
  const options: RowOut[] = [];
  const contents: RowOut[] = [];
  const apartments: RowOut[] = [];
  for (const project of company.projects) {
    const roomTypeOf = new Map<string, string>();
    for (const roomType of project.room_types)
      for (const group of roomType.groups) {
        roomTypeOf.set(group.code, roomType.code);
        for (const option of group.options)
          options.push({
            item: option,
            at: { Project: project.code, "Room type": roomType.code, Group: group.code },
          });
      }
    for (const pkg of project.packages)
      for (const ref of pkg.options) {
        const [group = "", option = ""] = ref.split("/");
        contents.push({
          at: {
            Project: project.code,
            Package: pkg.code,
            "Room type": roomTypeOf.get(group) ?? "",
            Group: group,
            Option: option,
          },
        });
      }
    for (const building of project.buildings)
      for (const apartment of building.apartments)
        apartments.push({
          item: apartment,
          at: { Project: project.code, Building: building.code },
        });
  }
  const parts: [WorkbookSheetDefinition, RowOut[]][] = [
    [MATERIAL_CATEGORIES_SHEET, material_categories.map((item) => ({ item }))],
    [MATERIALS_SHEET, materials.map((item) => ({ item }))],
    [OPTIONS_SHEET, options],
    [PACKAGE_CONTENTS_SHEET, contents],
    [APARTMENTS_SHEET, apartments],
  ];
  const languages = workbookLanguages(company, parts);

  const json = {
    ...rest,
    projects: company.projects.map((project) => ({
      ...project,
      buildings: project.buildings.map((building) => ({
        ...building,
        apartments: building.apartments
          .filter((apartment) => apartment.layouts.length > 0)
          .map(({ code, layouts }) => ({ code, layouts })),
      })),
      room_types: project.room_types.map((roomType) => ({
        ...roomType,
        groups: roomType.groups.map(({ options: _, ...group }) => group),
      })),
      packages: project.packages.map(({ options: _, ...pkg }) => pkg),
    })),
  };
  return {
    json,
    sheets: parts.map(([definition, rows]) => ({
      name: definition.name,
      rows: [
        headerColumns(definition, languages).map((c) => c.header),
        ...rows.map((row) => cellsOf(definition, languages, row)),
      ],
    })),
  };
}

/**
 * The languages that get a column per text: those the company's hosts offer, in their order,
 * then any other language a text of the workbook is written in, so nothing is left out.
 */
function workbookLanguages(
  company: CompanyFile,
  parts: [WorkbookSheetDefinition, RowOut[]][],
): UiLocale[] {
  const used = new Set<string>();
  for (const [definition, rows] of parts)
    for (const column of definition.columns)
      if (column.kind === "texts" && column.field)
        for (const row of rows)
          for (const language of Object.keys(Object(valueAt(row.item, column.field))))
            used.add(language);
  const offered = company.hosts.flatMap((host) => host.languages);
  return [...new Set([...offered, ...UI_LOCALES.filter((language) => used.has(language))])];
}

type HeaderColumn = { column: WorkbookColumn; language?: UiLocale; header: string };

/** The sheet's columns as written: a `texts` column once per language. */
function headerColumns(
  definition: WorkbookSheetDefinition,
  languages: readonly UiLocale[],
): HeaderColumn[] {
  return definition.columns.flatMap((column) =>
    column.kind === "texts"
      ? languages.map((language) => ({
          column,
          language,
          header: textHeader(column.header, language),
        }))
      : [{ column, header: column.header }],
  );
}

function cellsOf(
  definition: WorkbookSheetDefinition,
  languages: readonly UiLocale[],
  row: RowOut,
): WorkbookCellValue[] {
  return headerColumns(definition, languages).map(({ column, language }) => {
    if (!column.field) return row.at?.[column.header] ?? null;
    const value = valueAt(row.item, column.field);
    if (language) return (value as CompanyText | undefined)?.[language] ?? null;
    return writeCell(column.kind, value);
  });
}

function valueAt(item: unknown, field: readonly string[]): unknown {
  return field.reduce<unknown>((at, key) => (isObj(at) ? at[key] : undefined), item);
}

// ─── Reading ──────────────────────────────────────────────────────────────────────────────────

/** Where a value of the merged company was written: a cell, or a pointer into company.json. */
type Place = { cell: WorkbookCell } | { pointer: string };

/**
 * Checks company.json together with the workbook's sheets (`sheets` undefined: there is no
 * workbook): the sheets are merged into company.json's object first, so the check, and an import
 * after it, see one company. Every problem is placed where the user wrote it: a cell of the
 * workbook or a JSON pointer into company.json. Problems of company.json come first, then the
 * workbook's sheet by sheet, row by row. `locate` places the problems of later checks of the
 * merged company (the rules) the same way.
 */
export function checkCompanyWithWorkbook(
  json: unknown,
  sheets: readonly WorkbookSheet[] | undefined,
  hasFile: (path: string) => boolean,
  fileContent?: FileContentCheck,
): {
  company: unknown;
  problems: CompanyProblem[];
  locate: (problem: CompanyProblem) => CompanyProblem;
} {
  if (sheets === undefined)
    return {
      company: json,
      problems: checkCompany(json, hasFile, fileContent),
      locate: (problem) => problem,
    };
  const merge = new WorkbookMerge();
  const company = merge.merge(json, sheets);
  // A cell that could not be read is reported once, in the words of its reading.
  const unreadable = new Set(merge.problems.map(cellKey));
  const located = checkCompany(company, hasFile, fileContent)
    .map((problem) => merge.locate(problem))
    .filter((problem) => !problem.cell || !unreadable.has(cellKey(problem)));
  const problems = distinct([...merge.problems, ...located]).sort((a, b) => order(a) - order(b));
  return { company, problems, locate: (problem) => merge.locate(problem) };
}

const cellKey = (p: CompanyProblem) =>
  p.cell ? `${p.cell.sheet}\u0000${p.cell.row ?? ""}\u0000${p.cell.column ?? ""}` : "";

/** Problems told apart by place and message: two pointers may lead to one cell. */
function distinct(problems: CompanyProblem[]): CompanyProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${cellKey(p)}\u0000${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** company.json's problems first, then the workbook's by sheet and row (the sort is stable). */
function order(p: CompanyProblem): number {
  if (!p.cell) return -1;
  const sheet = WORKBOOK_SHEETS.findIndex((s) => s.name === p.cell?.sheet);
  return (sheet + 1) * 2 ** 21 + (p.cell.row ?? 0);
}

type GroupAt = { group: Obj; path: Path; roomType: string | undefined };
type ProjectAt = {
  path: Path;
  groups: Map<string, GroupAt>;
  packages: Map<string, { pkg: Obj; path: Path }>;
  buildings: Map<string, { building: Obj; path: Path }>;
};

/** One reading of a workbook into a copy of company.json: the problems found, and the places. */
class WorkbookMerge {
  readonly problems: CompanyProblem[] = [];
  /** Where the value at a pointer of the merged company (and everything below it) was written. */
  private readonly places = new Map<string, Place>();

  report(cell: WorkbookCell, key: ProblemKey, params?: Record<string, ProblemParam>): void {
    this.problems.push({ ...companyProblem("", key, params), cell });
  }

  place(path: Path, place: Place): void {
    this.places.set(jsonPointer(path), place);
  }

  /** A problem of the merged company where its value was written: the nearest place above it. */
  locate(problem: CompanyProblem): CompanyProblem {
    for (let prefix = problem.pointer; ; prefix = prefix.slice(0, prefix.lastIndexOf("/"))) {
      const place = this.places.get(prefix);
      if (place && "cell" in place) {
        // An empty cell is what a spreadsheet calls a missing value.
        const emptied = problem.text.key === "missing" && place.cell.column;
        const { message, text } = emptied ? companyProblem("", "empty") : problem;
        return { pointer: "", message, text, cell: place.cell };
      }
      if (place)
        return { ...problem, pointer: place.pointer + problem.pointer.slice(prefix.length) };
      if (prefix === "") return problem;
    }
  }

  merge(json: unknown, sheets: readonly WorkbookSheet[]): unknown {
    const tables = new Map<WorkbookSheetDefinition, Table>();
    for (const sheet of sheets) {
      const definition = WORKBOOK_SHEETS.find((d) => d.name === sheet.name);
      if (definition) tables.set(definition, new Table(sheet, definition, this));
      else
        this.report({ sheet: sheet.name }, "notASheet", {
          sheets: WORKBOOK_SHEETS.map((d) => `"${d.name}"`).join(", "),
        });
    }
    // Something that is not a company at all is the check's to describe.
    if (!isObj(json)) return json;
    // A copy to merge into; company.json's object is JSON, so JSON copies it.
    const company = JSON.parse(JSON.stringify(json)) as Obj;
    const projects = indexProjects(company);
    const categories = tables.get(MATERIAL_CATEGORIES_SHEET);
    if (categories)
      this.companyList(company, "material_categories", categories, (row, at) => {
        const item = categories.item(row, at);
        item.name ??= {};
        return item;
      });
    const materials = tables.get(MATERIALS_SHEET);
    if (materials)
      this.companyList(company, "materials", materials, (row, at) => materials.item(row, at));
    const options = tables.get(OPTIONS_SHEET);
    if (options) this.options(company, projects, options);
    const contents = tables.get(PACKAGE_CONTENTS_SHEET);
    if (contents) this.packageContents(company, projects, contents);
    const apartments = tables.get(APARTMENTS_SHEET);
    if (apartments) this.apartments(company, projects, apartments);
    return company;
  }

  /** A part that company.json must leave out because a sheet holds it. */
  private inBothPlaces(owner: Obj, key: string, path: Path, table: Table): void {
    if (key in owner)
      this.problems.push(
        companyProblem(jsonPointer([...path, key]), "alsoInSheet", {
          sheet: table.name,
          file: WORKBOOK_FILE,
        }),
      );
  }

  private companyList(
    company: Obj,
    key: string,
    table: Table,
    item: (row: Row, at: Path) => Obj,
  ): void {
    this.inBothPlaces(company, key, [], table);
    // The list as a whole is the sheet (a list over the format's bounds is its problem).
    this.place([key], { cell: { sheet: table.name } });
    const items = table.rows.map((row, i) => item(row, [key, i]));
    // An empty sheet is a company without them, as company.json leaving the list out is.
    if (items.length > 0) company[key] = items;
    else delete company[key];
  }

  /** The project and the thing of it that a row names in `column`, or undefined (reported). */
  private find<T>(
    table: Table,
    row: Row,
    projects: Map<string, ProjectAt>,
    column: string,
    unknown: ProblemKey,
    of: (project: ProjectAt) => Map<string, T>,
  ): { project: ProjectAt; thing: T } | undefined {
    const projectCode = table.key(row, "Project");
    const code = table.key(row, column);
    if (projectCode === undefined || code === undefined) return undefined;
    const project = projects.get(projectCode);
    if (!project) {
      table.report(row, "Project", "unknownProjectInJson", { project: projectCode });
      return undefined;
    }
    const thing = of(project).get(code);
    if (thing === undefined) table.report(row, column, unknown, { code, project: projectCode });
    return thing === undefined ? undefined : { project, thing };
  }

  /** A row's "Room type", when filled in, must be the one company.json puts its group in. */
  private sameRoomType(table: Table, row: Row, group: GroupAt | undefined): void {
    const roomType = table.optional(row, "Room type");
    if (group && roomType !== undefined && roomType !== group.roomType)
      table.report(row, "Room type", "groupInOtherRoomType", {
        group: str(group.group.code) ?? "",
        roomType: group.roomType ?? "",
        written: roomType,
      });
  }

  private options(company: Obj, projects: Map<string, ProjectAt>, table: Table): void {
    const collected = new Map<Obj, Obj[]>();
    for (const row of table.rows) {
      const found = this.find(table, row, projects, "Group", "unknownGroupInJson", (p) => p.groups);
      if (!found) continue;
      const group = found.thing;
      this.sameRoomType(table, row, group);
      const options = collected.get(group.group) ?? [];
      collected.set(group.group, options);
      options.push(table.item(row, [...group.path, "options", options.length]));
    }
    eachProject(company, (project, path) =>
      list(project.room_types).forEach((roomType, r) => {
        list(isObj(roomType) ? roomType.groups : []).forEach((group, g) => {
          if (!isObj(group)) return;
          this.inBothPlaces(group, "options", [...path, "room_types", r, "groups", g], table);
          group.options = collected.get(group) ?? [];
        });
      }),
    );
  }

  private packageContents(company: Obj, projects: Map<string, ProjectAt>, table: Table): void {
    const collected = new Map<Obj, string[]>();
    for (const row of table.rows) {
      const found = this.find(
        table,
        row,
        projects,
        "Package",
        "unknownPackageInJson",
        (p) => p.packages,
      );
      const group = table.key(row, "Group");
      const option = table.key(row, "Option");
      if (!found || group === undefined || option === undefined) continue;
      this.sameRoomType(table, row, found.project.groups.get(group));
      const refs = collected.get(found.thing.pkg) ?? [];
      collected.set(found.thing.pkg, refs);
      // Which option or group a reference misses is the check's to say, at this row.
      this.place([...found.thing.path, "options", refs.length], {
        cell: { sheet: table.name, row: row.number },
      });
      refs.push(`${group}/${option}`);
    }
    eachProject(company, (project, path) =>
      list(project.packages).forEach((pkg, i) => {
        if (!isObj(pkg)) return;
        this.inBothPlaces(pkg, "options", [...path, "packages", i], table);
        pkg.options = collected.get(pkg) ?? [];
      }),
    );
  }

  /**
   * The rows are the apartments, in order; an apartment's layouts come from the entry of the
   * same code under its building in company.json, which holds nothing else of it.
   */
  private apartments(company: Obj, projects: Map<string, ProjectAt>, table: Table): void {
    const collected = new Map<Obj, { item: Obj; at: Path }[]>();
    for (const row of table.rows) {
      const found = this.find(
        table,
        row,
        projects,
        "Building",
        "unknownBuildingInJson",
        (p) => p.buildings,
      );
      if (!found) continue;
      const rows = collected.get(found.thing.building) ?? [];
      collected.set(found.thing.building, rows);
      const at = [...found.thing.path, "apartments", rows.length];
      rows.push({ item: { ...table.item(row, at), layouts: [] }, at });
    }
    eachProject(company, (project, path) =>
      list(project.buildings).forEach((building, b) => {
        if (!isObj(building)) return;
        const buildingPath = [...path, "buildings", b];
        const rows = collected.get(building) ?? [];
        const matched = new Set<Obj>();
        list(building.apartments).forEach((entry, a) => {
          if (!isObj(entry)) return;
          const entryPath = [...buildingPath, "apartments", a];
          const row = rows.find((r) => r.item.code === entry.code);
          if (!row) {
            this.problems.push(
              companyProblem(jsonPointer(entryPath), "apartmentWithoutRow", {
                apartment: String(entry.code),
                sheet: table.name,
                file: WORKBOOK_FILE,
              }),
            );
            return;
          }
          if (matched.has(row.item)) {
            this.problems.push(
              companyProblem(jsonPointer([...entryPath, "code"]), "usedBy", {
                value: String(entry.code),
                other: { key: "anotherApartment" },
              }),
            );
            return;
          }
          matched.add(row.item);
          for (const [key, value] of Object.entries(entry)) {
            if (key === "code") continue;
            if (APARTMENT_FIELDS.has(key)) this.inBothPlaces(entry, key, entryPath, table);
            else {
              row.item[key] = value;
              this.place([...row.at, key], { pointer: jsonPointer([...entryPath, key]) });
            }
          }
        });
        building.apartments = rows.map((r) => r.item);
      }),
    );
  }
}

function eachProject(company: Obj, visit: (project: Obj, path: Path) => void): void {
  list(company.projects).forEach((project, i) => {
    if (isObj(project)) visit(project, ["projects", i]);
  });
}

/** The projects of company.json by code, with their groups, packages and buildings by code. */
function indexProjects(company: Obj): Map<string, ProjectAt> {
  const projects = new Map<string, ProjectAt>();
  eachProject(company, (project, path) => {
    const code = str(project.code);
    if (code === undefined || projects.has(code)) return;
    const at: ProjectAt = { path, groups: new Map(), packages: new Map(), buildings: new Map() };
    list(project.room_types).forEach((roomType, r) => {
      if (!isObj(roomType)) return;
      list(roomType.groups).forEach((group, g) => {
        const groupCode = isObj(group) ? str(group.code) : undefined;
        if (isObj(group) && groupCode !== undefined && !at.groups.has(groupCode))
          at.groups.set(groupCode, {
            group,
            path: [...path, "room_types", r, "groups", g],
            roomType: str(roomType.code),
          });
      });
    });
    list(project.packages).forEach((pkg, i) => {
      const pkgCode = isObj(pkg) ? str(pkg.code) : undefined;
      if (isObj(pkg) && pkgCode !== undefined && !at.packages.has(pkgCode))
        at.packages.set(pkgCode, { pkg, path: [...path, "packages", i] });
    });
    list(project.buildings).forEach((building, i) => {
      const buildingCode = isObj(building) ? str(building.code) : undefined;
      if (isObj(building) && buildingCode !== undefined && !at.buildings.has(buildingCode))
        at.buildings.set(buildingCode, { building, path: [...path, "buildings", i] });
    });
    projects.set(code, at);
  });
  return projects;
}

type Row = { number: number; cells: Map<string, WorkbookCellValue> };

/** A sheet's rows by header, its header checked against the sheet's columns. */
class Table {
  readonly name: string;
  readonly rows: Row[] = [];
  private readonly headers = new Set<string>();

  constructor(
    sheet: WorkbookSheet,
    private readonly definition: WorkbookSheetDefinition,
    private readonly merge: WorkbookMerge,
  ) {
    this.name = sheet.name;
    const [header = [], ...body] = sheet.rows;
    const columns = header.map((cell, i) => {
      const name = isEmptyCell(cell) ? undefined : String(cell).trim();
      if (name === undefined) {
        if (body.some((cells) => !isEmptyCell(cells[i] ?? null)))
          merge.report({ sheet: this.name, row: 1 }, "columnWithoutHeader", {
            column: columnLetters(i),
          });
      } else if (!workbookColumn(this.name, name))
        merge.report({ sheet: this.name, row: 1, column: name }, "notAColumn");
      else if (this.headers.has(name))
        merge.report({ sheet: this.name, row: 1, column: name }, "columnTwice");
      else {
        this.headers.add(name);
        return name;
      }
      return undefined;
    });
    const missing = definition.columns.filter((c) => c.key && !this.headers.has(c.header));
    for (const column of missing)
      merge.report({ sheet: this.name, row: 1 }, "noColumn", { column: column.header });
    if (missing.length > 0) return;
    body.forEach((cells, i) => {
      if (cells.every(isEmptyCell)) return;
      const row: Row = { number: i + 2, cells: new Map() };
      columns.forEach((name, j) => {
        if (name !== undefined) row.cells.set(name, cells[j] ?? null);
      });
      this.rows.push(row);
    });
  }

  report(row: Row, column: string, key: ProblemKey, params?: Record<string, ProblemParam>): void {
    this.merge.report({ sheet: this.name, row: row.number, column }, key, params);
  }

  /** A cell's value; undefined when empty or unreadable (reported). */
  private read(row: Row, column: string, kind: CellKind): unknown {
    const reading = readCell(kind, row.cells.get(column));
    if (reading.problem === undefined) return reading.value;
    this.report(row, column, reading.problem.key, reading.problem.params);
    return undefined;
  }

  /** The code in a column that says where the row belongs; undefined when empty (reported). */
  key(row: Row, column: string): string | undefined {
    const code = this.read(row, column, "code") as string | undefined;
    if (code === undefined && this.isEmpty(row, column)) this.report(row, column, "empty");
    return code;
  }

  /** The code in a column that may be left empty. */
  optional(row: Row, column: string): string | undefined {
    return this.read(row, column, "code") as string | undefined;
  }

  private isEmpty(row: Row, column: string): boolean {
    return isEmptyCell(row.cells.get(column) ?? null);
  }

  /**
   * The thing a row stands for, at `at` in the merged company, from the columns with a field;
   * each field's place is the cell it comes from (kept even for a column the sheet lacks, so that
   * a missing value is placed in the column it belongs in).
   */
  item(row: Row, at: Path): Obj {
    const item: Obj = {};
    const cell = (column?: string): Place => ({
      cell: column
        ? { sheet: this.name, row: row.number, column }
        : { sheet: this.name, row: row.number },
    });
    this.merge.place(at, cell());
    for (const column of this.definition.columns) {
      if (!column.field) continue;
      const path = [...at, ...column.field];
      if (column.kind === "texts") {
        this.merge.place(path, cell(column.header));
        const text: Obj = {};
        for (const language of UI_LOCALES) {
          const header = textHeader(column.header, language);
          if (!this.headers.has(header)) continue;
          this.merge.place([...path, language], cell(header));
          const value = this.read(row, header, "texts");
          if (value !== undefined) text[language] = value;
        }
        if (Object.keys(text).length > 0) setField(item, column.field, text);
      } else {
        this.merge.place(path, cell(column.header));
        const value = this.read(row, column.header, column.kind);
        if (value !== undefined) setField(item, column.field, value);
      }
    }
    return item;
  }
}

function setField(item: Obj, field: readonly string[], value: unknown): void {
  const [key = "", ...rest] = field;
  if (rest.length === 0) {
    item[key] = value;
    return;
  }
  const inner = isObj(item[key]) ? (item[key] as Obj) : {};
  item[key] = inner;
  setField(inner, rest, value);
}

/** `A` for the first column, `AA` for the 27th, as spreadsheets name them. */
function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
