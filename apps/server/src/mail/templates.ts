import type { ServerLocale } from "../i18n/messages.ts";
import type { MailContent } from "./layout.ts";

type Vars = {
  company: string;
  /**
   * The person's name, where the mail greets them by it. Left out of mail to an address its
   * owner has not confirmed: whoever typed the name may not be the address's owner, and the
   * company's mail must not carry a stranger's words to them.
   */
  name?: string;
  url: string;
  minutes?: number;
  /** The apartment the mail is about, e.g. "Merelahe Kvartal, A, Korter 12, 3A". */
  apartment?: string;
  packageName?: string;
  date?: string;
  /** The address an account was changed to. */
  newEmail?: string;
  /** How long an invitation's link works; how many days a deadline leaves. */
  days?: number;
  /** What a deadline holds, as the company names it ("Kitchen"). */
  deadlineName?: string;
  /** Why staff reopened a confirmation, as they wrote it. */
  reason?: string;
  /** The rooms reopened, named in the mail's language ("Kitchen, Bathroom"); left out: all. */
  rooms?: string;
};
type Template = { subject: (v: Vars) => string; content: (v: Vars) => MailContent };
export type MailName =
  | "verifyEmail"
  | "resetPassword"
  | "emailChangedNotice"
  | "savedLink"
  | "confirmedBuyer"
  | "confirmedCompany"
  | "staffInvitation"
  | "buyerInvitation"
  | "deadlineReminder"
  | "layoutReopened"
  | "changeRequested"
  | "changeDeclined";

/** "Hello Mari," or, without a name, "Hello,". */
const greetings: Record<ServerLocale, (name: string | undefined) => string> = {
  et: (name) => (name ? `Tere, ${name}!` : "Tere!"),
  en: (name) => (name ? `Hello ${name},` : "Hello,"),
  de: (name) => (name ? `Hallo ${name},` : "Hallo,"),
};

/**
 * The product's mails, in every language the server writes. A company's name stands alone,
 * never bent into a possessive ("Nordhaus's"): names are the company's, any word at all.
 */
export const templates: Record<ServerLocale, Record<MailName, Template>> = {
  et: {
    verifyEmail: {
      subject: (v) => `Kinnita oma e-posti aadress – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.et(v.name),
          `Aitäh, et lõid konto ettevõtte ${v.company} sisekujunduse valikute keskkonnas. Palun kinnita oma e-posti aadress, et saaksid valikuid salvestada ja kinnitada.`,
        ],
        action: { label: "Kinnita e-posti aadress", url: v.url },
        note: `Link kehtib ${v.minutes ?? 60} minutit. Kui sa kontot ei loonud, võid selle kirja kustutada.`,
      }),
    },
    staffInvitation: {
      subject: (v) => `Kutse: ${v.company} sisekujunduse valikute haldus`,
      content: (v) => ({
        paragraphs: [
          greetings.et(v.name),
          `Sind kutsuti haldama ettevõtte ${v.company} sisekujunduse valikute keskkonda: projekte, materjale, pakette ja ostjaid.`,
        ],
        action: { label: "Määra parool ja alusta", url: v.url },
        note: `Link kehtib ${v.days ?? 7} päeva ja töötab ühe korra. Kui sa kutset ei oodanud, võid selle kirja kustutada.`,
      }),
    },
    buyerInvitation: {
      subject: (v) => `Vali oma kodu viimistlus – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.et(v.name),
          `${v.company} kutsub sind valima oma kodu viimistlust: ${v.apartment ?? ""}. Loo konto selle e-posti aadressiga (või logi sisse), et valikuid salvestada, jagada ja kinnitada.`,
        ],
        action: { label: "Alusta valikutega", url: v.url },
      }),
    },
    resetPassword: {
      subject: (v) => `Uue parooli määramine – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.et(v.name),
          "Keegi (loodetavasti sina) palus sinu kontole uut parooli.",
        ],
        action: { label: "Määra uus parool", url: v.url },
        note: `Link kehtib ${v.minutes ?? 60} minutit ja töötab ühe korra. Kui sa parooli ei küsinud, jäta see kiri tähelepanuta – sinu parool ei muutu.`,
      }),
    },
    emailChangedNotice: {
      subject: (v) => `Sinu e-posti aadress muudeti – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.et(v.name),
          `Sinu konto e-posti aadress ettevõtte ${v.company} sisekujunduse valikute keskkonnas muudeti aadressiks ${v.newEmail ?? ""}. Edaspidi saadame kontoga seotud kirjad sinna.`,
          "Kui muutsid aadressi ise, ei pea sa midagi tegema.",
          `Kui sa seda ei teinud, võib keegi teine sinu kontot kasutada: vasta kohe sellele kirjale või võta ühendust ettevõttega ${v.company}, et konto sulle tagasi saada.`,
        ],
      }),
    },
    savedLink: {
      subject: (v) => `Sinu sisekujunduse valikud – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.et(undefined),
          `Siin on link sinu valikutele${v.apartment ? ` (${v.apartment})` : ""}. Ava see, et valikutega jätkata või neid kellegagi jagada.`,
        ],
        action: { label: "Ava minu valikud", url: v.url },
        note: "Salvestamiseks ja kinnitamiseks loo konto – nii on valikud alati sinu kontol olemas.",
      }),
    },
    deadlineReminder: {
      subject: (v) => `Valikud sulguvad ${v.date ?? ""} – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.et(v.name),
          `Sisekujunduse valikud${v.deadlineName ? ` (${v.deadlineName})` : ""}${v.apartment ? ` korterile ${v.apartment}` : ""} sulguvad ${v.date ?? ""} lõpus – jäänud on ${v.days ?? 0} ${v.days === 1 ? "päev" : "päeva"}. Pärast seda saad neid muuta ainult ettevõtte ${v.company} töötajate kaudu.`,
          "Kui oled valikud juba teinud, kinnita oma pakett kokkuvõtte lehel.",
        ],
        action: { label: "Ava minu valikud", url: v.url },
      }),
    },
    layoutReopened: {
      subject: (v) => `Sinu kinnitatud valikud on muutmiseks avatud – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.et(v.name),
          `${v.company} avas sinu kinnitatud valikud${v.apartment ? ` (${v.apartment})` : ""} uuesti muutmiseks: ${v.rooms ? `ruumid ${v.rooms}` : "kõik ruumid"}.`,
          `Põhjus: ${v.reason ?? ""}`,
          "Muuda avatud ruumide valikuid ja kinnita pakett uuesti. Senine kinnitus jääb alles eelmise versioonina; uus kinnitus näitab, mis muutus.",
        ],
        action: { label: "Ava minu valikud", url: v.url },
      }),
    },
    changeRequested: {
      subject: (v) => `Muudatuse soov: ${v.apartment ?? ""} – ${v.name ?? ""}`,
      content: (v) => ({
        paragraphs: [
          `${v.name ?? ""} soovib muuta kinnitatud valikuid${v.apartment ? ` (${v.apartment})` : ""}:`,
          v.reason ?? "",
          "Ava kliendi töölaud, et valikud muutmiseks avada või soovist põhjusega keelduda.",
        ],
        action: { label: "Ava kliendi töölaud", url: v.url },
      }),
    },
    changeDeclined: {
      subject: (v) => `Vastus sinu muudatuse soovile – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.et(v.name),
          `${v.company} ei saa sinu kinnitatud valikuid${v.apartment ? ` (${v.apartment})` : ""} soovitud viisil muuta.`,
          `Põhjus: ${v.reason ?? ""}`,
          "Sinu kinnitus jääb kehtima sellisena, nagu see on.",
        ],
        action: { label: "Ava minu valikud", url: v.url },
      }),
    },
    confirmedBuyer: {
      subject: (v) => `Sinu valikud on kinnitatud – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.et(v.name),
          `Kinnitasid ${v.date ?? ""} paketi „${v.packageName ?? ""}“${v.apartment ? ` korterile ${v.apartment}` : ""}. Kokkuvõte on manuses. Valikud on edastatud arendajale ja ehitusmeeskonnale.`,
          `Kui soovid kinnitust muuta, võta palun ühendust ettevõttega ${v.company}.`,
        ],
        action: { label: "Vaata kokkuvõtet", url: v.url },
      }),
    },
    confirmedCompany: {
      subject: (v) => `Kinnitatud valikud: ${v.apartment ?? ""} – ${v.name ?? ""}`,
      content: (v) => ({
        paragraphs: [
          `${v.name ?? ""} kinnitas ${v.date ?? ""} paketi „${v.packageName ?? ""}“${v.apartment ? ` korterile ${v.apartment}` : ""}.`,
          "Kinnitatud valikute kokkuvõte on manuses.",
        ],
        action: { label: "Ava valikud", url: v.url },
      }),
    },
  },
  en: {
    verifyEmail: {
      subject: (v) => `Confirm your e-mail address – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(v.name),
          `Thank you for creating an account to choose your interior design with ${v.company}. Please confirm your e-mail address so that you can save and confirm your choices.`,
        ],
        action: { label: "Confirm e-mail address", url: v.url },
        note: `The link works for ${v.minutes ?? 60} minutes. If you did not create an account, you can delete this mail.`,
      }),
    },
    staffInvitation: {
      subject: (v) => `Invitation: run the home designer of ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(v.name),
          `You have been invited to run the home designer of ${v.company}: its projects, materials, packages and buyers.`,
        ],
        action: { label: "Set your password and start", url: v.url },
        note: `The link works for ${v.days ?? 7} days and once. If you did not expect this invitation, you may delete this mail.`,
      }),
    },
    buyerInvitation: {
      subject: (v) => `Choose the finishes of your home – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(v.name),
          `${v.company} invites you to choose the finishes of your home: ${v.apartment ?? ""}. Create an account with this e-mail address (or log in) to save, share and confirm your choices.`,
        ],
        action: { label: "Start choosing", url: v.url },
      }),
    },
    resetPassword: {
      subject: (v) => `Set a new password – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(v.name),
          "Somebody (hopefully you) asked for a new password for your account.",
        ],
        action: { label: "Set a new password", url: v.url },
        note: `The link works for ${v.minutes ?? 60} minutes and once only. If you did not ask for it, ignore this mail: your password stays as it is.`,
      }),
    },
    emailChangedNotice: {
      subject: (v) => `Your e-mail address was changed – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(v.name),
          `The e-mail address of your interior design account with ${v.company} was changed to ${v.newEmail ?? ""}. From now on we send mail about your account there.`,
          "If you made this change, there is nothing more to do.",
          `If you did not, someone else may be using your account: reply to this mail or contact ${v.company} at once, so that they can give the account back to you.`,
        ],
      }),
    },
    savedLink: {
      subject: (v) => `Your interior design choices – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(undefined),
          `Here is the link to your choices${v.apartment ? ` (${v.apartment})` : ""}. Open it to carry on or to share your choices with someone.`,
        ],
        action: { label: "Open my choices", url: v.url },
        note: "Create an account to save and confirm: your choices then stay in your account.",
      }),
    },
    deadlineReminder: {
      subject: (v) => `Choices close on ${v.date ?? ""} – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(v.name),
          `The interior choices${v.deadlineName ? ` (${v.deadlineName})` : ""}${v.apartment ? ` for ${v.apartment}` : ""} close at the end of ${v.date ?? ""}: ${v.days ?? 0} ${v.days === 1 ? "day" : "days"} left. After that only the staff of ${v.company} can change them for you.`,
          "If you have made your choices, confirm your package on the summary page.",
        ],
        action: { label: "Open my choices", url: v.url },
      }),
    },
    layoutReopened: {
      subject: (v) => `Your confirmed choices are open for changes – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(v.name),
          `${v.company} has reopened your confirmed choices${v.apartment ? ` for ${v.apartment}` : ""}: ${v.rooms ? `the rooms ${v.rooms}` : "every room"}.`,
          `Reason: ${v.reason ?? ""}`,
          "Change what was reopened and confirm your package again. Your earlier confirmation stays on record as the previous version; the new one shows what changed.",
        ],
        action: { label: "Open my choices", url: v.url },
      }),
    },
    changeRequested: {
      subject: (v) => `Change request: ${v.apartment ?? ""} – ${v.name ?? ""}`,
      content: (v) => ({
        paragraphs: [
          `${v.name ?? ""} asks to change the confirmed choices${v.apartment ? ` for ${v.apartment}` : ""}:`,
          v.reason ?? "",
          "Open the dashboard of the customer to reopen the choices for changes or to decline the request with a reason.",
        ],
        action: { label: "Open the dashboard of the customer", url: v.url },
      }),
    },
    changeDeclined: {
      subject: (v) => `An answer to your change request – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(v.name),
          `${v.company} cannot change your confirmed choices${v.apartment ? ` for ${v.apartment}` : ""} as you asked.`,
          `Reason: ${v.reason ?? ""}`,
          "Your confirmation stays as it is.",
        ],
        action: { label: "Open my choices", url: v.url },
      }),
    },
    confirmedBuyer: {
      subject: (v) => `Your choices are confirmed – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.en(v.name),
          `On ${v.date ?? ""} you confirmed the package "${v.packageName ?? ""}"${v.apartment ? ` for ${v.apartment}` : ""}. The summary is attached. Your choices have been sent to the developer and the construction team.`,
          `To change a confirmation, please contact ${v.company}.`,
        ],
        action: { label: "See the summary", url: v.url },
      }),
    },
    confirmedCompany: {
      subject: (v) => `Confirmed choices: ${v.apartment ?? ""} – ${v.name ?? ""}`,
      content: (v) => ({
        paragraphs: [
          `${v.name ?? ""} confirmed the package "${v.packageName ?? ""}"${v.apartment ? ` for ${v.apartment}` : ""} on ${v.date ?? ""}.`,
          "The summary of the confirmed choices is attached.",
        ],
        action: { label: "Open the choices", url: v.url },
      }),
    },
  },
  de: {
    verifyEmail: {
      subject: (v) => `Bestätigen Sie Ihre E-Mail-Adresse – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.de(v.name),
          `vielen Dank, dass Sie ein Konto für die Innenausstattung von ${v.company} angelegt haben. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie Ihre Auswahl speichern und bestätigen können.`,
        ],
        action: { label: "E-Mail-Adresse bestätigen", url: v.url },
        note: `Der Link ist ${v.minutes ?? 60} Minuten gültig. Falls Sie kein Konto angelegt haben, können Sie diese E-Mail löschen.`,
      }),
    },
    staffInvitation: {
      subject: (v) => `Einladung: den Wohnungskonfigurator von ${v.company} verwalten`,
      content: (v) => ({
        paragraphs: [
          greetings.de(v.name),
          `Sie wurden eingeladen, den Wohnungskonfigurator von ${v.company} zu verwalten: Projekte, Materialien, Pakete und Käufer.`,
        ],
        action: { label: "Passwort festlegen und beginnen", url: v.url },
        note: `Der Link gilt ${v.days ?? 7} Tage und einmal. Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail löschen.`,
      }),
    },
    buyerInvitation: {
      subject: (v) => `Wählen Sie die Ausstattung Ihres Zuhauses – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.de(v.name),
          `${v.company} lädt Sie ein, die Ausstattung Ihres Zuhauses zu wählen: ${v.apartment ?? ""}. Legen Sie mit dieser E-Mail-Adresse ein Konto an (oder melden Sie sich an), um Ihre Auswahl zu speichern, zu teilen und zu bestätigen.`,
        ],
        action: { label: "Mit der Auswahl beginnen", url: v.url },
      }),
    },
    resetPassword: {
      subject: (v) => `Neues Passwort festlegen – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.de(v.name),
          "jemand (hoffentlich Sie) hat ein neues Passwort für Ihr Konto angefordert.",
        ],
        action: { label: "Neues Passwort festlegen", url: v.url },
        note: `Der Link ist ${v.minutes ?? 60} Minuten und nur einmal gültig. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
      }),
    },
    emailChangedNotice: {
      subject: (v) => `Ihre E-Mail-Adresse wurde geändert – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.de(v.name),
          `die E-Mail-Adresse Ihres Kontos für die Innenausstattung von ${v.company} wurde in ${v.newEmail ?? ""} geändert. Nachrichten zu Ihrem Konto senden wir ab jetzt dorthin.`,
          "Wenn Sie die Änderung selbst vorgenommen haben, ist nichts weiter zu tun.",
          `Falls nicht, nutzt möglicherweise jemand anderes Ihr Konto: Antworten Sie umgehend auf diese E-Mail oder wenden Sie sich an ${v.company}, damit Sie Ihr Konto zurückerhalten.`,
        ],
      }),
    },
    savedLink: {
      subject: (v) => `Ihre Auswahl der Innenausstattung – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.de(undefined),
          `hier ist der Link zu Ihrer Auswahl${v.apartment ? ` (${v.apartment})` : ""}. Öffnen Sie ihn, um weiterzumachen oder Ihre Auswahl mit jemandem zu teilen.`,
        ],
        action: { label: "Meine Auswahl öffnen", url: v.url },
        note: "Legen Sie ein Konto an, um zu speichern und zu bestätigen: Ihre Auswahl bleibt dann in Ihrem Konto.",
      }),
    },
    deadlineReminder: {
      subject: (v) => `Die Auswahl schließt am ${v.date ?? ""} – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.de(v.name),
          `Die Ausstattungsauswahl${v.deadlineName ? ` (${v.deadlineName})` : ""}${v.apartment ? ` für ${v.apartment}` : ""} schließt mit Ablauf des ${v.date ?? ""}: noch ${v.days ?? 0} ${v.days === 1 ? "Tag" : "Tage"}. Danach können nur noch die Mitarbeiter von ${v.company} sie für Sie ändern.`,
          "Wenn Sie Ihre Auswahl getroffen haben, bestätigen Sie Ihr Paket auf der Seite „Zusammenfassung“.",
        ],
        action: { label: "Meine Auswahl öffnen", url: v.url },
      }),
    },
    layoutReopened: {
      subject: (v) => `Ihre bestätigte Auswahl ist wieder geöffnet – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.de(v.name),
          `${v.company} hat Ihre bestätigte Auswahl${v.apartment ? ` für ${v.apartment}` : ""} wieder zur Änderung geöffnet: ${v.rooms ? `die Räume ${v.rooms}` : "alle Räume"}.`,
          `Grund: ${v.reason ?? ""}`,
          "Ändern Sie, was geöffnet wurde, und bestätigen Sie Ihr Paket erneut. Die bisherige Bestätigung bleibt als vorherige Version erhalten; die neue zeigt, was sich geändert hat.",
        ],
        action: { label: "Meine Auswahl öffnen", url: v.url },
      }),
    },
    changeRequested: {
      subject: (v) => `Änderungswunsch: ${v.apartment ?? ""} – ${v.name ?? ""}`,
      content: (v) => ({
        paragraphs: [
          `${v.name ?? ""} möchte die bestätigte Auswahl${v.apartment ? ` für ${v.apartment}` : ""} ändern:`,
          v.reason ?? "",
          "Öffnen Sie die Übersicht des Kunden, um die Auswahl zur Änderung zu öffnen oder den Wunsch mit einer Begründung abzulehnen.",
        ],
        action: { label: "Übersicht des Kunden öffnen", url: v.url },
      }),
    },
    changeDeclined: {
      subject: (v) => `Antwort auf Ihren Änderungswunsch – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.de(v.name),
          `${v.company} kann Ihre bestätigte Auswahl${v.apartment ? ` für ${v.apartment}` : ""} nicht wie gewünscht ändern.`,
          `Grund: ${v.reason ?? ""}`,
          "Ihre Bestätigung bleibt, wie sie ist.",
        ],
        action: { label: "Meine Auswahl öffnen", url: v.url },
      }),
    },
    confirmedBuyer: {
      subject: (v) => `Ihre Auswahl ist bestätigt – ${v.company}`,
      content: (v) => ({
        paragraphs: [
          greetings.de(v.name),
          `Sie haben am ${v.date ?? ""} das Paket „${v.packageName ?? ""}“${v.apartment ? ` für ${v.apartment}` : ""} bestätigt. Die Zusammenfassung finden Sie im Anhang. Ihre Auswahl wurde an den Bauträger und das Bauteam gesendet.`,
          `Um eine Bestätigung zu ändern, wenden Sie sich bitte an ${v.company}.`,
        ],
        action: { label: "Zusammenfassung ansehen", url: v.url },
      }),
    },
    confirmedCompany: {
      subject: (v) => `Bestätigte Auswahl: ${v.apartment ?? ""} – ${v.name ?? ""}`,
      content: (v) => ({
        paragraphs: [
          `${v.name ?? ""} hat am ${v.date ?? ""} das Paket „${v.packageName ?? ""}“${v.apartment ? ` für ${v.apartment}` : ""} bestätigt.`,
          "Die Zusammenfassung der bestätigten Auswahl finden Sie im Anhang.",
        ],
        action: { label: "Auswahl öffnen", url: v.url },
      }),
    },
  },
};

export function productMail(locale: ServerLocale, name: MailName, vars: Vars) {
  const template = templates[locale][name];
  return { subject: template.subject(vars), content: template.content(vars) };
}
