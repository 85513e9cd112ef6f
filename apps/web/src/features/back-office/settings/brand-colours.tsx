import {
  BRAND_COLOUR_TOKENS,
  BRAND_TEXT_TOKENS,
  type BrandContrast,
  type BrandTextToken,
  brandContrast,
  parseColour,
  type Rgb,
  toHex,
} from "@home-designer/core";
import { type CSSProperties, useId } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { resolveColour } from "../../../lib/branding.ts";
import { useEuro } from "../../../lib/company.ts";
import styles from "../back-office.module.css";
import { TextField } from "../components/text-field.tsx";
import own from "./settings.module.css";
import type { CompanySettings } from "./settings-api.ts";
import type { SectionForm } from "./settings-section.tsx";

/** The form's colours: every token, "" for one the company leaves to the app. */
export type ColourValues = { colors: Record<string, string> };

export const coloursToForm = (settings: CompanySettings): ColourValues => ({
  colors: Object.fromEntries(
    BRAND_COLOUR_TOKENS.map((token) => [token, settings.colors?.[token] ?? ""]),
  ),
});

/** Any CSS colour the browser reads (`teal`, `hsl(…)`), as RGB; null for one it cannot. */
const readColour = (colour: string): Rgb | null =>
  parseColour(colour) ?? parseColour(resolveColour(colour) ?? "");

const isTextToken = (token: string): token is BrandTextToken =>
  (BRAND_TEXT_TOKENS as readonly string[]).includes(token);

/** The tokens the app paints text with or on come first; the others under "More colours". */
const OTHER_TOKENS = BRAND_COLOUR_TOKENS.filter((token) => !isTextToken(token));

/**
 * The brand colours: a field per design token, a live preview of the configurator drawn with the
 * colours as typed, and the contrast of each pair of text and background the app paints with them.
 */
export function BrandColours({ form, formId, errorAt }: SectionForm<ColourValues>) {
  const { t } = useTranslation("admin");
  const colours = form.watch("colors");
  const contrast = brandContrast(colours, readColour);
  const field = (token: string) => {
    const name = `colors.${token}` as const;
    const value = colours[token] ?? "";
    const rgb = value.trim() ? readColour(value.trim()) : null;
    return (
      <div key={token} className={own.colourField}>
        <TextField
          id={`${formId}-${token}`}
          label={isTextToken(token) ? t(`settings.brand.tokens.${token}`) : token}
          error={errorAt(name)}
          {...form.register(name)}
        />
        <input
          type="color"
          className={own.swatch}
          aria-label={t("settings.brand.pick", { token })}
          value={rgb ? toHex(rgb) : "#ffffff"}
          onChange={(event) =>
            form.setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })
          }
        />
      </div>
    );
  };
  return (
    <>
      <div className={own.brandColumns}>
        <div className={own.colourList}>
          {BRAND_TEXT_TOKENS.map(field)}
          <p className={styles.hint}>{t("settings.brand.hint")}</p>
        </div>
        <BrandPreview contrast={contrast} />
      </div>
      <ContrastCheck contrast={contrast} />
      <details className={own.more}>
        <summary>{t("settings.brand.more")}</summary>
        <div className={styles.grid}>{OTHER_TOKENS.map(field)}</div>
      </details>
    </>
  );
}

/**
 * A small mock of the configurator in the colours as typed, painted as the app paints them (the
 * shades from core's `brandContrast`): a header, a primary button, an option chosen and one not,
 * a price, a highlighted action. It is a picture of the brand, hidden from screen readers but for
 * its name.
 */
function BrandPreview({ contrast }: { contrast: BrandContrast }) {
  const { t } = useTranslation("admin");
  const captionId = useId();
  const euro = useEuro();
  const { brand, strong, soft } = contrast.shades;
  const variables = {
    "--brand": brand,
    "--brand-strong": strong,
    "--brand-soft": soft,
  } as CSSProperties;
  return (
    <figure className={own.preview} style={variables} aria-labelledby={captionId}>
      <figcaption id={captionId} className={own.previewCaption}>
        {t("settings.brand.preview")}
      </figcaption>
      <div className={own.mock} aria-hidden="true" data-brand-picture>
        <div className={own.mockHeader}>
          <span className={own.mockLogo}>{t("settings.brand.mock.company")}</span>
          <span className={own.mockCurrent}>{t("settings.brand.mock.room")}</span>
        </div>
        <div className={own.mockBody}>
          <div className={own.mockOptions}>
            <div className={`${own.mockOption} ${own.mockChosen}`}>
              <span className={own.mockMark}>✓</span>
              <span>{t("settings.brand.mock.chosen")}</span>
              <span className={own.mockPrice}>{euro(0)}</span>
            </div>
            <div className={own.mockOption}>
              <span>{t("settings.brand.mock.other")}</span>
              <span className={own.mockPrice}>+ {euro(12990)}</span>
            </div>
          </div>
          <div className={own.mockActions}>
            <span className={own.mockSoft}>{t("settings.brand.mock.pdf")}</span>
            <span className={own.mockButton}>{t("settings.brand.mock.confirm")}</span>
          </div>
        </div>
      </div>
    </figure>
  );
}

/** The pairs of text and background the app paints, with their ratios; below 4.5:1 warned of. */
function ContrastCheck({ contrast }: { contrast: BrandContrast }) {
  const { t, i18n } = useTranslation("admin");
  const ratio = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <div className={own.contrast}>
      <h3 className={own.subTitle}>{t("settings.brand.contrast")}</h3>
      <ul className={own.pairs}>
        {contrast.pairs.map((pair) => (
          <li key={pair.pair} className={own.pair}>
            <span
              className={own.sample}
              style={{ color: pair.text, background: pair.background }}
              aria-hidden="true"
              data-brand-picture
            >
              Aa
            </span>
            <span className={own.pairName}>{t(`settings.brand.pairs.${pair.pair}`)}</span>
            <span className={pair.passes ? own.passes : own.fails}>
              {t(pair.passes ? "settings.brand.reads" : "settings.brand.low", {
                ratio: ratio.format(pair.ratio),
              })}
            </span>
          </li>
        ))}
      </ul>
      {contrast.darkened.map(({ token, from, to }) => (
        <p key={token} className={styles.hint}>
          {t("settings.brand.darkened", { token, from, to })}
        </p>
      ))}
    </div>
  );
}
