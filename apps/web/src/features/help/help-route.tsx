import { ArrowUp, Mail, PlayCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { AdminBanner } from "../../components/ui/admin-banner.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useCompany } from "../../lib/company.ts";
import { usePageHeading, useSearchParams } from "../../lib/navigation.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { useIsDesktop } from "../../lib/use-media-query.ts";
import { isStaff, useCurrentUser } from "../../lib/user.ts";
import { EuEmblem } from "./eu-emblem.tsx";
import styles from "./help.module.css";
import { HelpVideo } from "./help-video.tsx";
import { groupAnchor, isHelpGroup, isHelpVideo, titleFromKey } from "./help-videos.ts";

/**
 * `/{lang}/info`: the help page, open to everyone. Staff see the admin banner, naming the
 * customer they act for (`?selected_user=…&name=…`). A company without help videos gets a page
 * that says so instead of an empty table of contents; the EU funding mark is shown only for a
 * company that sets it (`eu_funding_mark`).
 */
export function Component() {
  const pageHeading = usePageHeading();
  const { t } = useTranslation("help");
  useDocumentTitle(t("title"));
  const lang = useLocale();
  const company = useCompany();
  const desktop = useIsDesktop();
  const groups = company.help_videos.filter((g) => g.videos.length > 0);

  const groupTitle = (key: string) =>
    isHelpGroup(key) ? t(`groups.${key}.title`) : titleFromKey(key);
  const groupText = (key: string) => (isHelpGroup(key) ? t(`groups.${key}.text`) : null);
  const videoTitle = (key: string) => (isHelpVideo(key) ? t(`videos.${key}`) : titleFromKey(key));

  return (
    <main id="main" className={styles.page}>
      <div className={styles.inner}>
        <StaffBanner />
        <header className={styles.header}>
          <h1 ref={pageHeading} tabIndex={-1} className={styles.title}>
            {t("title")}
          </h1>
          <p className={styles.lead}>{groups.length > 0 ? t("lead") : t("leadNoVideos")}</p>
        </header>

        {groups.length > 0 ? (
          <div className={styles.columns}>
            <nav className={styles.toc} aria-labelledby="help-contents">
              <h2 id="help-contents" className={styles.tocTitle}>
                {t("contents")}
              </h2>
              <ol className={styles.tocGroups}>
                {groups.map((group) => (
                  <li key={group.key}>
                    <a href={`#${groupAnchor(group.key)}`} className={styles.tocGroup}>
                      {groupTitle(group.key)}
                    </a>
                    <ul className={styles.tocVideos}>
                      {group.videos.map((video) => (
                        <li key={video.key}>
                          <a
                            href={`#${groupAnchor(group.key)}-${video.key}`}
                            className={styles.tocVideo}
                          >
                            <PlayCircle size={14} aria-hidden="true" />
                            {videoTitle(video.key)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </nav>

            <div className={styles.groups}>
              {groups.map((group, index) => (
                <section
                  key={group.key}
                  id={groupAnchor(group.key)}
                  className={styles.group}
                  aria-labelledby={`${groupAnchor(group.key)}-title`}
                >
                  <header className={styles.groupHeader}>
                    <span className={styles.groupNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                    <div>
                      <h2 id={`${groupAnchor(group.key)}-title`} className={styles.groupTitle}>
                        {groupTitle(group.key)}
                      </h2>
                      {groupText(group.key) ? (
                        <p className={styles.groupText}>{groupText(group.key)}</p>
                      ) : null}
                    </div>
                    <span className={styles.groupCount}>
                      {t("videoCount", { count: group.videos.length })}
                    </span>
                  </header>
                  {group.videos.map((video) => (
                    <div
                      key={video.key}
                      id={`${groupAnchor(group.key)}-${video.key}`}
                      className={styles.videoAnchor}
                    >
                      <HelpVideo
                        video={video}
                        title={videoTitle(video.key)}
                        headingId={`${groupAnchor(group.key)}-${video.key}-title`}
                        lang={lang}
                      />
                    </div>
                  ))}
                </section>
              ))}
            </div>
          </div>
        ) : null}
      </div>

      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <p className={styles.questions}>
            <Mail size={16} aria-hidden="true" />
            <span>
              {t("questions")} <a href={`mailto:${company.email}`}>{company.email}</a>
            </span>
          </p>
          {company.eu_funding_mark ? (
            <figure className={styles.eu}>
              <EuEmblem estonian={lang === "et"} className={styles.euMark} />
              <figcaption className={styles.euNote}>{t("euNote")}</figcaption>
            </figure>
          ) : null}
        </div>
      </footer>
      {desktop ? <ScrollTopButton /> : null}
    </main>
  );
}

/**
 * Staff are reminded that their own apartment needs a separate client account, and, acting for a
 * customer, whose account they are working in.
 */
function StaffBanner() {
  const { t } = useTranslation("help");
  const [params] = useSearchParams();
  const acting = params.get("selected_user") !== null;
  const user = useCurrentUser();
  if (!user.data || !isStaff(user.data)) return null;
  const name = params.get("name")?.trim();
  const title = !acting
    ? t("designer.ownTitle")
    : name
      ? t("designer.title", { name })
      : t("designer.titleUnnamed");
  return (
    <div className={styles.banner}>
      <AdminBanner title={title}>{acting ? t("designer.text") : t("designer.ownText")}</AdminBanner>
    </div>
  );
}

/** On desktop, a button back to the top once the page has been scrolled down. */
function ScrollTopButton() {
  const { t } = useTranslation("help");
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > 480);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return (
    <button
      type="button"
      className={`${styles.toTop} ${shown ? styles.toTopShown : ""}`}
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      aria-label={t("toTop")}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
    >
      <ArrowUp size={20} aria-hidden="true" />
    </button>
  );
}
