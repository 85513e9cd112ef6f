import { parseColour, type Rgb, textSafeBrandColour } from "@home-designer/core";

/** One look for every mail: the company's name, logo and brand colour around plain content. */
export type Brand = {
  name: string;
  /** Where the mail's HTML finds the logo: an inline part (`cid:…`); null for none. */
  logoSrc: string | null;
  color: string;
  web: string;
};

export type MailContent = {
  /** Plain paragraphs; no HTML inside. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, e.g. how long a link works. */
  note?: string;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A mail's HTML (tables and inline styles, as mail programs need) and its plain-text twin. */
export function renderMail(
  brand: Brand,
  lang: string,
  content: MailContent,
): { html: string; text: string } {
  // White text sits on the button: the colour is darkened to 4.5:1 as on the web and the PDF.
  const color = textSafeBrandColour(parseColour(brand.color) ?? (parseColour("#1f5f56") as Rgb));
  const logo = brand.logoSrc
    ? `<img src="${escapeHtml(brand.logoSrc)}" alt="${escapeHtml(brand.name)}" height="40" style="display:block;border:0;height:40px">`
    : `<span style="font-size:20px;font-weight:700;color:${color}">${escapeHtml(brand.name)}</span>`;
  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1d2522">${escapeHtml(p)}</p>`,
    )
    .join("");
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:${color};color:#ffffff;font-weight:600;text-decoration:none;font-size:16px">${escapeHtml(content.action.label)}</a></p>
       <p style="margin:0 0 16px;font-size:13px;color:#56625e;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : "";
  const note = content.note
    ? `<p style="margin:0;font-size:13px;color:#56625e">${escapeHtml(content.note)}</p>`
    : "";
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:0;background:#f3f5f4;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f4;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;border-top:4px solid ${color}">
<tr><td style="padding:24px 32px 8px">${logo}</td></tr>
<tr><td style="padding:16px 32px 32px">${paragraphs}${action}${note}</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#56625e">${escapeHtml(brand.name)} · <a href="${escapeHtml(brand.web)}" style="color:#56625e">${escapeHtml(brand.web.replace(/^https?:\/\//, ""))}</a></p>
</td></tr></table></body></html>`;
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.note ? [content.note] : []),
    "",
    `${brand.name} · ${brand.web}`,
  ].join("\n\n");
  return { html, text };
}
