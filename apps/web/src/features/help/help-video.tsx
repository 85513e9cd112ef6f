import type { Company, UiLocale } from "@home-designer/core";
import * as Tabs from "@radix-ui/react-tabs";
import { Monitor, Smartphone } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { useIsDesktop } from "../../lib/use-media-query.ts";
import styles from "./help.module.css";
import { videoAddress } from "./help-videos.ts";

type Video = Company["help_videos"][number]["videos"][number];
type Device = "desktop" | "mobile";

/** The spec's video height. */
const VIDEO_HEIGHT = 415;

/**
 * One help video with its desktop and mobile recordings in tabs; the tab of the person's own
 * device is open first. The player loads only when it comes near the screen.
 */
export function HelpVideo({
  video,
  title,
  headingId,
  lang,
}: {
  video: Video;
  title: string;
  headingId: string;
  lang: UiLocale;
}) {
  const { t } = useTranslation("help");
  const desktop = useIsDesktop();
  const [chosen, setChosen] = useState<Device | null>(null);
  const device: Device = chosen ?? (desktop ? "desktop" : "mobile");

  const panel = (which: Device) => {
    const src = videoAddress(video, which, lang);
    const label = t(`device.${which}`);
    return (
      <Tabs.Content value={which} className={styles.panel}>
        {src ? (
          <div className={which === "mobile" ? styles.phoneFrame : styles.screenFrame}>
            <iframe
              src={src}
              title={t("videoTitle", { title, device: label })}
              height={VIDEO_HEIGHT}
              loading="lazy"
              allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
              className={styles.video}
            />
          </div>
        ) : (
          <p className={styles.noVideo}>{t("noVideo")}</p>
        )}
      </Tabs.Content>
    );
  };

  return (
    <article className={styles.videoCard} aria-labelledby={headingId}>
      <div className={styles.videoHeader}>
        <h3 id={headingId} className={styles.videoTitle}>
          {title}
        </h3>
      </div>
      <Tabs.Root value={device} onValueChange={(value) => setChosen(value as Device)}>
        <Tabs.List className={styles.tabs} aria-label={`${t("device.label")}: ${title}`}>
          <Tabs.Trigger value="desktop" className={styles.tab}>
            <Monitor size={16} aria-hidden="true" />
            {t("device.desktop")}
          </Tabs.Trigger>
          <Tabs.Trigger value="mobile" className={styles.tab}>
            <Smartphone size={16} aria-hidden="true" />
            {t("device.mobile")}
          </Tabs.Trigger>
        </Tabs.List>
        {panel("desktop")}
        {panel("mobile")}
      </Tabs.Root>
    </article>
  );
}
