import { formatEuro } from "@home-designer/core";
import { beforeAll, describe, expect, it } from "vitest";
import { renderSummaryPdf } from "../../src/pdf/render.ts";
import { type SummaryPdfData, summaryFileName } from "../../src/pdf/summary-data.ts";
import { pdfFonts, pdfInfo, pdfText, pdfWords } from "./poppler.ts";
import { germanLabels, legalFooter, longSummary, sampleSummary } from "./sample-data.ts";

/** pdftotext keeps a no-break space as such and wraps long text; compare on single spaces. */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

const germanSummary = (): SummaryPdfData => {
  const base = sampleSummary();
  return {
    ...base,
    locale: "de",
    labels: germanLabels,
    confirmation: { confirmed: false, date: null },
    offerDate: "2025-03-14",
    packageName: "Skandinavisch hell – Familie Groß",
    footer:
      "Diese Zusammenfassung ist unverbindlich und kein Kaufvertrag. Es gilt estnisches Recht; Gerichtsstand ist Tallinn.",
    totalCents: null,
  };
};

describe("summary PDF content", () => {
  let estonian: Buffer;
  let german: Buffer;
  let estonianPages: string[];
  let germanPages: string[];

  const pagesOf = async (pdf: Buffer) => {
    const { pages } = await pdfInfo(pdf);
    return Promise.all(Array.from({ length: pages }, (_, i) => pdfText(pdf, i + 1)));
  };

  beforeAll(async () => {
    [estonian, german] = await Promise.all([
      renderSummaryPdf(sampleSummary()),
      renderSummaryPdf(germanSummary()),
    ]);
    [estonianPages, germanPages] = await Promise.all([pagesOf(estonian), pagesOf(german)]);
  }, 60_000);

  it("is an A4 document of several pages with a title", async () => {
    expect(estonian.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const info = await pdfInfo(estonian);
    expect(info.pages).toBeGreaterThanOrEqual(2);
    expect(info.pageSize).toContain("(A4)");
    expect(info.title).toBe(
      "Sisekujunduse kokkuvõte – Põhjamaine hele – Žaneti ja Sören Müßigi valik",
    );
  });

  it("embeds Inter and only Inter, so the letters look the same everywhere", async () => {
    const fonts = await pdfFonts(estonian);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts) {
      expect(font).toMatch(/Inter/);
      // pdffonts columns: name type encoding emb sub uni object…: embedded, subset, with a Unicode map.
      expect(font).toMatch(/\byes\s+yes\s+yes\b/);
    }
  });

  it("gives back Estonian and German letters as text", async () => {
    const text = await pdfText(estonian);
    for (const letter of ["õ", "ä", "ö", "ü", "š", "ž", "ß", "Õ", "Ö", "Š", "Ž"]) {
      expect(text, letter).toContain(letter);
    }
    expect(flat(text)).toContain("Põhjamaine hele – Žaneti ja Sören Müßigi valik");
    expect(flat(text)).toContain("Siseuks Straße Weiß, varjatud lengiga");
  });

  it("heads the first page with the state, the offer date in German format, the address and the link", () => {
    const first = flat(estonianPages[0] ?? "");
    expect(first).toContain("Kinnitatud 12.03.2025");
    expect(first).toContain("Pakkumise kuupäev 14.03.2025");
    expect(first).toContain("Sisekujunduse kokkuvõte".toUpperCase());
    expect(first).toContain("Kaarnakivi kvartal, Maja B, Korter 12, Planeering B2");
    expect(first).toContain("Õismäe tee 15, 13511 Tallinn");
    expect(first).toContain(
      "Link https://kodu.kaarnakivi.ee/et/custom/summary?apartment_layout_id=42&",
    );
    expect(estonian.toString("latin1")).toContain(`/URI (${sampleSummary().link})`);
  });

  it("shows the not-confirmed state and the German labels", () => {
    const first = flat(germanPages[0] ?? "");
    expect(first).toContain("Nicht bestätigt");
    expect(first).not.toContain("Bestätigt ");
    expect(first).toContain("Angebotsdatum 14.03.2025");
    expect(first).toContain("Kaarnakivi kvartal, Maja B, Wohnung 12, Grundriss B2");
    expect(first).toContain("Raumnummern: 1.01, 1.02");
  });

  it("puts the footer and 'n / total' on every page", () => {
    for (const pages of [estonianPages, germanPages]) {
      expect(pages.length).toBeGreaterThanOrEqual(2);
      pages.forEach((page, i) => {
        const text = flat(page);
        expect(text, `page ${i + 1}`).toContain(`${i + 1} / ${pages.length}`);
        expect(text, `page ${i + 1}`).toContain(
          "Kaarnakivi Kodud OÜ · kaarnakivi.ee · kodu@kaarnakivi.ee",
        );
      });
    }
    for (const page of estonianPages) expect(flat(page)).toContain(flat(legalFooter));
    for (const page of germanPages)
      expect(flat(page)).toContain("Es gilt estnisches Recht; Gerichtsstand ist Tallinn.");
    expect(flat(estonianPages[0] ?? "")).toContain("1 / 3");
  });

  it("lists every room with its numbers and every option with its details and price", async () => {
    const text = flat(await pdfText(estonian));
    for (const room of sampleSummary().rooms) {
      expect(text).toContain(room.label);
      for (const item of room.items) {
        expect(text).toContain(item.title);
        // Long descriptions wrap across lines and must come back whole.
        if (item.description) expect(text).toContain(flat(item.description));
        if (item.priceCents !== null) expect(text).toContain(flat(formatEuro(item.priceCents)));
      }
    }
    expect(text).toContain("Ruumi numbrid: 1.01, 1.02");
    expect(text).toContain("Ruumi numbrid: 1.05");
    expect(text).toContain("PÕRAND Tammeparkett Nordic Öö, kalasaba");
    expect(text).toContain(
      "Tootja Kährs Viimistlus harjatud, naturaalne õli Materjali kood PAR-KS-0412",
    );
    expect(text).toContain(flat(formatEuro(389_000)));
    expect(text).toContain(flat(formatEuro(1_245_050)));
    expect(text).toContain("12 450,50 €");
    expect(text).toContain("0,00 €");
  });

  it("marks a special solution with its description, its files and warning", async () => {
    const text = flat(await pdfText(estonian));
    expect(text).toContain("Failid valamukapp-joonis.pdf, tammespoon-näidis.jpg");
    expect(text).toContain("Eritellimusel valamukapp tammespooniga");
    expect(text).toContain(
      "Kliendi soovil valmistatav seinale kinnitatav valamukapp laiusega 1200 mm",
    );
    expect(text).toContain(
      "Eritellimus: hind ja tehnilised detailid on individuaalsed ning kinnitatakse eraldi kokkuleppega.",
    );
  });

  it("shows the total with its VAT note, and leaves it out when there is no price", async () => {
    const last = flat(estonianPages.at(-1) ?? "");
    expect(last).toContain(`Kokku ${flat(formatEuro(2_599_740))}`);
    expect(last).toContain("Hinnad sisaldavad käibemaksu 24 %.");
    const text = flat(await pdfText(german));
    expect(text).not.toContain("Gesamt");
    expect(text).not.toContain("Alle Preise enthalten");
    expect(text).not.toContain(flat(formatEuro(2_599_740)));
  });

  it("writes every amount in the company's format for the PDF's language", async () => {
    const data: SummaryPdfData = {
      ...sampleSummary(),
      locale: "de",
      labels: { ...germanLabels, totalVatNote: "Preise inkl. 19 % MwSt.: 4.150,85 €" },
      amountFormat: "1.234,56 €",
    };
    const text = flat(await pdfText(await renderSummaryPdf(data)));
    expect(text).toContain("Gesamt 25.997,40 €");
    expect(text).toContain("Preise inkl. 19 % MwSt.: 4.150,85 €");
    const prices = data.rooms.flatMap((room) => room.items.map((item) => item.priceCents));
    for (const cents of prices) {
      if (cents !== null) expect(text).toContain(flat(formatEuro(cents, "1.234,56 €")));
    }
    expect(text).not.toContain(flat(formatEuro(2_599_740)));
  });

  it("keeps long names in the running header of later pages from running into each other", async () => {
    const pdf = await renderSummaryPdf({
      ...germanSummary(),
      packageName: "Individuell (auf Basis von Skandinavische Wohnlandschaftsausstattung Premium)",
      company: {
        ...germanSummary().company,
        name: "Wohnungsbaugesellschaft Süddeutsche Immobilienentwicklung GmbH & Co. KG",
      },
      address: {
        project: "Quartier Am Schlossgartenweiher",
        building: "Haus 12",
        apartment: "Wohnung 12.04",
        layout: "Grundrissvariante Familienfreundlich",
        street: "Donaudampfschifffahrtsstraße 112, 80331 München",
      },
    });
    // The running header is the only text above the first room on page 2 (the top 40 pt).
    const head = (await pdfWords(pdf, 2)).filter((w) => w.yMin < 40);
    expect(head.length).toBeGreaterThan(2);
    const lines = new Set(head.map((w) => Math.round(w.yMin)));
    expect(lines.size, "one line").toBe(1);
    const byX = [...head].sort((a, b) => a.xMin - b.xMin);
    byX.slice(1).forEach((word, i) => {
      expect(word.xMin, `"${word.text}" after "${byX[i]?.text}"`).toBeGreaterThanOrEqual(
        (byX[i]?.xMax ?? 0) - 0.5,
      );
    });
  });

  it("does without a logo, a package name, a street, room numbers and a footer", async () => {
    const base = sampleSummary();
    const pdf = await renderSummaryPdf({
      ...base,
      packageName: "",
      company: { ...base.company, logo: null, color: "not a colour" },
      address: { ...base.address, street: null },
      footer: "",
      rooms: [{ label: "Esik", numbers: [], items: (base.rooms[0]?.items ?? []).slice(0, 1) }],
    });
    const text = flat(await pdfText(pdf));
    expect(text).toContain("Kaarnakivi Kodud OÜ");
    expect(text).toContain("Esik");
    expect(text).not.toContain("Ruumi numbrid");
    expect(text).not.toContain("Õismäe");
    expect(text).toContain("1 / 1");
    expect((await pdfInfo(pdf)).title).toBe("Sisekujunduse kokkuvõte");
  });
});

describe("summary PDF pagination", () => {
  const long = longSummary();
  let pdf: Buffer;
  let pages: string[];

  beforeAll(async () => {
    pdf = await renderSummaryPdf(long);
    const { pages: count } = await pdfInfo(pdf);
    pages = await Promise.all(Array.from({ length: count }, (_, i) => pdfText(pdf, i + 1)));
  }, 60_000);

  const pageOf = (text: string) => pages.findIndex((page) => flat(page).includes(text));

  it("lays out 12 rooms and 66 options in German and Estonian, each option once", () => {
    const items = long.rooms.flatMap((room) => room.items);
    expect(long.rooms).toHaveLength(12);
    expect(items).toHaveLength(66);
    expect(pages.length).toBeGreaterThan(10);
    const text = flat(pages.join("\n"));
    for (const item of items) {
      expect(text.split(item.title).length - 1, item.title).toBe(1);
      expect(text, item.title).toContain(flat(item.description));
    }
    for (const letter of ["õ", "ä", "ö", "ü", "ß", "š", "ž", "Š", "Ž", "Ö"]) {
      expect(text, letter).toContain(letter);
    }
    expect(text).toContain(`Gesamt ${flat(formatEuro(4_567_890))}`);
  });

  it("keeps each option's row on one page and each room's heading with its first option", () => {
    for (const room of long.rooms) {
      const first = room.items[0];
      if (!first) continue;
      expect(pageOf(room.label), room.label).toBe(pageOf(first.title));
      for (const item of room.items) {
        const page = pageOf(item.title);
        expect(page, item.title).toBeGreaterThanOrEqual(0);
        expect(pageOf(item.materialId ?? ""), item.title).toBe(page);
      }
    }
  });

  it("numbers every page 'n / N' and heads the pages after the first", async () => {
    pages.forEach((page, i) => {
      expect(flat(page), `page ${i + 1}`).toContain(`${i + 1} / ${pages.length}`);
      expect(flat(page), `page ${i + 1}`).toContain("Es gilt estnisches Recht");
    });
    const head = `${long.packageName} · Kaarnakivi kvartal, Maja B, Wohnung 12, Grundriss B2`;
    for (let i = 0; i < pages.length; i++) {
      const top = (await pdfWords(pdf, i + 1)).filter((w) => w.yMin < 40);
      const line = top.map((w) => w.text).join(" ");
      if (i === 0) {
        expect(top, "page 1").toEqual([]);
      } else {
        expect(line, `page ${i + 1}`).toContain(head);
        expect(line, `page ${i + 1}`).toContain(long.company.name);
      }
    }
  }, 60_000);

  it("breaks an option's row taller than a page between its lines", async () => {
    const paragraph =
      "Kliendi soovil valmistatav seinale kinnitatav valamukapp laiusega 1200 mm, kahe sahtliga, tammespoon õlitatud pinnaga. Größe und Ausführung werden vor Ort gemessen.";
    const description = Array.from({ length: 40 }, (_, i) => `${i + 1}. ${paragraph}`).join("\n");
    const base = sampleSummary();
    const first = base.rooms[0]?.items[0];
    if (!first) throw new Error("the sample has no option");
    const tall = await renderSummaryPdf({
      ...base,
      rooms: [{ label: "Vannituba", numbers: [], items: [{ ...first, description }, first] }],
    });
    const count = (await pdfInfo(tall)).pages;
    expect(count).toBeGreaterThanOrEqual(2);
    const texts = await Promise.all(Array.from({ length: count }, (_, i) => pdfText(tall, i + 1)));
    // Every paragraph once, in order, from the first page on; the row goes on at the next top.
    let page = 0;
    for (let i = 1; i <= 40; i++) {
      const at = texts.map((text) => ` ${flat(text)}`.split(` ${i}. Kliendi soovil`).length - 1);
      expect(
        at.reduce((a, b) => a + b, 0),
        `paragraph ${i}`,
      ).toBe(1);
      const on = at.indexOf(1);
      expect(on, `paragraph ${i}`).toBeGreaterThanOrEqual(page);
      page = on;
    }
    expect(flat(texts[0] ?? "")).toContain(`1. ${paragraph}`);
    expect(page).toBeGreaterThan(0);
    expect(flat(texts.at(-1) ?? "")).toContain("Tammeparkett Nordic Öö, kalasaba");
    texts.forEach((text, i) => {
      expect(flat(text)).toContain(`${i + 1} / ${count}`);
    });
  }, 60_000);
});

describe("summary file name", () => {
  const address = sampleSummary().address;

  it("is project, building, apartment and layout, then 'summary.pdf'", () => {
    expect(summaryFileName(address)).toBe("Kaarnakivi kvartal Maja B 12 B2 summary.pdf");
  });

  it("is just 'summary.pdf' without an address", () => {
    expect(summaryFileName(null)).toBe("summary.pdf");
    expect(
      summaryFileName({ project: " ", building: "", apartment: "", layout: "", street: null }),
    ).toBe("summary.pdf");
  });

  it("leaves out empty parts and replaces characters a file name cannot hold", () => {
    expect(summaryFileName({ ...address, building: "", layout: "A/B: 2" })).toBe(
      "Kaarnakivi kvartal 12 A-B- 2 summary.pdf",
    );
  });
});
