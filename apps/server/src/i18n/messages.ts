import type { IncomingHttpHeaders } from "node:http";
import { type ProblemText, problemMessage } from "@home-designer/core";

export const SERVER_LOCALES = ["et", "en", "de"] as const;
export type ServerLocale = (typeof SERVER_LOCALES)[number];

/** Whether a language tag (`de`, `de-AT`, `EN`) is one the server writes messages in. */
function supported(tag: string): ServerLocale | null {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (SERVER_LOCALES as readonly string[]).includes(language)
    ? (language as ServerLocale)
    : null;
}

/** The language the server writes for an interface language: its own, else English (ru → en). */
export function messageLocale(tag: string): ServerLocale {
  return supported(tag) ?? "en";
}

/**
 * The languages a request names, in its order of preference: its `Locale` header (the interface
 * language), else those of Accept-Language. A language the server does not write (the
 * interface's hidden ru, a browser asking for fi) counts as English, which more of those readers
 * know than Estonian; none at all when the request names no language.
 */
function namedLocales(headers: IncomingHttpHeaders): ServerLocale[] {
  const header = headers.locale;
  if (typeof header === "string" && header.trim() !== "") return [messageLocale(header)];
  const accepted = (headers["accept-language"] ?? "")
    .split(",")
    .map((part) => part.split(";")[0]?.trim() ?? "")
    .filter((tag) => tag !== "" && tag !== "*");
  if (accepted.length === 0) return [];
  const written = accepted.map(supported).filter((locale) => locale !== null);
  return written.length > 0 ? written : ["en"];
}

/**
 * The language of a request's messages. On a company's site (`offered`: the languages its host
 * offers, the first its default) the first language the request names that the site offers, else
 * the site's default: a German-only site answers in German whatever the request names, or when
 * it names none. Where no site is known, the first language the request names, else the product's
 * default, Estonian. Resolved once per request, into `request.locale` (http/request-context.ts).
 */
export function localeOfRequest(
  headers: IncomingHttpHeaders,
  offered: readonly string[] | null,
): ServerLocale {
  const named = namedLocales(headers);
  const sites = offered?.map(supported).filter((locale) => locale !== null) ?? [];
  const siteDefault = sites[0];
  if (!siteDefault) return named[0] ?? "et";
  return named.find((locale) => sites.includes(locale)) ?? siteDefault;
}

const en = {
  wrongCredentials: "Wrong e-mail or password.",
  tooManyLogins: "Too many login attempts. Please try again in {seconds} seconds.",
  tooManyAccountLogins:
    "This account has had too many failed logins. Please try again in {seconds} seconds, or log in from a browser you have logged in with before. Setting a new password (“Forgot your password?”) also lets this browser in at once.",
  tooManyRequests: "Too many requests. Please try again in {seconds} seconds.",
  pdfBusy: "Many PDFs are being made right now. Please try again in {seconds} seconds.",
  emailTaken:
    "An account with this e-mail already exists. Log in, or set a new password if you have forgotten it.",
  registered: "Welcome! We have sent you a link to confirm your e-mail address.",
  resetSent: "If an account with this e-mail exists, we have sent it a link to set a new password.",
  resetLinkInvalid: "Session expired please enter your email again.",
  resetLinkValid: "The link is valid.",
  passwordReset: "Your new password is set. Please log in with it.",
  passwordChanged: "Your password is changed. You were logged out everywhere else.",
  wrongCurrentPassword:
    "Wrong password entered or connection problem. Please verify and try again.",
  noPasswordLogin: "This account logs in through {providers}, so it has no password to change.",
  verified: "Your e-mail address is confirmed. You can now log in.",
  verifyLinkInvalid:
    "This confirmation link is not valid or has expired. Please ask for a new one.",
  alreadyVerified: "Your e-mail address is already confirmed.",
  verificationSent: "We have sent you another link.",
  waitBeforeResend: "Please wait {seconds} seconds before asking for another link.",
  profileUpdated: "Your details are saved.",
  emailChanged:
    "Your details are saved. We have sent a link to {email} to confirm the new address. You were logged out everywhere else.",
  currentPasswordRequired: "Please enter your current password to change your e-mail address.",
  lastLoginMethod: "You can't remove your only way to log in.",
  providerNotConnected: "{provider} is not connected to your account.",
  sessionEnded: "Your session has ended. Please log in again.",
  accountDeleted: "Your account and everything in it have been deleted.",
  loggedOut: "Logout successful!",
  socialNotConfigured: "Logging in with {provider} is not available on this site.",
  socialTakenByOther: "This {provider} account is already connected to another account.",
  socialAlreadyConnected: "Your account is already connected to {provider}.",
  socialUnavailable:
    "Logging in with {provider} is not possible at the moment. Please try again later or log in with your e-mail address.",
  socialAttached: "{provider} is now connected to your account.",
  attachmentInvalid:
    "This connection could not be confirmed: it has expired, was already used or was started from another account. Please connect again from My account.",
  handoverInvalid:
    "This login link is not valid or has expired: each link works once, within a minute of being made.",
  packageSaved: "Package saving is successful!",
  packageNotFound: "Package not found.",
  packageIsFinal:
    "This package is confirmed and can no longer be changed. Save your changes as a new package.",
  nameRequired: "Please give the package a name.",
  selectionsInvalid:
    "Some choices are not options of this apartment. Please reload the page and try again.",
  companyPackageKept: "Packages made by the company cannot be deleted.",
  confirmedLayoutKept: "This apartment has a confirmed package and cannot be removed.",
  layoutAdded: "The apartment is on your dashboard.",
  layoutAlreadyAdded: "This apartment was already on your dashboard.",
  layoutRemoved: "The apartment was removed from your dashboard.",
  packageRenamed: "The package is renamed.",
  packageDuplicated: "The package is duplicated.",
  packageDeleted: "The package is deleted.",
  copySuffix: "(copy)",
  choicesClosed:
    "Some of these choices closed at the end of {date} and can no longer be changed here. Nothing was saved. The company's staff can still change them for you.",
  layoutClosed:
    "The choices for this apartment closed at the end of {date}. The company's staff can still confirm a package for you.",
  notConfirmable: "This package cannot be confirmed. Please contact the company.",
  alreadyConfirmed: "A package is already confirmed for this apartment.",
  notConfirmedToReopen: "This apartment has no confirmed package to reopen.",
  notConfirmedToChange: "This apartment has no confirmed package to ask a change of.",
  onlyBuyerAsksChange: "Only a buyer of this apartment can ask to change its confirmed choices.",
  changeRequestOpen: "A change request for this apartment is waiting for an answer already.",
  changeRequestNotFound: "There is no such change request.",
  changeRequestAnswered: "This change request has been answered already.",
  changeRequested: "Your request has been sent to the developer.",
  changeDeclined: "The change request is declined. The buyer has been told by e-mail.",
  reopened: "The confirmation is reopened. The buyer has been told by e-mail.",
  notRoomOfLayout: "Choose rooms of this apartment layout.",
  onlyReopenedRooms:
    "Only some rooms of this apartment were reopened for changes; the others stay as you confirmed them. Change only the reopened rooms, then try again.",
  confirmedNow: "Your choices are confirmed and have been sent to the developer.",
  wrongApartment: "The apartment does not match the layout.",
  notOwnSite: "Only addresses of this site can be shared.",
  notADesign: "The link must lead to the choices of an apartment on this site.",
  linkSent: "Link sent! Check your email.",
  staffOnly: "Only the company's designers can do this.",
  specialNeedsUserPackage:
    "Special solutions belong to a customer's own package. Save the package for the customer first.",
  specialNotFound: "Special solution not found.",
  specialSaved: "special solution update successful",
  specialDeleted: "The special solution is removed.",
  filesSaved: "The files are saved.",
  fileTooLarge: "Upload failed — each file may be at most {megabytes} MB.",
  tooManyFiles: "Upload failed — at most {count} files can be attached.",
  fileWrongType:
    "Upload failed — only PDF, JPEG, PNG and WebP files can be attached ({name} is not one).",
  uploadTooLarge: "Upload failed — one upload may be at most {megabytes} MB in all.",
  uploadTooManyFields: "Upload failed — the form has too many fields.",
  specialFilesFull:
    "Upload failed — a special solution can have at most {count} files. Please remove some first.",
  uploadNotMultipart: "Files must be sent as a multipart form (multipart/form-data).",
  verifyNotFound: "There is no confirmation with this verification code.",
  verifyNotPdf: "That file is not a PDF. Please choose the PDF of the confirmation.",
  verifyFileMissing: "Please choose the PDF to check.",
  verifyMatches: "This PDF is the confirmation's version {version}, exactly as it was issued.",
  verifyDiffers:
    "This PDF does not match version {version} of the confirmation: it is not the document that was issued, or it has been changed.",
  keepInvalid: "The files to keep must be named by their ids.",
  fileLinkInvalid:
    "This file link is not valid or has expired. Please open the file again from the special solution.",
  fileNotFound: "File not found.",
  roomRenamed: "The room is renamed.",
  roomNotFound: "Room not found.",
  confirmNeedsVerifiedEmail:
    "Please confirm your e-mail address first: we send the confirmed choices there.",
  noCompany: "No company's home designer is configured for this site.",
  otherCompany: "This belongs to another company's site.",
  onlyBuyerConfirms: "Only the buyer of this apartment can confirm.",
  buyersSaved: "The apartment's buyers are saved.",
  buyersApartmentLeftDraft:
    "The company's draft removes this apartment or changes its code, so its buyers cannot be changed now: publishing the draft would drop them. Publish or discard the draft first.",
  buyersDraftBusy:
    "The company's draft was being edited at the same moment; nothing was saved. Try again.",
  invitationStaffAdminsOnly: "Only the company's admins invite its staff ({email}).",
  adminOnly: "Only the company's administrators can do this.",
  failedJobNotFound:
    "The company has no failed mail with this id (it may have been sent meanwhile).",
  failedJobRetried: "The mail will be sent again within a few seconds.",
  webhookHttpsOnly: "The webhook address must begin with https://.",
  webhookPrivateAddress:
    "The webhook address points into a private network or at this server; please give a public address.",
  webhookNotFound: "The company has no webhook.",
  webhookRemoved: "The webhook is removed; no more events are sent.",
  signingRequired:
    "This company asks you to confirm by signing with your electronic identity; please use the button that signs.",
  signingNotConfigured: "This company has no electronic identity service for signing.",
  signingSecretRequired: "Please give the client secret the identity service issued.",
  onlyBuyerSigns:
    "Only the buyer signs, with their own electronic identity; staff confirm for a buyer without signing.",
  signingUnavailable:
    "The electronic identity service cannot be reached right now; please try again in a few minutes.",
  signingHttpsOnly: "The identity service's address must begin with https://.",
  signingPrivateAddress:
    "The identity service's address points into a private network or at this server; please give a public address.",
  signingBrokerUnreachable:
    "No OpenID Connect service answers at this address ({issuer}/.well-known/openid-configuration).",
  companyZipMissing: "Please attach the company folder as a .zip file in the form field “company”.",
  companyZipNotZip: "The upload is not a .zip file.",
  companyZipTooManyEntries: "A company's .zip may hold at most {count} files and folders.",
  companyZipEntryTooLarge: "{name} in the .zip is larger than {megabytes} MB unpacked.",
  companyZipTooLargeUnpacked:
    "The files in the .zip may be at most {megabytes} MB unpacked in all.",
  companyZipUnsafeName: "The .zip's entry {name} points outside its folder.",
  companyZipLargerThanDeclared:
    "{name} in the .zip unpacks to more than the {bytes} bytes the .zip declares for it: the .zip is damaged or made to mislead.",
  companyZipDamaged: "{name} in the .zip cannot be unpacked: the .zip is damaged.",
  companyZipSeveralFolders:
    "The .zip holds {folders} side by side. A company's .zip holds one folder, or company.json and its files at its top.",
  companyCheckPassed: "The company folder can be imported.",
  companyCheckFailed: "The company folder has problems ({count}); it cannot be imported as it is.",
  companyImportRefused: "The company folder has problems ({count}); nothing was imported.",
  invitationUnknown:
    "{email} is neither on the company's staff nor a buyer of one of its apartments. Publish the draft that adds them, then invite them.",
  invitationsRefused: "Some addresses cannot be invited ({count}); no invitation was sent.",
  invitationsSent: "Invitations sent: {count}.",
  draftMoved:
    "The draft was changed by {by} at {at} since you opened it, so your change was not saved. Reload the draft and make your change again.",
  previewUnavailable:
    "The preview could not be made just now (another preview was being made at the same moment). Please try again.",
  previewNoLayout: "The draft has no layout to preview (in this project).",
  previewNotFound:
    "There is no preview here. The company's staff open the preview of unpublished changes from the back office.",
  previewStaffOnly: "Only the company's staff can see the preview of unpublished changes.",
  previewReadOnly:
    "This is a preview of unpublished changes: nothing can be saved, shared or downloaded in it. Leave the preview to do that.",
  draftStale:
    "The company was changed by an import since this draft began, so the draft cannot be published as it is. Discard it and make its changes again.",
  draftEditRefused:
    "This change would leave the company with problems ({count}); nothing was saved.",
  draftEditChecked: "The change can be saved.",
  draftSaved: "Saved in the draft. Buyers see it once the draft is published.",
  draftPublished:
    "Published: {added} added, {changed} changed, {retired} retired, {removed} removed.",
  draftDiscarded: "The draft was discarded; the company is as it was published.",
  draftNothingAt: "The company has nothing at {path}.",
  draftFileSaved: "The file is in the draft; save the form that names it.",
  draftFileMissing: "Choose a file to upload.",
  draftFileType:
    "{name} cannot be used: the company's files are SVG, PNG, JPEG, WebP, GIF, AVIF, ICO or PDF.",
  draftFileContent: "{name} cannot be used: the file {problem}.",
  faviconsMade: "The icons are made and in the draft.",
  faviconShape:
    "{name} cannot be the icon: send an SVG, or a square PNG of at least 180 × 180 pixels (it is {width} × {height}).",
  companyImportConflict:
    "Another import of this company was made at the same moment, so nothing of this one was imported. Please import again.",
  companyImported:
    "Imported: {added} added, {changed} changed, {retired} retired, {removed} removed; {files} new files stored.",
  companyDryRun:
    "Nothing was written. An import would add {added}, change {changed}, retire {retired} and remove {removed}, and store {files} new files.",
  companyOtherCode:
    "is '{code}', but this site belongs to the company '{own}': an administrator imports only their own company.",
  companyHostsFixed:
    "must be this company's hosts ({hosts}): hosts are set up together with the operator.",
  apartmentNotFound: "Apartment not found.",
  packageChangedMeanwhile:
    "The package was changed at the same moment elsewhere. Please reload the page and try again.",
  ownAccountOnly: "You may only act for your own account.",
  customerNotFound: "No such customer.",
  contentNotFound: "Content not found.",
  notAllowed: "You are not allowed to do this.",
  loginNeeded: "Please log in.",
  serverError: "Something went wrong on our side. Please try again.",
  badRequest: "The request could not be read. Please reload the page and try again.",
  bodyTooLarge: "The request is too large.",
  projectNotFound: "Project not found. Check project and/or layout id.",
  buildingNotFound: "The project has no building of that code.",
  layoutNotFound: "Apartment layout not found. Check project and/or layout id.",
  accountNotFound: "Account not found.",
  roomNotInLayout: "Room not found. Check project and/or layout id.",
  linkDamaged: "This link is damaged: the choices in it cannot be read.",
  previewApartment: "Apartment {value}",
  previewDescription: "Interior finishes chosen in {project}: {name}, {address}.",
  previewSite: "Choose the interior finishes of your new home.",
};

export type MessageKey = keyof typeof en;

const et: Record<MessageKey, string> = {
  wrongCredentials: "Vale e-posti aadress või parool.",
  tooManyLogins: "Liiga palju sisselogimiskatseid. Palun proovi uuesti {seconds} sekundi pärast.",
  tooManyAccountLogins:
    "Sellele kontole on tehtud liiga palju ebaõnnestunud sisselogimiskatseid. Palun proovi uuesti {seconds} sekundi pärast või logi sisse brauserist, millega oled varem sisse loginud. Uue parooli määramine („Unustasid parooli?“) laseb ka selle brauseri kohe sisse.",
  tooManyRequests: "Liiga palju päringuid. Palun proovi uuesti {seconds} sekundi pärast.",
  pdfBusy: "Praegu tehakse palju PDF-e. Palun proovi uuesti {seconds} sekundi pärast.",
  emailTaken:
    "Selle e-posti aadressiga konto on juba olemas. Logi sisse või määra uus parool, kui oled selle unustanud.",
  registered: "Tere tulemast! Saatsime sulle lingi e-posti aadressi kinnitamiseks.",
  resetSent:
    "Kui selle e-posti aadressiga konto on olemas, saatsime sellele lingi uue parooli määramiseks.",
  resetLinkInvalid: "Seanss aegus, palun sisesta oma e-posti aadress uuesti.",
  resetLinkValid: "Link kehtib.",
  passwordReset: "Uus parool on määratud. Palun logi sellega sisse.",
  passwordChanged: "Parool on muudetud. Sind logiti välja kõikjalt mujalt.",
  wrongCurrentPassword:
    "Sisestatud parool on vale või tekkis ühenduse viga. Palun kontrolli ja proovi uuesti.",
  noPasswordLogin:
    "See konto logib sisse läbi teenuse {providers}, seega pole tal muudetavat parooli.",
  verified: "Sinu e-posti aadress on kinnitatud. Nüüd saad sisse logida.",
  verifyLinkInvalid: "See kinnituslink ei kehti või on aegunud. Palun küsi uus link.",
  alreadyVerified: "Sinu e-posti aadress on juba kinnitatud.",
  verificationSent: "Saatsime sulle uue lingi.",
  waitBeforeResend: "Palun oota {seconds} sekundit, enne kui uue lingi küsid.",
  profileUpdated: "Andmed on salvestatud.",
  emailChanged:
    "Andmed on salvestatud. Saatsime aadressile {email} lingi uue aadressi kinnitamiseks. Sind logiti välja kõikjalt mujalt.",
  currentPasswordRequired: "E-posti aadressi muutmiseks sisesta oma praegune parool.",
  lastLoginMethod: "Ainsat sisselogimise viisi ei saa eemaldada.",
  providerNotConnected: "{provider} ei ole sinu kontoga ühendatud.",
  sessionEnded: "Sinu seanss on lõppenud. Palun logi uuesti sisse.",
  accountDeleted: "Sinu konto ja kõik selle andmed on kustutatud.",
  loggedOut: "Väljalogimine õnnestus!",
  socialNotConfigured: "Teenusega {provider} sisselogimine pole sellel lehel saadaval.",
  socialTakenByOther: "See {provider} konto on juba ühendatud teise kontoga.",
  socialAlreadyConnected: "Sinu konto on juba ühendatud teenusega {provider}.",
  socialUnavailable:
    "Teenusega {provider} sisselogimine pole praegu võimalik. Palun proovi hiljem uuesti või logi sisse e-posti aadressiga.",
  socialAttached: "{provider} on nüüd sinu kontoga ühendatud.",
  attachmentInvalid:
    "Seda ühendust ei saanud kinnitada: see on aegunud, juba kasutatud või alustatud teiselt kontolt. Palun ühenda uuesti lehelt Minu konto.",
  handoverInvalid:
    "See sisselogimislink ei kehti või on aegunud: iga link kehtib üks kord ja ühe minuti jooksul pärast loomist.",
  packageSaved: "Paketi salvestamine õnnestus!",
  packageNotFound: "Paketti ei leitud.",
  packageIsFinal:
    "See pakett on kinnitatud ja seda ei saa enam muuta. Salvesta muudatused uue paketina.",
  nameRequired: "Palun anna paketile nimi.",
  selectionsInvalid:
    "Mõni valik ei kuulu selle korteri valikute hulka. Palun laadi leht uuesti ja proovi veel kord.",
  companyPackageKept: "Ettevõtte loodud pakette ei saa kustutada.",
  confirmedLayoutKept: "Sellel korteril on kinnitatud pakett ja seda ei saa eemaldada.",
  layoutAdded: "Korter on sinu töölaual.",
  layoutAlreadyAdded: "See korter oli juba sinu töölaual.",
  layoutRemoved: "Korter eemaldati sinu töölaualt.",
  packageRenamed: "Paketi nimi on muudetud.",
  packageDuplicated: "Paketist tehti koopia.",
  packageDeleted: "Pakett on kustutatud.",
  copySuffix: "(koopia)",
  choicesClosed:
    "Osa neist valikutest suleti {date} lõpus ja neid ei saa siin enam muuta. Midagi ei salvestatud. Ettevõtte töötajad saavad neid sinu eest veel muuta.",
  layoutClosed:
    "Selle korteri valikud suleti {date} lõpus. Ettevõtte töötajad saavad paketi sinu eest veel kinnitada.",
  notConfirmable: "Seda paketti ei saa kinnitada. Palun võta ühendust ettevõttega.",
  alreadyConfirmed: "Selle korteri jaoks on pakett juba kinnitatud.",
  notConfirmedToReopen: "Selle korteri jaoks pole kinnitatud paketti, mida uuesti avada.",
  notConfirmedToChange: "Selle korteri jaoks pole kinnitatud paketti, mille muutmist soovida.",
  onlyBuyerAsksChange: "Kinnitatud valikute muutmist saab soovida ainult selle korteri ostja.",
  changeRequestOpen: "Selle korteri muudatuse soov ootab juba vastust.",
  changeRequestNotFound: "Sellist muudatuse soovi pole.",
  changeRequestAnswered: "Sellele muudatuse soovile on juba vastatud.",
  changeRequested: "Sinu soov saadeti arendajale.",
  changeDeclined: "Muudatuse soovist keelduti. Ostjale saadeti sellest e-kiri.",
  reopened: "Kinnitus on muutmiseks avatud. Ostjale saadeti sellest e-kiri.",
  notRoomOfLayout: "Vali selle planeeringu ruumid.",
  onlyReopenedRooms:
    "Muutmiseks avati ainult osa selle korteri ruume; teised jäävad nii, nagu need kinnitasid. Muuda ainult avatud ruume ja proovi uuesti.",
  confirmedNow: "Sinu valikud on kinnitatud ja saadetud arendajale.",
  wrongApartment: "Korter ei vasta planeeringule.",
  notOwnSite: "Jagada saab ainult selle lehe aadresse.",
  notADesign: "Link peab viima selle lehe mõne korteri valikuteni.",
  linkSent: "Link saadetud! Vaata oma e-posti.",
  staffOnly: "Seda saavad teha ainult ettevõtte sisekujundajad.",
  specialNeedsUserPackage:
    "Eritellimused kuuluvad kliendi enda paketti. Salvesta pakett esmalt kliendi jaoks.",
  specialNotFound: "Eritellimust ei leitud.",
  specialSaved: "Eritellimuse muutmine õnnestus",
  specialDeleted: "Eritellimus on eemaldatud.",
  filesSaved: "Failid on salvestatud.",
  fileTooLarge: "Üleslaadimine ebaõnnestus – iga fail võib olla kuni {megabytes} MB.",
  tooManyFiles: "Üleslaadimine ebaõnnestus – lisada saab kuni {count} faili.",
  fileWrongType:
    "Üleslaadimine ebaõnnestus – lisada saab ainult PDF-, JPEG-, PNG- ja WebP-faile ({name} ei ole selline).",
  uploadTooLarge:
    "Üleslaadimine ebaõnnestus – ühe üleslaadimise maht võib olla kokku kuni {megabytes} MB.",
  uploadTooManyFields: "Üleslaadimine ebaõnnestus – vormis on liiga palju välju.",
  specialFilesFull:
    "Üleslaadimine ebaõnnestus – eritellimusel võib olla kuni {count} faili. Palun eemalda enne mõni.",
  uploadNotMultipart: "Failid tuleb saata mitmeosalise vormina (multipart/form-data).",
  verifyNotFound: "Selle kontrollkoodiga kinnitust ei ole.",
  verifyNotPdf: "See fail ei ole PDF. Palun vali kinnituse PDF.",
  verifyFileMissing: "Palun vali PDF, mida kontrollida.",
  verifyMatches: "See PDF on kinnituse versioon {version} täpselt sellisena, nagu see välja anti.",
  verifyDiffers:
    "See PDF ei vasta kinnituse versioonile {version}: see ei ole välja antud dokument või seda on muudetud.",
  keepInvalid: "Alles jäetavad failid tuleb nimetada nende id-dega.",
  fileLinkInvalid:
    "See faili link ei kehti või on aegunud. Palun ava fail uuesti eritellimuse juurest.",
  fileNotFound: "Faili ei leitud.",
  roomRenamed: "Ruumi nimi on muudetud.",
  roomNotFound: "Ruumi ei leitud.",
  confirmNeedsVerifiedEmail:
    "Palun kinnita esmalt oma e-posti aadress: saadame kinnitatud valikud sinna.",
  noCompany: "Selle aadressi jaoks pole ühegi ettevõtte kodudisainerit seadistatud.",
  otherCompany: "See kuulub teise ettevõtte lehele.",
  onlyBuyerConfirms: "Kinnitada saab ainult selle korteri ostja.",
  buyersSaved: "Korteri ostjad on salvestatud.",
  buyersApartmentLeftDraft:
    "Ettevõtte mustand eemaldab selle korteri või muudab selle koodi, seega ei saa selle ostjaid praegu muuta: mustandi avaldamine kaotaks nad. Avalda mustand või loobu sellest enne.",
  buyersDraftBusy:
    "Ettevõtte mustandit muudeti samal hetkel; midagi ei salvestatud. Proovi uuesti.",
  invitationStaffAdminsOnly:
    "Ettevõtte töötajaid kutsuvad ainult selle administraatorid ({email}).",
  adminOnly: "Seda saavad teha ainult ettevõtte administraatorid.",
  failedJobNotFound:
    "Ettevõttel pole selle tunnusega ebaõnnestunud kirja (see võib vahepeal olla saadetud).",
  failedJobRetried: "Kiri saadetakse uuesti mõne sekundi jooksul.",
  webhookHttpsOnly: "Veebihaagi aadress peab algama https://-ga.",
  webhookPrivateAddress:
    "Veebihaagi aadress viitab privaatvõrku või sellele serverile; palun anna avalik aadress.",
  webhookNotFound: "Ettevõttel ei ole veebihaaki.",
  webhookRemoved: "Veebihaak on eemaldatud; sündmusi enam ei saadeta.",
  signingRequired:
    "See ettevõte palub kinnitada e-identiteediga allkirjastades; palun kasuta allkirjastamise nuppu.",
  signingNotConfigured: "Sellel ettevõttel ei ole allkirjastamiseks e-identiteedi teenust.",
  signingSecretRequired: "Palun sisesta identiteediteenuse antud kliendi salasõna.",
  onlyBuyerSigns:
    "Allkirjastab ostja ise oma e-identiteediga; töötajad kinnitavad ostja eest allkirjata.",
  signingUnavailable:
    "E-identiteedi teenusega ei saa praegu ühendust; palun proovi mõne minuti pärast uuesti.",
  signingHttpsOnly: "Identiteediteenuse aadress peab algama https://-ga.",
  signingPrivateAddress:
    "Identiteediteenuse aadress viitab privaatvõrku või sellele serverile; palun anna avalik aadress.",
  signingBrokerUnreachable:
    "Sellel aadressil ei vasta ükski OpenID Connecti teenus ({issuer}/.well-known/openid-configuration).",
  companyZipMissing: "Palun lisa ettevõtte kaust .zip-failina vormi väljale „company“.",
  companyZipNotZip: "Üleslaaditud fail ei ole .zip-fail.",
  companyZipTooManyEntries: "Ettevõtte .zip-failis võib olla kuni {count} faili ja kausta.",
  companyZipEntryTooLarge: "{name} on .zip-failis lahtipakituna suurem kui {megabytes} MB.",
  companyZipTooLargeUnpacked:
    ".zip-faili failid võivad lahtipakituna olla kokku kuni {megabytes} MB.",
  companyZipUnsafeName: ".zip-faili kirje {name} viitab kohale väljaspool selle kausta.",
  companyZipLargerThanDeclared:
    "Kirje {name} on .zip-failist lahti pakituna suurem kui {bytes} baiti, mis .zip-fail selle suuruseks märgib: .zip-fail on vigane või eksitav.",
  companyZipDamaged: "Kirjet {name} ei saa .zip-failist lahti pakkida: .zip-fail on vigane.",
  companyZipSeveralFolders:
    ".zip-failis on kõrvuti {folders}. Ettevõtte .zip-failis on üks kaust või company.json koos failidega otse .zip-faili ülemisel tasemel.",
  companyCheckPassed: "Ettevõtte kausta saab importida.",
  companyCheckFailed: "Ettevõtte kaustas on probleeme ({count}); sellisena seda importida ei saa.",
  companyImportRefused: "Ettevõtte kaustas on probleeme ({count}); midagi ei imporditud.",
  invitationUnknown:
    "{email} ei ole ettevõtte töötaja ega ühegi selle korteri ostja. Avalda mustand, mis need lisab, ja kutsu siis.",
  invitationsRefused: "Mõnda aadressi ei saa kutsuda ({count}); ühtegi kutset ei saadetud.",
  invitationsSent: "Kutseid saadetud: {count}.",
  draftMoved:
    "Mustandit muutis pärast selle avamist {by} ({at}), seega sinu muudatust ei salvestatud. Laadi mustand uuesti ja tee muudatus uuesti.",
  previewUnavailable:
    "Eelvaadet ei õnnestunud praegu teha (samal ajal tehti teist eelvaadet). Palun proovi uuesti.",
  previewNoLayout: "Mustandis pole (selles projektis) ühtki planeeringut, mida eelvaadata.",
  previewNotFound:
    "Siin pole eelvaadet. Avaldamata muudatuste eelvaate avavad ettevõtte töötajad haldusliidesest.",
  previewStaffOnly: "Avaldamata muudatuste eelvaadet näevad ainult ettevõtte töötajad.",
  previewReadOnly:
    "See on avaldamata muudatuste eelvaade: selles ei saa midagi salvestada, jagada ega alla laadida. Selleks välju eelvaatest.",
  draftStale:
    "Ettevõtet on pärast selle mustandi alustamist impordiga muudetud, seega mustandit ei saa sellisena avaldada. Loobu mustandist ja tee selle muudatused uuesti.",
  draftEditRefused:
    "See muudatus tekitaks ettevõtte andmetes probleeme ({count}); midagi ei salvestatud.",
  draftEditChecked: "Muudatuse saab salvestada.",
  draftSaved: "Salvestatud mustandisse. Ostjad näevad seda pärast mustandi avaldamist.",
  draftPublished:
    "Avaldatud: lisatud {added}, muudetud {changed}, kasutusest eemaldatud {retired}, kustutatud {removed}.",
  draftDiscarded: "Mustandist loobuti; ettevõte on nii, nagu see avaldati.",
  draftNothingAt: "Ettevõtte andmetes pole kohas {path} midagi.",
  draftFileSaved: "Fail on mustandis; salvestage vorm, mis sellele viitab.",
  draftFileMissing: "Valige üleslaaditav fail.",
  draftFileType:
    "Faili {name} ei saa kasutada: ettevõtte failid on SVG, PNG, JPEG, WebP, GIF, AVIF, ICO või PDF.",
  draftFileContent: "Faili {name} ei saa kasutada: fail {problem}.",
  faviconsMade: "Ikoonid on tehtud ja mustandis.",
  faviconShape:
    "Fail {name} ei sobi ikooniks: saatke SVG või ruudukujuline PNG, vähemalt 180 × 180 pikslit (see on {width} × {height}).",
  companyImportConflict:
    "Samal ajal tehti selle ettevõtte teine import, seega sellest midagi ei imporditud. Palun impordi uuesti.",
  companyImported:
    "Imporditud: lisatud {added}, muudetud {changed}, kasutusest eemaldatud {retired}, kustutatud {removed}; salvestatud {files} uut faili.",
  companyDryRun:
    "Midagi ei salvestatud. Import lisaks {added}, muudaks {changed}, eemaldaks kasutusest {retired} ja kustutaks {removed} ning salvestaks {files} uut faili.",
  companyOtherCode:
    "on '{code}', kuid see leht kuulub ettevõttele '{own}': administraator impordib ainult oma ettevõtet.",
  companyHostsFixed:
    "peavad olema selle ettevõtte aadressid ({hosts}): aadressid seadistatakse koos teenuse haldajaga.",
  apartmentNotFound: "Korterit ei leitud.",
  packageChangedMeanwhile:
    "Paketti muudeti samal ajal mujal. Palun laadi leht uuesti ja proovi veel kord.",
  ownAccountOnly: "Tegutseda saab ainult oma konto nimel.",
  customerNotFound: "Sellist klienti ei ole.",
  contentNotFound: "Sisu ei leitud.",
  notAllowed: "Sul ei ole lubatud seda teha.",
  loginNeeded: "Palun logi sisse.",
  serverError: "Meie poolel läks midagi valesti. Palun proovi uuesti.",
  badRequest: "Päringut ei õnnestunud lugeda. Palun laadi leht uuesti ja proovi veel kord.",
  bodyTooLarge: "Päring on liiga suur.",
  projectNotFound: "Projekti ei leitud. Kontrolli projekti ja/või planeeringu id-d.",
  buildingNotFound: "Projektis pole selle koodiga hoonet.",
  layoutNotFound: "Korteri planeeringut ei leitud. Kontrolli projekti ja/või planeeringu id-d.",
  accountNotFound: "Kontot ei leitud.",
  roomNotInLayout: "Ruumi ei leitud. Kontrolli projekti ja/või planeeringu id-d.",
  linkDamaged: "See link on vigane: selles olevaid valikuid ei saa lugeda.",
  previewApartment: "Korter {value}",
  previewDescription: "Sisekujunduse valikud projektis {project}: {name}, {address}.",
  previewSite: "Vali oma uue kodu sisekujundus.",
};

const de: Record<MessageKey, string> = {
  wrongCredentials: "E-Mail-Adresse oder Passwort ist falsch.",
  tooManyLogins: "Zu viele Anmeldeversuche. Bitte versuchen Sie es in {seconds} Sekunden erneut.",
  tooManyAccountLogins:
    "Für dieses Konto gab es zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {seconds} Sekunden erneut oder melden Sie sich mit einem Browser an, mit dem Sie sich schon einmal angemeldet haben. Ein neues Passwort („Passwort vergessen?“) lässt auch diesen Browser sofort zu.",
  tooManyRequests: "Zu viele Anfragen. Bitte versuchen Sie es in {seconds} Sekunden erneut.",
  pdfBusy:
    "Gerade werden viele PDFs erstellt. Bitte versuchen Sie es in {seconds} Sekunden erneut.",
  emailTaken:
    "Ein Konto mit dieser E-Mail-Adresse gibt es bereits. Melden Sie sich an oder legen Sie ein neues Passwort fest, falls Sie es vergessen haben.",
  registered:
    "Willkommen! Wir haben Ihnen einen Link zur Bestätigung Ihrer E-Mail-Adresse gesendet.",
  resetSent:
    "Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir ihm einen Link zum Festlegen eines neuen Passworts gesendet.",
  resetLinkInvalid: "Die Sitzung ist abgelaufen, bitte geben Sie Ihre E-Mail-Adresse erneut ein.",
  resetLinkValid: "Der Link ist gültig.",
  passwordReset: "Ihr neues Passwort ist festgelegt. Bitte melden Sie sich damit an.",
  passwordChanged: "Ihr Passwort wurde geändert. Überall sonst wurden Sie abgemeldet.",
  wrongCurrentPassword:
    "Falsches Passwort oder Verbindungsproblem. Bitte prüfen Sie es und versuchen Sie es erneut.",
  noPasswordLogin:
    "Dieses Konto meldet sich über {providers} an und hat daher kein Passwort zum Ändern.",
  verified: "Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.",
  verifyLinkInvalid:
    "Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
  alreadyVerified: "Ihre E-Mail-Adresse ist bereits bestätigt.",
  verificationSent: "Wir haben Ihnen einen weiteren Link gesendet.",
  waitBeforeResend: "Bitte warten Sie {seconds} Sekunden, bevor Sie einen weiteren Link anfordern.",
  profileUpdated: "Ihre Angaben sind gespeichert.",
  emailChanged:
    "Ihre Angaben sind gespeichert. Wir haben einen Link an {email} gesendet, um die neue Adresse zu bestätigen. Überall sonst wurden Sie abgemeldet.",
  currentPasswordRequired:
    "Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.",
  lastLoginMethod: "Ihre einzige Anmeldemöglichkeit kann nicht entfernt werden.",
  providerNotConnected: "{provider} ist nicht mit Ihrem Konto verbunden.",
  sessionEnded: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
  accountDeleted: "Ihr Konto und alle seine Daten wurden gelöscht.",
  loggedOut: "Abmeldung erfolgreich!",
  socialNotConfigured: "Die Anmeldung mit {provider} ist auf dieser Seite nicht verfügbar.",
  socialTakenByOther: "Dieses {provider}-Konto ist bereits mit einem anderen Konto verbunden.",
  socialAlreadyConnected: "Ihr Konto ist bereits mit {provider} verbunden.",
  socialUnavailable:
    "Die Anmeldung mit {provider} ist gerade nicht möglich. Bitte versuchen Sie es später erneut oder melden Sie sich mit Ihrer E-Mail-Adresse an.",
  socialAttached: "{provider} ist jetzt mit Ihrem Konto verbunden.",
  attachmentInvalid:
    "Diese Verbindung konnte nicht bestätigt werden: Sie ist abgelaufen, wurde bereits verwendet oder wurde von einem anderen Konto aus begonnen. Bitte verbinden Sie das Konto erneut unter „Mein Konto“.",
  handoverInvalid:
    "Dieser Anmeldelink ist ungültig oder abgelaufen: Jeder Link gilt nur einmal und nur eine Minute lang, nachdem er erstellt wurde.",
  packageSaved: "Das Paket wurde gespeichert!",
  packageNotFound: "Paket nicht gefunden.",
  packageIsFinal:
    "Dieses Paket ist bestätigt und kann nicht mehr geändert werden. Speichern Sie Ihre Änderungen als neues Paket.",
  nameRequired: "Bitte geben Sie dem Paket einen Namen.",
  selectionsInvalid:
    "Einige Auswahlen gehören nicht zu dieser Wohnung. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  companyPackageKept: "Pakete des Unternehmens können nicht gelöscht werden.",
  confirmedLayoutKept: "Diese Wohnung hat ein bestätigtes Paket und kann nicht entfernt werden.",
  layoutAdded: "Die Wohnung ist auf Ihrer Übersicht.",
  layoutAlreadyAdded: "Diese Wohnung war bereits auf Ihrer Übersicht.",
  layoutRemoved: "Die Wohnung wurde von Ihrer Übersicht entfernt.",
  packageRenamed: "Das Paket wurde umbenannt.",
  packageDuplicated: "Das Paket wurde kopiert.",
  packageDeleted: "Das Paket wurde gelöscht.",
  copySuffix: "(Kopie)",
  choicesClosed:
    "Einige dieser Auswahlen wurden mit Ablauf des {date} geschlossen und können hier nicht mehr geändert werden. Es wurde nichts gespeichert. Die Mitarbeiter des Unternehmens können sie noch für Sie ändern.",
  layoutClosed:
    "Die Auswahl für diese Wohnung wurde mit Ablauf des {date} geschlossen. Die Mitarbeiter des Unternehmens können noch ein Paket für Sie bestätigen.",
  notConfirmable:
    "Dieses Paket kann nicht bestätigt werden. Bitte wenden Sie sich an das Unternehmen.",
  alreadyConfirmed: "Für diese Wohnung ist bereits ein Paket bestätigt.",
  notConfirmedToReopen:
    "Für diese Wohnung gibt es kein bestätigtes Paket, das geöffnet werden könnte.",
  notConfirmedToChange:
    "Für diese Wohnung gibt es kein bestätigtes Paket, dessen Änderung Sie wünschen könnten.",
  onlyBuyerAsksChange:
    "Nur ein Käufer dieser Wohnung kann eine Änderung der bestätigten Auswahl wünschen.",
  changeRequestOpen: "Ein Änderungswunsch für diese Wohnung wartet bereits auf Antwort.",
  changeRequestNotFound: "Diesen Änderungswunsch gibt es nicht.",
  changeRequestAnswered: "Dieser Änderungswunsch ist bereits beantwortet.",
  changeRequested: "Ihr Wunsch wurde an den Bauträger gesendet.",
  changeDeclined: "Der Änderungswunsch ist abgelehnt. Der Käufer wurde per E-Mail informiert.",
  reopened: "Die Bestätigung ist wieder geöffnet. Der Käufer wurde per E-Mail informiert.",
  notRoomOfLayout: "Wählen Sie Räume dieses Grundrisses.",
  onlyReopenedRooms:
    "Nur einige Räume dieser Wohnung wurden zur Änderung geöffnet; die anderen bleiben, wie Sie sie bestätigt haben. Ändern Sie nur die geöffneten Räume und versuchen Sie es erneut.",
  confirmedNow: "Ihre Auswahl ist bestätigt und wurde an den Bauträger gesendet.",
  wrongApartment: "Die Wohnung passt nicht zum Grundriss.",
  notOwnSite: "Nur Adressen dieser Seite können geteilt werden.",
  notADesign: "Der Link muss zur Auswahl einer Wohnung auf dieser Seite führen.",
  linkSent: "Link gesendet! Prüfen Sie Ihre E-Mails.",
  staffOnly: "Das können nur die Innenarchitekten des Unternehmens.",
  specialNeedsUserPackage:
    "Sonderlösungen gehören zum eigenen Paket eines Kunden. Speichern Sie das Paket zuerst für den Kunden.",
  specialNotFound: "Sonderlösung nicht gefunden.",
  specialSaved: "Sonderlösung erfolgreich aktualisiert",
  specialDeleted: "Die Sonderlösung wurde entfernt.",
  filesSaved: "Die Dateien sind gespeichert.",
  fileTooLarge: "Hochladen fehlgeschlagen – jede Datei darf höchstens {megabytes} MB groß sein.",
  tooManyFiles: "Hochladen fehlgeschlagen – höchstens {count} Dateien können angehängt werden.",
  fileWrongType:
    "Hochladen fehlgeschlagen – nur PDF-, JPEG-, PNG- und WebP-Dateien können angehängt werden ({name} ist keine).",
  uploadTooLarge:
    "Hochladen fehlgeschlagen – ein Upload darf insgesamt höchstens {megabytes} MB groß sein.",
  uploadTooManyFields: "Hochladen fehlgeschlagen – das Formular hat zu viele Felder.",
  specialFilesFull:
    "Hochladen fehlgeschlagen – eine Sonderlösung kann höchstens {count} Dateien haben. Bitte entfernen Sie zuerst einige.",
  uploadNotMultipart:
    "Dateien müssen als mehrteiliges Formular (multipart/form-data) gesendet werden.",
  verifyNotFound: "Zu diesem Prüfcode gibt es keine Bestätigung.",
  verifyNotPdf: "Diese Datei ist kein PDF. Bitte wählen Sie das PDF der Bestätigung.",
  verifyFileMissing: "Bitte wählen Sie das PDF, das geprüft werden soll.",
  verifyMatches:
    "Dieses PDF ist Version {version} der Bestätigung, genau so, wie sie ausgestellt wurde.",
  verifyDiffers:
    "Dieses PDF entspricht nicht Version {version} der Bestätigung: Es ist nicht das ausgestellte Dokument, oder es wurde verändert.",
  keepInvalid: "Die zu behaltenden Dateien müssen mit ihren IDs angegeben werden.",
  fileLinkInvalid:
    "Dieser Dateilink ist ungültig oder abgelaufen. Bitte öffnen Sie die Datei erneut über die Sonderlösung.",
  fileNotFound: "Datei nicht gefunden.",
  roomRenamed: "Der Raum wurde umbenannt.",
  roomNotFound: "Raum nicht gefunden.",
  confirmNeedsVerifiedEmail:
    "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Dorthin senden wir die bestätigte Auswahl.",
  noCompany: "Für diese Adresse ist kein Home Designer eines Unternehmens eingerichtet.",
  otherCompany: "Dies gehört zur Seite eines anderen Unternehmens.",
  onlyBuyerConfirms: "Nur der Käufer dieser Wohnung kann bestätigen.",
  buyersSaved: "Die Käufer der Wohnung sind gespeichert.",
  buyersApartmentLeftDraft:
    "Der Entwurf des Unternehmens entfernt diese Wohnung oder ändert ihren Code, daher können ihre Käufer jetzt nicht geändert werden: Mit der Veröffentlichung des Entwurfs gingen sie verloren. Veröffentlichen oder verwerfen Sie den Entwurf zuerst.",
  buyersDraftBusy:
    "Der Entwurf des Unternehmens wurde im selben Moment bearbeitet; es wurde nichts gespeichert. Versuchen Sie es erneut.",
  invitationStaffAdminsOnly:
    "Nur die Administratoren des Unternehmens laden seine Mitarbeiter ein ({email}).",
  adminOnly: "Das können nur die Administratoren des Unternehmens.",
  failedJobNotFound:
    "Das Unternehmen hat keine fehlgeschlagene E-Mail mit dieser ID (vielleicht wurde sie inzwischen gesendet).",
  failedJobRetried: "Die E-Mail wird in wenigen Sekunden erneut gesendet.",
  webhookHttpsOnly: "Die Webhook-Adresse muss mit https:// beginnen.",
  webhookPrivateAddress:
    "Die Webhook-Adresse zeigt in ein privates Netz oder auf diesen Server; bitte geben Sie eine öffentliche Adresse an.",
  webhookNotFound: "Das Unternehmen hat keinen Webhook.",
  webhookRemoved: "Der Webhook ist entfernt; es werden keine Ereignisse mehr gesendet.",
  signingRequired:
    "Dieses Unternehmen bittet Sie, mit Ihrer elektronischen Identität zu unterschreiben; bitte nutzen Sie die Schaltfläche zum Unterschreiben.",
  signingNotConfigured:
    "Dieses Unternehmen hat keinen Dienst für die Unterschrift mit elektronischer Identität.",
  signingSecretRequired:
    "Bitte geben Sie das Client-Secret an, das der Identitätsdienst ausgegeben hat.",
  onlyBuyerSigns:
    "Nur der Käufer unterschreibt, mit seiner eigenen elektronischen Identität; Mitarbeitende bestätigen für Käufer ohne Unterschrift.",
  signingUnavailable:
    "Der Dienst für die elektronische Identität ist gerade nicht erreichbar; bitte versuchen Sie es in einigen Minuten erneut.",
  signingHttpsOnly: "Die Adresse des Identitätsdienstes muss mit https:// beginnen.",
  signingPrivateAddress:
    "Die Adresse des Identitätsdienstes zeigt in ein privates Netz oder auf diesen Server; bitte geben Sie eine öffentliche Adresse an.",
  signingBrokerUnreachable:
    "Unter dieser Adresse antwortet kein OpenID-Connect-Dienst ({issuer}/.well-known/openid-configuration).",
  companyZipMissing:
    "Bitte hängen Sie den Unternehmensordner als .zip-Datei im Formularfeld „company“ an.",
  companyZipNotZip: "Die hochgeladene Datei ist keine .zip-Datei.",
  companyZipTooManyEntries:
    "Die .zip-Datei eines Unternehmens darf höchstens {count} Dateien und Ordner enthalten.",
  companyZipEntryTooLarge: "{name} ist in der .zip-Datei entpackt größer als {megabytes} MB.",
  companyZipTooLargeUnpacked:
    "Die Dateien der .zip-Datei dürfen entpackt insgesamt höchstens {megabytes} MB groß sein.",
  companyZipUnsafeName:
    "Der Eintrag {name} der .zip-Datei zeigt auf einen Ort außerhalb ihres Ordners.",
  companyZipLargerThanDeclared:
    "{name} wird beim Entpacken größer als die {bytes} Bytes, die die .zip-Datei dafür angibt: Die .zip-Datei ist beschädigt oder irreführend.",
  companyZipDamaged:
    "{name} kann nicht aus der .zip-Datei entpackt werden: Die .zip-Datei ist beschädigt.",
  companyZipSeveralFolders:
    "Die .zip-Datei enthält {folders} nebeneinander. Die .zip-Datei eines Unternehmens enthält einen Ordner oder company.json mit seinen Dateien auf oberster Ebene.",
  companyCheckPassed: "Der Unternehmensordner kann importiert werden.",
  companyCheckFailed:
    "Der Unternehmensordner hat Probleme ({count}); so kann er nicht importiert werden.",
  invitationUnknown:
    "{email} gehört weder zu den Mitarbeitern des Unternehmens noch zu den Käufern einer seiner Wohnungen. Veröffentlichen Sie den Entwurf, der sie hinzufügt, und laden Sie sie dann ein.",
  invitationsRefused:
    "Einige Adressen können nicht eingeladen werden ({count}); es wurde keine Einladung gesendet.",
  invitationsSent: "Einladungen gesendet: {count}.",
  draftMoved:
    "Der Entwurf wurde seit dem Öffnen von {by} ({at}) geändert, daher wurde Ihre Änderung nicht gespeichert. Laden Sie den Entwurf neu und nehmen Sie Ihre Änderung erneut vor.",
  previewUnavailable:
    "Die Vorschau konnte gerade nicht erstellt werden (gleichzeitig wurde eine andere erstellt). Bitte versuchen Sie es erneut.",
  previewNoLayout: "Der Entwurf hat (in diesem Projekt) keinen Grundriss für eine Vorschau.",
  previewNotFound:
    "Hier gibt es keine Vorschau. Die Mitarbeiter des Unternehmens öffnen die Vorschau unveröffentlichter Änderungen im Backoffice.",
  previewStaffOnly:
    "Nur die Mitarbeiter des Unternehmens sehen die Vorschau unveröffentlichter Änderungen.",
  previewReadOnly:
    "Dies ist eine Vorschau unveröffentlichter Änderungen: Hier kann nichts gespeichert, geteilt oder heruntergeladen werden. Verlassen Sie dazu die Vorschau.",
  draftStale:
    "Das Unternehmen wurde seit Beginn dieses Entwurfs durch einen Import geändert, daher kann der Entwurf so nicht veröffentlicht werden. Verwerfen Sie ihn und nehmen Sie seine Änderungen erneut vor.",
  draftEditRefused:
    "Diese Änderung würde beim Unternehmen Probleme verursachen ({count}); es wurde nichts gespeichert.",
  draftEditChecked: "Die Änderung kann gespeichert werden.",
  draftSaved: "Im Entwurf gespeichert. Käufer sehen es, sobald der Entwurf veröffentlicht ist.",
  draftPublished:
    "Veröffentlicht: {added} hinzugefügt, {changed} geändert, {retired} außer Gebrauch genommen, {removed} entfernt.",
  draftDiscarded:
    "Der Entwurf wurde verworfen; das Unternehmen ist so, wie es veröffentlicht wurde.",
  draftNothingAt: "Das Unternehmen hat nichts unter {path}.",
  draftFileSaved: "Die Datei ist im Entwurf; speichern Sie das Formular, das sie nennt.",
  draftFileMissing: "Wählen Sie eine Datei zum Hochladen.",
  draftFileType:
    "{name} kann nicht verwendet werden: Dateien des Unternehmens sind SVG, PNG, JPEG, WebP, GIF, AVIF, ICO oder PDF.",
  draftFileContent: "{name} kann nicht verwendet werden: {problem}.",
  faviconsMade: "Die Symbole sind erstellt und im Entwurf.",
  faviconShape:
    "{name} kann nicht das Symbol sein: Senden Sie ein SVG oder ein quadratisches PNG mit mindestens 180 × 180 Pixeln (es hat {width} × {height}).",
  companyImportConflict:
    "Gleichzeitig wurde ein anderer Import dieses Unternehmens ausgeführt, daher wurde von diesem nichts importiert. Bitte importieren Sie erneut.",
  companyImportRefused:
    "Der Unternehmensordner hat Probleme ({count}); es wurde nichts importiert.",
  companyImported:
    "Importiert: {added} hinzugefügt, {changed} geändert, {retired} außer Gebrauch genommen, {removed} entfernt; {files} neue Dateien gespeichert.",
  companyDryRun:
    "Es wurde nichts gespeichert. Ein Import würde {added} hinzufügen, {changed} ändern, {retired} außer Gebrauch nehmen und {removed} entfernen sowie {files} neue Dateien speichern.",
  companyOtherCode:
    "ist '{code}', aber diese Seite gehört zum Unternehmen '{own}': Administratoren importieren nur ihr eigenes Unternehmen.",
  companyHostsFixed:
    "müssen die Hosts dieses Unternehmens sein ({hosts}): Hosts werden gemeinsam mit dem Betreiber eingerichtet.",
  apartmentNotFound: "Wohnung nicht gefunden.",
  packageChangedMeanwhile:
    "Das Paket wurde gleichzeitig an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  ownAccountOnly: "Sie können nur für Ihr eigenes Konto handeln.",
  customerNotFound: "Diesen Kunden gibt es nicht.",
  contentNotFound: "Inhalt nicht gefunden.",
  notAllowed: "Dazu sind Sie nicht berechtigt.",
  loginNeeded: "Bitte melden Sie sich an.",
  serverError: "Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es erneut.",
  badRequest:
    "Die Anfrage konnte nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  bodyTooLarge: "Die Anfrage ist zu groß.",
  projectNotFound: "Projekt nicht gefunden. Prüfen Sie die Projekt- und/oder Grundriss-ID.",
  buildingNotFound: "Das Projekt hat kein Gebäude mit diesem Code.",
  layoutNotFound: "Grundriss nicht gefunden. Prüfen Sie die Projekt- und/oder Grundriss-ID.",
  accountNotFound: "Konto nicht gefunden.",
  roomNotInLayout: "Raum nicht gefunden. Prüfen Sie die Projekt- und/oder Grundriss-ID.",
  linkDamaged: "Dieser Link ist beschädigt: Die Auswahl darin kann nicht gelesen werden.",
  previewApartment: "Wohnung {value}",
  previewDescription: "Ausstattungswahl im Projekt {project}: {name}, {address}.",
  previewSite: "Wählen Sie die Ausstattung Ihres neuen Zuhauses.",
};

/** Every message in every language (exported for the tests of the texts themselves). */
export const catalogues: Record<ServerLocale, Record<MessageKey, string>> = { en, et, de };

/** The conventions dates are written in, per language: English as in Britain ("6 Dec 2026"). */
export const DATE_LOCALES: Record<ServerLocale, string> = { et: "et-EE", en: "en-GB", de: "de-DE" };

/** A moment written in the reader's language and the given time zone ("06.12.2026, 09:12 OEZ"). */
export type Moment = { moment: Date; timeZone: string };

/**
 * The values a message's `{name}` placeholders are filled with: verbatim, a company check's
 * problem text (core's problem-texts.ts) or a moment, written in the message's locale.
 */
export type MessageVars = Record<string, string | number | ProblemText | Moment>;

function writeMoment({ moment, timeZone }: Moment, locale: ServerLocale): string {
  return `${new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(moment)} ${zoneName(moment, timeZone, locale)}`;
}

/** The time zone's short name on that day in the language ("OEZ", "EET", "GMT+2"). */
function zoneName(moment: Date, timeZone: string, locale: ServerLocale): string {
  const parts = new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    timeZone,
    timeZoneName: "short",
  }).formatToParts(moment);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** A message in the locale, with `{name}` placeholders filled in. */
export function message(locale: ServerLocale, key: MessageKey, vars: MessageVars = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) return `{${name}}`;
    if (typeof value !== "object") return String(value);
    return "moment" in value ? writeMoment(value, locale) : problemMessage(value, locale);
  });
}

/**
 * A message for people, written in the request's language only where the answer goes out
 * (http/errors.ts for errors, a route's presenter for the rest): services say which message,
 * never in which language. `problem` is a problem of the company check, written from core's
 * catalogue of them (problem-texts.ts); `verbatim` is text that is not ours to translate.
 */
export type Localized =
  | { key: MessageKey; vars?: MessageVars }
  | { problem: ProblemText }
  | { verbatim: string };

/** A message by key, in whatever locale the answer turns out to need. */
export function localized(key: MessageKey, vars?: MessageVars): Localized {
  return vars ? { key, vars } : { key };
}

/** Text that is not ours to translate, as a message (see `Localized`). */
export function verbatim(text: string): Localized {
  return { verbatim: text };
}

/** A deferred message written in the locale. */
export function say(locale: ServerLocale, text: Localized): string {
  if ("verbatim" in text) return text.verbatim;
  if ("problem" in text) return problemMessage(text.problem, locale);
  return message(locale, text.key, text.vars);
}
