import {
  type AmountFormat,
  type Choices,
  DEFAULT_LOCALE,
  formatEuro,
  type I18nText,
  isUiLocale,
  optionName,
  pickLabel,
  type Room,
  type SelectionGroup,
  slotKey,
} from "@home-designer/core";
import type { ConfirmationSnapshot } from "../../db/schema.ts";
import { escapeHtml } from "../../http/app-page.ts";

/** The id of the first paint's element; the web app removes it once its own screen is ready. */
export const FIRST_PAINT_ID = "first-paint";

/**
 * The room screen as plain HTML, painted before any script has run (docs/decisions/
 * 008-first-view.md): the room picture's layers stacked as the app stacks them, the room's name
 * and its groups with the chosen options. It lies over the page (fixed, out of the flow), so the
 * app lays itself out beneath it undisturbed and nothing shifts when it goes; the app removes it
 * when its room screen is ready. Styled inline: no style sheet stands before its paint.
 */
export function firstPaint(input: {
  lang: string;
  companyName: string;
  room: Room;
  groups: readonly SelectionGroup[];
  choices: Choices;
  layers: readonly string[];
}): string {
  const { lang, room, choices } = input;
  const locale = isUiLocale(lang) ? lang : DEFAULT_LOCALE;
  const label = (text: I18nText) => escapeHtml(pickLabel(text, locale));
  const rows = [...input.groups]
    .filter((group) => !group.hidden)
    .sort((a, b) => a.priority - b.priority)
    .map((group) => {
      const chosen = group.assets.find(
        (asset) => asset.id === choices.get(slotKey(group.roomId, group.id)),
      );
      return `<li><span>${label(group.title.label)}</span><b>${chosen ? label(optionName(chosen)) : ""}</b></li>`;
    })
    .join("");
  const layers = input.layers
    .map((url) => `<img src="${escapeHtml(url)}" alt="" fetchpriority="high">`)
    .join("");
  // A room without pictures shows its name where the picture would be, as the app does, on
  // phones and desktop alike.
  const stage = layers
    ? `<div class="fp-stage"><figure>${layers}</figure></div>`
    : `<div class="fp-stage"><div class="fp-none"><span>${label(room.label)}</span></div></div>`;
  return shell(
    input.companyName,
    `<div class="fp-room">${stage}<div class="fp-panel"><h1>${label(room.label)}</h1><ul>${rows}</ul></div></div>`,
  );
}

/**
 * The summary screen as plain HTML, like the room's: every room with its shown groups' chosen
 * options and prices, and the total, worked out by the same code as the summary PDF's.
 */
export function summaryFirstPaint(input: {
  lang: string;
  companyName: string;
  labels: { title: string; total: string; totalVatNote: string };
  /** The company's way of writing amounts in the page's language. */
  amountFormat: AmountFormat;
  snapshot: ConfirmationSnapshot;
}): string {
  const euro = (cents: number) => formatEuro(cents, input.amountFormat);
  const locale = isUiLocale(input.lang) ? input.lang : DEFAULT_LOCALE;
  const label = (text: I18nText) => escapeHtml(pickLabel(text, locale));
  const rooms = input.snapshot.rooms
    .filter((room) => room.choices.length > 0)
    .map((room) => {
      // A room's lines are one block of text, not a block each: the largest text the screen
      // shows then comes with the page, rather than whatever the app paints larger later.
      const lines = room.choices
        .map(
          (choice) =>
            `<span>${label(choice.groupTitle)}</span><br><b>${label(choice.name ?? choice.title)}</b>&ensp;<i>${euro(choice.priceCents)}</i>`,
        )
        .join("<br>");
      return `<h2>${label(room.label)}</h2><p class="fp-lines">${lines}</p>`;
    })
    .join("");
  const { title, total, totalVatNote } = input.labels;
  return shell(
    input.companyName,
    `<div class="fp-summary"><h1>${escapeHtml(title)}</h1>${rooms}<p class="fp-total"><span>${escapeHtml(total)}<small>${escapeHtml(totalVatNote)}</small></span><b>${euro(input.snapshot.totalCents)}</b></p></div>`,
  );
}

/** The first paint's layer: the company's bar over a screen's content, styled inline. */
function shell(companyName: string, content: string): string {
  return `<div id="${FIRST_PAINT_ID}" aria-hidden="true"><style>${STYLE}</style><div class="fp-bar">${escapeHtml(companyName)}</div>${content}</div>`;
}

const STYLE = [
  "#first-paint{position:fixed;inset:0;z-index:2147483647;overflow:hidden;background:#fff;color:#1c1917;font:15px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;overflow-wrap:anywhere}",
  "#first-paint .fp-bar{height:56px;padding:0 16px;display:flex;align-items:center;border-bottom:1px solid #e7e5e4;font-weight:700}",
  "#first-paint .fp-room{display:flex;flex-direction:column}",
  "#first-paint .fp-stage{background:#f5f5f4}",
  // The box is kept before the layers arrive, so nothing below it moves: 16:10, the demo's
  // pictures' proportion; pictures of another shape are fitted inside it.
  "#first-paint figure{position:relative;margin:0 auto;width:100%;aspect-ratio:16/10}",
  "#first-paint figure img{position:absolute;inset:0;width:100%;height:100%;object-fit:contain}",
  // As the app's placeholder (room-picture.module.css): full width on phones, framed on desktop.
  "#first-paint .fp-none{display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:100%;aspect-ratio:16/10;padding:24px;border-bottom:1px solid #e4e4e0;background:#fff;color:#5f646b;font-size:20px;font-weight:600;line-height:1.3;text-align:center;text-wrap:balance}",
  "#first-paint .fp-none span{max-width:28ch}",
  "#first-paint .fp-panel{padding:20px 16px}",
  "#first-paint h1{margin:0 0 12px;font-size:20px}",
  "#first-paint ul{margin:0;padding:0;list-style:none}",
  "#first-paint li{display:flex;flex-direction:column;padding:12px 0;border-bottom:1px solid #e7e5e4}",
  "#first-paint li span{color:#57534e;font-size:13px}",
  "#first-paint .fp-summary{max-width:880px;height:calc(100% - 57px);margin:0 auto;padding:20px 16px;box-sizing:border-box;overflow:hidden}",
  "#first-paint h2{margin:20px 0 4px;font-size:17px}",
  "#first-paint .fp-lines{margin:0;line-height:1.7}",
  "#first-paint .fp-lines span{color:#57534e;font-size:13px}",
  "#first-paint i{font-style:normal;white-space:nowrap}",
  "#first-paint .fp-total{display:flex;justify-content:space-between;gap:12px;margin:16px 0 0;font-size:17px}",
  "#first-paint .fp-total small{display:block;color:#57534e;font-size:13px}",
  "@media (min-width:768px){#first-paint .fp-room{flex-direction:row;height:calc(100% - 57px)}#first-paint .fp-stage{flex:1;display:flex;align-items:center;justify-content:center;padding:32px;min-width:0}#first-paint figure{width:min(100%,calc((100vh - 140px) * 1.6))}#first-paint .fp-none{width:min(100%,calc((100vh - 140px) * 1.6));padding:32px;border:1px solid #e4e4e0;border-radius:14px;font-size:24px}#first-paint .fp-panel{width:400px;border-left:1px solid #e7e5e4}}",
].join("");
