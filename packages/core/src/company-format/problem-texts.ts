import type { Locale } from "../locale.ts";

/*
 * What the company check says of a problem, in et, en and de. A problem carries its sentence's
 * key and the facts it names (codes, file names, values, kept verbatim in every language), so it
 * is written in the reader's language where it is shown: the back office in the admin's, the
 * command line and docs/company-format.md in English (`message`, written when the problem is
 * made). German addresses the reader formally ("Sie").
 *
 * A fact may itself be a text of this catalogue (a type's name, "another material") or a list
 * joined as each language joins it ("'a', 'b' and 'c'"), so a sentence is built from whole
 * phrases, never from English words. Some entries are phrases for one sentence only: a language
 * words them as that sentence needs (German "einem anderen Material" after "von").
 *
 * No zod here, as in api/validation-messages.ts: the browser may use these texts without it.
 */

type Texts = Record<Locale, string>;

export const PROBLEM_TEXTS = {
  // ─── Shape (zod's issues) ───────────────────────────────────────────────────────────────────
  missing: { en: "is missing", et: "puudub", de: "fehlt" },
  empty: { en: "is empty", et: "on tühi", de: "ist leer" },
  typeText: {
    en: "should be a text (in quotes)",
    et: "peaks olema tekst (jutumärkides)",
    de: "sollte ein Text (in Anführungszeichen) sein",
  },
  typeNumber: { en: "should be a number", et: "peaks olema arv", de: "sollte eine Zahl sein" },
  typeInteger: {
    en: "should be a whole number",
    et: "peaks olema täisarv",
    de: "sollte eine ganze Zahl sein",
  },
  typeBoolean: {
    en: "should be true or false",
    et: "peaks olema true või false",
    de: "sollte true oder false sein",
  },
  typeList: {
    en: "should be a list ([…])",
    et: "peaks olema loend ([…])",
    de: "sollte eine Liste ([…]) sein",
  },
  typeObject: {
    en: "should be an object ({…})",
    et: "peaks olema objekt ({…})",
    de: "sollte ein Objekt ({…}) sein",
  },
  typeOther: {
    en: "should be {expected}",
    et: "peaks olema {expected}",
    de: "sollte {expected} sein",
  },
  notColourToken: {
    en: "is not a colour token of the app (misspelt?); the tokens are {tokens}",
    et: "ei ole rakenduse värvitoken (kirjaviga?); tokenid on {tokens}",
    de: "ist kein Farb-Token der App (vertippt?); die Tokens sind {tokens}",
  },
  unknownField: {
    en: "is not a field of the format (misspelt?)",
    et: "ei ole vormingu väli (kirjaviga?)",
    de: "ist kein Feld des Formats (vertippt?)",
  },
  oneOf: { en: "should be {values}", et: "peaks olema {values}", de: "sollte {values} sein" },
  oneOfNot: {
    en: "should be {values}, not {input}",
    et: "peaks olema {values}, mitte {input}",
    de: "sollte {values} sein, nicht {input}",
  },
  tooFewItems: {
    en: "should hold at least {minimum} item(s)",
    et: "peaks sisaldama vähemalt {minimum} kirjet",
    de: "sollte mindestens {minimum} Eintrag/Einträge enthalten",
  },
  notEmpty: { en: "should not be empty", et: "ei tohiks olla tühi", de: "sollte nicht leer sein" },
  atLeast: {
    en: "should be at least {minimum}",
    et: "peaks olema vähemalt {minimum}",
    de: "sollte mindestens {minimum} sein",
  },
  textTooLong: {
    en: "is {size} characters long: the format takes at most {maximum}",
    et: "on {size} märki pikk: vorming lubab kuni {maximum}",
    de: "ist {size} Zeichen lang: das Format erlaubt höchstens {maximum}",
  },
  tooManyItems: {
    en: "holds {size} items: the format takes at most {maximum}",
    et: "sisaldab {size} kirjet: vorming lubab kuni {maximum}",
    de: "enthält {size} Einträge: das Format erlaubt höchstens {maximum}",
  },
  atMost: {
    en: "should be at most {maximum}",
    et: "peaks olema kuni {maximum}",
    de: "sollte höchstens {maximum} sein",
  },
  notThis: { en: "{rule}, not {input}", et: "{rule}, mitte {input}", de: "{rule}, nicht {input}" },
  noShape: {
    en: "is not any of the allowed shapes",
    et: "ei vasta ühelegi lubatud kujule",
    de: "entspricht keiner der erlaubten Formen",
  },
  invalid: { en: "{detail}", et: "ei sobi: {detail}", de: "ist ungültig: {detail}" },

  // ─── The schema's own rules (schema.ts gives the key as its message) ───────────────────────
  code: {
    en: "should be a code: 1–80 letters (a–z, A–Z), digits, '-', '_' or '.', starting with a letter or digit",
    et: "peaks olema kood: 1–80 märki tähtedest (a–z, A–Z), numbritest ning märkidest '-', '_' ja '.', esimene märk täht või number",
    de: "sollte ein Code sein: 1–80 Buchstaben (a–z, A–Z), Ziffern, '-', '_' oder '.', beginnend mit einem Buchstaben oder einer Ziffer",
  },
  optionRef: {
    en: "should name an option as '<group code>/<option code>'",
    et: "peaks nimetama valiku kujul '<grupi kood>/<valiku kood>'",
    de: "sollte eine Option als '<Gruppencode>/<Optionscode>' nennen",
  },
  filePath: {
    en: "should be a path relative to company.json, such as 'files/logo.svg' (forward slashes, no '..', no leading '/')",
    et: "peaks olema tee company.json-i suhtes, näiteks 'files/logo.svg' (kaldkriipsudega '/', ilma '..'-ta ja ilma '/'-ta alguses)",
    de: "sollte ein Pfad relativ zu company.json sein, etwa 'files/logo.svg' (Schrägstriche '/', kein '..', kein '/' am Anfang)",
  },
  money: {
    en: "should be an amount in euros as a string with at most two decimals, such as '129.90'",
    et: "peaks olema summa eurodes tekstina, kuni kahe kümnendkohaga, näiteks '129.90'",
    de: "sollte ein Betrag in Euro als Text mit höchstens zwei Nachkommastellen sein, etwa '129.90'",
  },
  percent: {
    en: "should be a percentage as a string with at most two decimals, such as '24.00'",
    et: "peaks olema protsent tekstina, kuni kahe kümnendkohaga, näiteks '24.00'",
    de: "sollte ein Prozentsatz als Text mit höchstens zwei Nachkommastellen sein, etwa '24.00'",
  },
  quantity: {
    en: "should be an amount as a string with at most three decimals, such as '42.5'",
    et: "peaks olema kogus tekstina, kuni kolme kümnendkohaga, näiteks '42.5'",
    de: "sollte eine Menge als Text mit höchstens drei Nachkommastellen sein, etwa '42.5'",
  },
  deadlineDate: {
    en: "should be a day written YYYY-MM-DD, such as '2027-03-01'",
    et: "peaks olema päev kujul AAAA-KK-PP, näiteks '2027-03-01'",
    de: "sollte ein Tag in der Form JJJJ-MM-TT sein, etwa '2027-03-01'",
  },
  timeZone: {
    en: "should be a time zone such as 'Europe/Tallinn'",
    et: "peaks olema ajavöönd, näiteks 'Europe/Tallinn'",
    de: "sollte eine Zeitzone sein, etwa 'Europe/Berlin'",
  },
  email: {
    en: "should be one e-mail address, such as 'info@example.com'",
    et: "peaks olema üks e-posti aadress, näiteks 'info@example.com'",
    de: "sollte eine E-Mail-Adresse sein, etwa 'info@example.com'",
  },
  webAddress: {
    en: "should be a web address starting with https:// or http://",
    et: "peaks olema veebiaadress, mis algab https:// või http://",
    de: "sollte eine Webadresse sein, die mit https:// oder http:// beginnt",
  },
  colour: {
    en: '{input} is not a colour: write it as #rrggbb (such as "#2e6b5e"), rgb(…), hsl(…) or a CSS colour name',
    et: '{input} ei ole värv: kirjuta see kujul #rrggbb (näiteks "#2e6b5e"), rgb(…), hsl(…) või CSS-i värvinimena',
    de: '{input} ist keine Farbe: schreiben Sie sie als #rrggbb (etwa "#2e6b5e"), rgb(…), hsl(…) oder als CSS-Farbnamen',
  },
  host: {
    en: "should be a lower-case host name without scheme or port, such as 'home.example.com'",
    et: "peaks olema väiketähtedega hostinimi ilma skeemi ja pordita, näiteks 'home.example.com'",
    de: "sollte ein Hostname in Kleinbuchstaben ohne Schema und Port sein, etwa 'home.example.com'",
  },
  companyCode: {
    en: "should be lower-case letters, digits and '-', such as 'nordhaus'",
    et: "peaks koosnema väiketähtedest, numbritest ja märgist '-', näiteks 'nordhaus'",
    de: "sollte aus Kleinbuchstaben, Ziffern und '-' bestehen, etwa 'nordhaus'",
  },

  // ─── References ─────────────────────────────────────────────────────────────────────────────
  usedBy: {
    en: "'{value}' is used by {other}",
    et: "'{value}' on juba kasutusel: seda kasutab {other}",
    de: "'{value}' wird bereits von {other} verwendet",
  },
  // `other` of usedBy: English and Estonian in the nominative, German in the dative.
  anotherHost: { en: "another host", et: "teine host", de: "einem anderen Host" },
  anotherStaff: {
    en: "another staff account",
    et: "teine töötaja konto",
    de: "einem anderen Mitarbeiterkonto",
  },
  anotherHelpSection: {
    en: "another help video section",
    et: "teine abivideote jaotis",
    de: "einem anderen Abschnitt der Hilfevideos",
  },
  anotherHelpVideo: {
    en: "another video of the section",
    et: "teine jaotise video",
    de: "einem anderen Video des Abschnitts",
  },
  anotherCategory: {
    en: "another material category",
    et: "teine materjalikategooria",
    de: "einer anderen Materialkategorie",
  },
  anotherMaterial: { en: "another material", et: "teine materjal", de: "einem anderen Material" },
  anotherLegend: { en: "another legend", et: "teine legend", de: "einer anderen Legende" },
  anotherLegendItem: {
    en: "another item of the legend",
    et: "teine legendi kirje",
    de: "einem anderen Eintrag der Legende",
  },
  anotherProject: { en: "another project", et: "teine projekt", de: "einem anderen Projekt" },
  anotherRoomType: {
    en: "another room type of the project",
    et: "teine projekti ruumitüüp",
    de: "einem anderen Raumtyp des Projekts",
  },
  anotherGroup: {
    en: "another selection group of the project",
    et: "teine projekti valikugrupp",
    de: "einer anderen Auswahlgruppe des Projekts",
  },
  anotherOption: {
    en: "another option of the group",
    et: "teine grupi valik",
    de: "einer anderen Option der Gruppe",
  },
  anotherBuilding: {
    en: "another building of the project",
    et: "teine projekti hoone",
    de: "einem anderen Gebäude des Projekts",
  },
  anotherApartment: {
    en: "another apartment of the building",
    et: "teine hoone korter",
    de: "einer anderen Wohnung des Gebäudes",
  },
  anotherLayout: {
    en: "another layout of the apartment",
    et: "teine korteri planeering",
    de: "einem anderen Grundriss der Wohnung",
  },
  anotherWardrobePlan: {
    en: "another wardrobe plan of the layout",
    et: "teine planeeringu garderoobiplaan",
    de: "einem anderen Garderobenplan des Grundrisses",
  },
  anotherRoom: {
    en: "another room of the layout",
    et: "teine planeeringu ruum",
    de: "einem anderen Raum des Grundrisses",
  },
  anotherRestriction: {
    en: "another restriction of the project",
    et: "teine projekti piirang",
    de: "einer anderen Einschränkung des Projekts",
  },
  anotherDeadline: {
    en: "another deadline of the project",
    et: "teine projekti tähtaeg",
    de: "einer anderen Frist des Projekts",
  },
  deadlineTwice: {
    en: "'{value}' already has the deadline '{deadline}'",
    et: "'{value}' tähtaeg on juba '{deadline}'",
    de: "'{value}' hat bereits die Frist '{deadline}'",
  },
  secondLayoutDeadline: {
    en: "the deadline '{deadline}' already holds the whole layout; name room types or groups",
    et: "tähtaeg '{deadline}' kehtib juba kogu planeeringule; nimeta ruumitüübid või grupid",
    de: "die Frist '{deadline}' gilt bereits für den ganzen Grundriss; nennen Sie Raumtypen oder Gruppen",
  },
  anotherPackage: {
    en: "another package of the project",
    et: "teine projekti pakett",
    de: "einem anderen Paket des Projekts",
  },
  anotherFollow: {
    en: "another follow of the room type",
    et: "ruumitüübi teine jälgitav grupp",
    de: "einer anderen gefolgten Gruppe des Raumtyps",
  },
  anotherFollowPicture: {
    en: "another picture of the follow",
    et: "jälgitava grupi teine pilt",
    de: "einem anderen Bild der gefolgten Gruppe",
  },
  fileNotInFolder: {
    en: "names the file '{file}', which is not in the folder",
    et: "nimetab faili '{file}', mida kaustas ei ole",
    de: "nennt die Datei '{file}', die nicht im Ordner liegt",
  },
  fileTypeNotTaken: {
    en: "names the file '{file}', of a type the format does not take (use {extensions})",
    et: "nimetab faili '{file}', mille tüüpi vorming ei toeta (kasuta {extensions})",
    de: "nennt die Datei '{file}', deren Typ das Format nicht annimmt (verwenden Sie {extensions})",
  },
  // `problem` is one of the file-content texts below.
  fileContent: {
    en: "names the file '{file}', which {problem}",
    et: "nimetab faili '{file}', mis {problem}",
    de: "nennt die Datei '{file}': {problem}",
  },
  unknownCategory: {
    en: "names the material category '{category}', which does not exist",
    et: "nimetab materjalikategooriat '{category}', mida ei ole olemas",
    de: "nennt die Materialkategorie '{category}', die es nicht gibt",
  },
  unknownMaterial: {
    en: "names the material '{material}', which does not exist",
    et: "nimetab materjali '{material}', mida ei ole olemas",
    de: "nennt das Material '{material}', das es nicht gibt",
  },
  unknownGroup: {
    en: "names the selection group '{group}', which the project does not have",
    et: "nimetab valikugruppi '{group}', mida projektis ei ole",
    de: "nennt die Auswahlgruppe '{group}', die das Projekt nicht hat",
  },
  unknownOption: {
    en: "names the option '{option}', which the group '{group}' does not have",
    et: "nimetab valikut '{option}', mida grupis '{group}' ei ole",
    de: "nennt die Option '{option}', die die Gruppe '{group}' nicht hat",
  },
  unknownRoomType: {
    en: "names the room type '{roomType}', which the project does not have",
    et: "nimetab ruumitüüpi '{roomType}', mida projektis ei ole",
    de: "nennt den Raumtyp '{roomType}', den das Projekt nicht hat",
  },
  listedTwice: {
    en: "'{value}' is listed twice",
    et: "'{value}' on loetletud kaks korda",
    de: "'{value}' ist zweimal aufgeführt",
  },
  chooseOwnOption: {
    en: "a restriction cannot choose its own option",
    et: "piirang ei saa valida oma enda valikut",
    de: "eine Einschränkung kann nicht ihre eigene Option wählen",
  },
  alreadyAllowed: {
    en: "'{option}' is already allowed by the restriction '{restriction}' when '{when}' is chosen",
    et: "'{option}' on juba lubatud piiranguga '{restriction}', kui valitud on '{when}'",
    de: "'{option}' ist bereits durch die Einschränkung '{restriction}' erlaubt, wenn '{when}' gewählt ist",
  },
  oneDefault: {
    en: "only one package may be the default ('{package}' already is)",
    et: "vaikimisi saab olla ainult üks pakett ('{package}' juba on)",
    de: "nur ein Paket darf das Standardpaket sein ('{package}' ist es bereits)",
  },
  ownGroupFollowed: {
    en: "'{group}' is a group of this room type: its options' own pictures are drawn here",
    et: "'{group}' on selle ruumitüübi grupp: selle valikute oma pildid joonistatakse siin niigi",
    de: "'{group}' ist eine Gruppe dieses Raumtyps: die eigenen Bilder ihrer Optionen werden hier ohnehin gezeichnet",
  },

  // ─── File contents: `problem` of fileContent (German as a clause of its own) ───────────────
  fileTooLarge: {
    en: "is {size} MB: the format takes files of at most {limit} MB",
    et: "on {size} MB: vorming lubab faile kuni {limit} MB",
    de: "sie ist {size} MB groß: das Format nimmt Dateien bis höchstens {limit} MB an",
  },
  fileHoldsOther: {
    en: "is named .{extension} but holds {anActual} file: give it the extension of its type, or save it as {expected}",
    et: "on laiendiga .{extension}, kuid sisaldab {actual}-faili: anna sellele tema tüübi laiend või salvesta see {expected}-vormingus",
    de: "sie heißt .{extension}, enthält aber eine {actual}-Datei: geben Sie ihr die Endung ihres Typs oder speichern Sie sie als {expected}",
  },
  fileNotOfType: {
    en: "is named .{extension} but does not hold {anExpected} file (nor any type the format takes)",
    et: "on laiendiga .{extension}, kuid ei sisalda {expected}-faili (ega ühtki muud tüüpi, mida vorming toetab)",
    de: "sie heißt .{extension}, enthält aber keine {expected}-Datei (noch einen anderen Typ, den das Format annimmt)",
  },
  svgUnsafe: {
    en: "holds {what}: an SVG of the format is a picture only, without scripts, event handlers or anything fetched from outside it",
    et: "sisaldab {what}: vormingu SVG on ainult pilt, ilma skriptide, sündmuste käsitlejate ja väljastpoolt laaditava sisuta",
    de: "sie enthält {what}: ein SVG des Formats ist nur ein Bild, ohne Skripte, Event-Handler oder etwas, das von außerhalb geladen wird",
  },
  // `what` of svgUnsafe: Estonian in the partitive, German in the accusative.
  svgScript: { en: "a <script> element", et: "<script>-elementi", de: "ein <script>-Element" },
  svgHandler: {
    en: "an event handler attribute (on…=)",
    et: "sündmuse käsitleja atribuuti (on…=)",
    de: "ein Event-Handler-Attribut (on…=)",
  },
  svgJavascript: {
    en: "a javascript: address",
    et: "javascript:-aadressi",
    de: "eine javascript:-Adresse",
  },
  svgEmbed: {
    en: "an element that embeds another document",
    et: "elementi, mis põimib sisse teise dokumendi",
    de: "ein Element, das ein anderes Dokument einbettet",
  },
  svgEntity: {
    en: "an entity declaration",
    et: "olemi deklaratsiooni (<!ENTITY)",
    de: "eine Entity-Deklaration",
  },
  svgHref: {
    en: "a link to something outside the file (href=…)",
    et: "linki millelegi väljaspool faili (href=…)",
    de: "einen Verweis auf etwas außerhalb der Datei (href=…)",
  },
  svgUrl: {
    en: "a reference to something outside the file (url(…))",
    et: "viidet millelegi väljaspool faili (url(…))",
    de: "einen Bezug auf etwas außerhalb der Datei (url(…))",
  },
  svgImport: { en: "a CSS @import", et: "CSS-i @import'i", de: "ein CSS-@import" },

  // ─── Rules (rules.ts) ───────────────────────────────────────────────────────────────────────
  noOptions: {
    en: "has no options: buyers would have nothing to choose",
    et: "valikuid ei ole: ostjatel poleks midagi valida",
    de: "hat keine Optionen: Käufer hätten nichts zu wählen",
  },
  secondOption: {
    en: "names a second option of the group '{group}' (after '{earlier}'): a package chooses one option per group",
    et: "nimetab grupi '{group}' teist valikut (pärast '{earlier}'): pakett valib igast grupist ühe valiku",
    de: "nennt eine zweite Option der Gruppe '{group}' (nach '{earlier}'): ein Paket wählt eine Option je Gruppe",
  },
  loop: {
    en: "the restrictions {restrictions}{elsewhere} go round in a circle: {round}. The choices of {groups} would keep flipping and never settle for buyers; change or remove one of these restrictions",
    et: "piirangud {restrictions}{elsewhere} käivad ringiratast: {round}. Gruppide {groups} valikud vahetuksid ostjate jaoks lõputult ega jääks kunagi paigale; muuda või eemalda üks neist piirangutest",
    de: "die Einschränkungen {restrictions}{elsewhere} drehen sich im Kreis: {round}. Die Auswahl der Gruppen {groups} würde für Käufer ständig wechseln und nie feststehen; ändern oder entfernen Sie eine dieser Einschränkungen",
  },
  loopElsewhere: {
    en: " (this one and {others})",
    et: " (see ja {others})",
    de: " (diese und {others})",
  },
  // `steps` are joined by "chooses": "'b', which chooses 'c'".
  loopRound: {
    en: "'{start}' chooses {steps}{again}",
    et: "'{start}' valib {steps}{again}",
    de: "'{start}' wählt {steps}{again}",
  },
  loopAgain: { en: " again", et: " uuesti", de: " erneut" },
  packageChanged: {
    en: "its restrictions change its own choices ({moved}): buyers opening it get something else",
    et: "selle piirangud muudavad paketi enda valikuid ({moved}): paketi avanud ostjad saavad midagi muud",
    de: "seine Einschränkungen ändern seine eigene Auswahl ({moved}): Käufer, die es öffnen, erhalten etwas anderes",
  },
  movedTo: { en: "'{option}' to {to}", et: "'{option}' → {to}", de: "'{option}' → {to}" },
  neverChanges: {
    en: "never changes '{group}': '{when}' is chosen in rooms of the room type '{roomType}', and a restriction acts only in the room its option is chosen in (unless that room type is whole_apartment), while '{group}' is a group of '{targetRoomType}'",
    et: "ei muuda kunagi gruppi '{group}': '{when}' valitakse ruumitüübi '{roomType}' ruumides ja piirang toimib ainult ruumis, kus selle valik tehakse (kui see ruumitüüp ei ole whole_apartment), kuid '{group}' on ruumitüübi '{targetRoomType}' grupp",
    de: "ändert '{group}' nie: '{when}' wird in Räumen des Raumtyps '{roomType}' gewählt, und eine Einschränkung wirkt nur in dem Raum, in dem ihre Option gewählt wird (außer dieser Raumtyp ist whole_apartment), während '{group}' eine Gruppe von '{targetRoomType}' ist",
  },
  neverChosen: {
    en: "can never be chosen: its group is hidden from buyers, and no package names it and no restriction chooses it",
    et: "seda ei saa kunagi valida: selle grupp on ostjate eest peidetud ning ükski pakett ei nimeta seda ja ükski piirang ei vali seda",
    de: "kann nie gewählt werden: ihre Gruppe ist für Käufer ausgeblendet, und weder nennt sie ein Paket noch wählt sie eine Einschränkung",
  },
  noThumbnail: {
    en: "is missing: buyers see an empty tile for this material",
    et: "puudub: ostjad näevad selle materjali asemel tühja ruutu",
    de: "fehlt: Käufer sehen für dieses Material eine leere Kachel",
  },
  iconNotPng: {
    en: "is not a PNG: the devices that use a {size} px icon (browser tabs, a phone's home screen) take only PNG; sending one SVG as the icon in the back office's settings makes them",
    et: "ei ole PNG: {size} px ikooni kasutavad seadmed (brauseri sakid, telefoni avaekraan) võtavad ainult PNG-faili; kui saadad halduse seadetes ikooniks ühe SVG-faili, tehakse need sellest",
    de: "ist kein PNG: Geräte, die ein {size}-px-Symbol verwenden (Browser-Tabs, der Startbildschirm eines Telefons), nehmen nur PNG; wer in den Einstellungen der Verwaltung ein SVG als Symbol sendet, erhält sie daraus",
  },
  noCategory: {
    en: "is missing: the material catalogue lists materials by category, so it leaves this one out (options still offer it)",
    et: "puudub: materjalikataloog näitab materjale kategooriate kaupa, seega jääb see välja (valikud pakuvad seda siiski)",
    de: "fehlt: der Materialkatalog listet Materialien nach Kategorie und lässt dieses daher aus (Optionen bieten es weiterhin an)",
  },
  brandColour: {
    en: "{colour} colours the site, but the summary PDF and the e-mails read only #rrggbb or rgb(…) and use the product's own green instead: write it as #rrggbb",
    et: "{colour} värvib saiti, kuid kokkuvõtte PDF ja e-kirjad loevad ainult kujusid #rrggbb või rgb(…) ning kasutavad selle asemel toote enda rohelist: kirjuta see kujul #rrggbb",
    de: "{colour} färbt die Website, aber die PDF-Zusammenfassung und die E-Mails lesen nur #rrggbb oder rgb(…) und verwenden stattdessen das eigene Grün des Produkts: schreiben Sie sie als #rrggbb",
  },
  missingLanguages: {
    en: "has no {languages} text, which a site of the company offers",
    et: "puudub tekst keeltes, mida mõni ettevõtte sait pakub ({languages})",
    de: "hat keinen Text in den Sprachen {languages}, die eine Website des Unternehmens anbietet",
  },
  // A language a text lacks, by its name in the reader's language (missingLanguages, missingTerms).
  languageEt: { en: "Estonian", et: "eesti", de: "Estnisch" },
  languageEn: { en: "English", et: "inglise", de: "Englisch" },
  languageDe: { en: "German", et: "saksa", de: "Deutsch" },
  languageRu: { en: "Russian", et: "vene", de: "Russisch" },
  missingTerms: {
    en: "has no {languages} terms, which a site of the company offers: buyers there read the terms in another language",
    et: "puuduvad tingimused keeltes, mida mõni ettevõtte sait pakub ({languages}): sealsed ostjad loevad tingimusi teises keeles",
    de: "hat keine Bedingungen in den Sprachen {languages}, die eine Website des Unternehmens anbietet: Käufer dort lesen die Bedingungen in einer anderen Sprache",
  },

  // ─── The workbook (workbook.ts) ─────────────────────────────────────────────────────────────
  notASheet: {
    en: "is not a sheet of the workbook (misspelt?); its sheets are {sheets}",
    et: "ei ole tööraamatu leht (kirjaviga?); selle lehed on {sheets}",
    de: "ist kein Blatt der Arbeitsmappe (vertippt?); ihre Blätter sind {sheets}",
  },
  alsoInSheet: {
    en: 'is also given by sheet "{sheet}" of {file}; leave it out of company.json (or remove the sheet): each part has one place',
    et: 'on antud ka faili {file} lehel "{sheet}"; jäta see company.json-ist välja (või eemalda leht): igal osal on üks koht',
    de: 'steht auch auf dem Blatt "{sheet}" von {file}; lassen Sie es in company.json weg (oder entfernen Sie das Blatt): jeder Teil hat genau einen Ort',
  },
  unknownProjectInJson: {
    en: "names the project '{project}', which company.json does not have",
    et: "nimetab projekti '{project}', mida company.json-is ei ole",
    de: "nennt das Projekt '{project}', das company.json nicht enthält",
  },
  unknownGroupInJson: {
    en: "names the selection group '{code}', which the project '{project}' does not have in company.json",
    et: "nimetab valikugruppi '{code}', mida projektil '{project}' company.json-is ei ole",
    de: "nennt die Auswahlgruppe '{code}', die das Projekt '{project}' in company.json nicht hat",
  },
  unknownPackageInJson: {
    en: "names the package '{code}', which the project '{project}' does not have in company.json",
    et: "nimetab paketti '{code}', mida projektil '{project}' company.json-is ei ole",
    de: "nennt das Paket '{code}', das das Projekt '{project}' in company.json nicht hat",
  },
  unknownBuildingInJson: {
    en: "names the building '{code}', which the project '{project}' does not have in company.json",
    et: "nimetab hoonet '{code}', mida projektil '{project}' company.json-is ei ole",
    de: "nennt das Gebäude '{code}', das das Projekt '{project}' in company.json nicht hat",
  },
  groupInOtherRoomType: {
    en: "the group '{group}' is in the room type '{roomType}' in company.json, not in '{written}'",
    et: "grupp '{group}' on company.json-is ruumitüübis '{roomType}', mitte '{written}'",
    de: "die Gruppe '{group}' gehört in company.json zum Raumtyp '{roomType}', nicht zu '{written}'",
  },
  apartmentWithoutRow: {
    en: "the apartment '{apartment}' has no row on sheet \"{sheet}\" of {file}",
    et: "korteril '{apartment}' ei ole faili {file} lehel \"{sheet}\" rida",
    de: "die Wohnung '{apartment}' hat keine Zeile auf dem Blatt \"{sheet}\" von {file}",
  },
  columnWithoutHeader: {
    en: "column {column} holds values but has no header",
    et: "veerus {column} on väärtusi, kuid sel ei ole päist",
    de: "Spalte {column} enthält Werte, hat aber keine Überschrift",
  },
  notAColumn: {
    en: "is not a column of this sheet (misspelt?)",
    et: "ei ole selle lehe veerg (kirjaviga?)",
    de: "ist keine Spalte dieses Blatts (vertippt?)",
  },
  columnTwice: {
    en: "is a column twice",
    et: "on veeruna kaks korda",
    de: "kommt als Spalte zweimal vor",
  },
  noColumn: {
    en: 'has no column "{column}"',
    et: 'veerg "{column}" puudub',
    de: 'hat keine Spalte "{column}"',
  },

  // ─── Cells of the workbook (workbook-cells.ts) ──────────────────────────────────────────────
  shownDate: { en: "{date} (a date)", et: "{date} (kuupäev)", de: "{date} (ein Datum)" },
  cellDate: {
    en: "{shown} is not what this column holds; format the cell as text and type it again",
    et: "{shown} ei ole see, mida see veerg sisaldab; vorminda lahter tekstiks ja sisesta väärtus uuesti",
    de: "{shown} ist nicht, was diese Spalte enthält; formatieren Sie die Zelle als Text und geben Sie den Wert erneut ein",
  },
  cellNotText: {
    en: "{shown} is not a text; format the cell as text and type it again",
    et: "{shown} ei ole tekst; vorminda lahter tekstiks ja sisesta väärtus uuesti",
    de: "{shown} ist kein Text; formatieren Sie die Zelle als Text und geben Sie den Wert erneut ein",
  },
  cellNotInteger: {
    en: "{shown} is not a whole number, such as 3 or -1",
    et: "{shown} ei ole täisarv, näiteks 3 või -1",
    de: "{shown} ist keine ganze Zahl, etwa 3 oder -1",
  },
  cellNotDay: {
    en: "{shown} is not a day: type it as 2027-03-01 or as a date",
    et: "{shown} ei ole päev: sisesta see kujul 2027-03-01 või kuupäevana",
    de: "{shown} ist kein Tag: geben Sie ihn als 2027-03-01 oder als Datum ein",
  },
  cellNotYesNo: {
    en: "{shown} should be yes or no",
    et: "{shown} peaks olema yes või no",
    de: "{shown} sollte yes oder no sein",
  },
  cellNotEmail: {
    en: "{addresses} is not an e-mail address",
    et: "{addresses} ei ole e-posti aadress",
    de: "{addresses} ist keine E-Mail-Adresse",
  },
  cellNotEmails: {
    en: "{addresses} are not e-mail addresses",
    et: "{addresses} ei ole e-posti aadressid",
    de: "{addresses} sind keine E-Mail-Adressen",
  },
  cellNotDecimal: {
    en: "{shown} is not {words}",
    et: "{shown} ei ole {words}",
    de: "{shown} passt nicht: erwartet wird {words}",
  },
  cellNotDecimalHeld: {
    en: "{shown} is not {words}: the cell holds {shown}, whatever its number format shows, and it is never rounded",
    et: "{shown} ei ole {words}: lahter sisaldab väärtust {shown}, mida iganes selle arvuvorming näitab, ja seda ei ümardata kunagi",
    de: "{shown} passt nicht: erwartet wird {words}; die Zelle enthält {shown}, was auch immer ihr Zahlenformat anzeigt, und es wird nie gerundet",
  },
  cellBelowZero: {
    en: "{shown} is below 0: a {noun} of the format is never negative",
    et: "{shown} on alla 0: vormingu {noun} ei ole kunagi negatiivne",
    de: "{shown} ist kleiner als 0: ein Wert vom Typ „{noun}“ ist im Format nie negativ",
  },
  cellAboveLargest: {
    en: "{shown} is above {largest}, the largest {noun} the format takes",
    et: "{shown} on üle {largest}, mis on suurim {noun}, mida vorming lubab",
    de: "{shown} ist größer als {largest}, der größte Wert vom Typ „{noun}“, den das Format annimmt",
  },
  cellBelowLowest: {
    en: "{shown} is below -{largest}, the lowest {noun} the format takes",
    et: "{shown} on alla -{largest}, mis on väikseim {noun}, mida vorming lubab",
    de: "{shown} ist kleiner als -{largest}, der kleinste Wert vom Typ „{noun}“, den das Format annimmt",
  },
  // `words` of cellNotDecimal, then `noun` of the bounds, per decimal column.
  amountWords: {
    en: "an amount in euros with at most two decimals, such as 129.90 or -20.00",
    et: "summa eurodes kuni kahe kümnendkohaga, näiteks 129.90 või -20.00",
    de: "ein Betrag in Euro mit höchstens zwei Nachkommastellen, etwa 129.90 oder -20.00",
  },
  percentWords: {
    en: "a percentage with at most two decimals, such as 24 or 9.5",
    et: "protsent kuni kahe kümnendkohaga, näiteks 24 või 9.5",
    de: "ein Prozentsatz mit höchstens zwei Nachkommastellen, etwa 24 oder 9.5",
  },
  quantityWords: {
    en: "an amount with at most three decimals, such as 54.5",
    et: "kogus kuni kolme kümnendkohaga, näiteks 54.5",
    de: "eine Menge mit höchstens drei Nachkommastellen, etwa 54.5",
  },
  amountNoun: { en: "amount", et: "summa", de: "Betrag" },
  percentNoun: { en: "percentage", et: "protsent", de: "Prozentsatz" },
  quantityNoun: { en: "quantity", et: "kogus", de: "Menge" },

  // ─── Reading a folder (the server's) ────────────────────────────────────────────────────────
  noCompanyJson: {
    en: "there is no company.json in {folder}",
    et: "{folder} ei sisalda faili company.json",
    de: "in {folder} gibt es keine company.json",
  },
  notJson: {
    en: "company.json is not JSON: at line {line}, column {column} {what}",
    et: "company.json ei ole JSON: real {line}, veerus {column} {what}",
    de: "company.json ist kein JSON: in Zeile {line}, Spalte {column} {what}",
  },
  // What a JSON parser found where company.json stops being JSON, for notJson.
  jsonValueExpected: {
    en: "a value is missing (a comma too many?)",
    et: "puudub väärtus (üks koma liiga palju?)",
    de: "fehlt ein Wert (ein Komma zu viel?)",
  },
  jsonNameExpected: {
    en: "a field name in double quotes is expected (a comma too many?)",
    et: "oodatakse välja nime jutumärkides (üks koma liiga palju?)",
    de: "wird ein Feldname in doppelten Anführungszeichen erwartet (ein Komma zu viel?)",
  },
  jsonCommaExpected: {
    en: "a comma is missing",
    et: "puudub koma",
    de: "fehlt ein Komma",
  },
  jsonColonExpected: {
    en: "a colon is missing after the field name",
    et: "puudub koolon välja nime järel",
    de: "fehlt ein Doppelpunkt nach dem Feldnamen",
  },
  jsonBraceExpected: {
    en: "a closing } is missing",
    et: "puudub sulgev }",
    de: "fehlt eine schließende }",
  },
  jsonBracketExpected: {
    en: "a closing ] is missing",
    et: "puudub sulgev ]",
    de: "fehlt eine schließende ]",
  },
  jsonEndExpected: {
    en: "the text should end, but more follows",
    et: "peaks tekst lõppema, kuid sellele järgneb veel",
    de: "sollte der Text enden, doch es folgt noch mehr",
  },
  jsonEndsEarly: {
    en: "the file ends before its JSON does (a } or ] too few at the end?)",
    et: "fail lõpeb enne, kui selle JSON lõpeb (lõpus üks } või ] puudu?)",
    de: "endet die Datei, bevor ihr JSON endet (am Ende eine } oder ] zu wenig?)",
  },
  jsonComment: {
    en: "is a comment, which JSON does not allow",
    et: "on kommentaar, mida JSON ei luba",
    de: "steht ein Kommentar, den JSON nicht erlaubt",
  },
  jsonTextUnclosed: {
    en: "a text is not closed with a double quote",
    et: "tekst ei ole suletud jutumärgiga",
    de: "ist ein Text nicht mit einem doppelten Anführungszeichen geschlossen",
  },
  jsonNumber: {
    en: "a number is not written as JSON writes numbers (1234.5)",
    et: "arv ei ole kirjutatud nii, nagu JSON arve kirjutab (1234.5)",
    de: "ist eine Zahl nicht so geschrieben, wie JSON Zahlen schreibt (1234.5)",
  },
  jsonEscape: {
    en: "a backslash starts no valid escape (write \\\\ for a backslash)",
    et: "kaldkriips ei alusta lubatud paojada (kaldkriipsu jaoks kirjuta \\\\)",
    de: "beginnt ein Backslash keine gültige Escape-Sequenz (für einen Backslash schreiben Sie \\\\)",
  },
  jsonCharacter: {
    en: "is a character JSON does not allow there (single quotes, a tab or line break inside a text?)",
    et: "on märk, mida JSON seal ei luba (ülakomad, tabulaator või reavahetus tekstis?)",
    de: "steht ein Zeichen, das JSON dort nicht erlaubt (einfache Anführungszeichen, ein Tabulator oder Zeilenumbruch in einem Text?)",
  },
  // What the workbook library says is of its zip and XML, not of the sheets an admin edits.
  workbookUnreadable: {
    en: "{file} cannot be read as an XLSX workbook (saved as .xlsx from Excel, LibreOffice or Google Sheets?)",
    et: "faili {file} ei saa lugeda XLSX-tööraamatuna (kas see on salvestatud .xlsx-failina Excelist, LibreOffice'ist või Google'i arvutustabelitest?)",
    de: "{file} kann nicht als XLSX-Arbeitsmappe gelesen werden (als .xlsx aus Excel, LibreOffice oder Google Tabellen gespeichert?)",
  },
  folderUnreadable: {
    en: "{detail}",
    et: "kausta ei saa lugeda: {detail}",
    de: "der Ordner kann nicht gelesen werden: {detail}",
  },
  hostOfOtherCompany: {
    en: "belongs to the company '{company}'",
    et: "kuulub ettevõttele '{company}'",
    de: "gehört zum Unternehmen '{company}'",
  },

  // ─── Removing in the back office (the server's, docs/decisions/041) ─────────────────────────
  removedApartmentHasBuyers: {
    en: "cannot be removed: {count} buyer(s) are bound to the apartment {code}; unbind them on the buyers page first",
    et: "ei saa eemaldada: korteriga {code} on seotud ostjaid ({count}); eemaldage nad esmalt ostjate lehel",
    de: "kann nicht entfernt werden: der Wohnung {code} sind Käufer ({count}) zugeordnet; lösen Sie diese zuerst auf der Seite der Käufer",
  },
  removedLayoutHasDesigns: {
    en: "cannot be removed: buyers have saved or confirmed {count} design(s) of the layout {code}",
    et: "ei saa eemaldada: ostjad on planeeringust {code} salvestanud või kinnitanud kujundusi ({count})",
    de: "kann nicht entfernt werden: Käufer haben Entwürfe ({count}) des Grundrisses {code} gespeichert oder bestätigt",
  },
} satisfies Record<string, Texts>;

export type ProblemKey = keyof typeof PROBLEM_TEXTS;

/**
 * How a list is joined: `and` ("'a', 'b' and 'c'"), `or` ("a" or "b" or "c"), `comma`,
 * `semicolon`, `chooses` (a loop's steps: "'b', which chooses 'c'").
 */
export const PROBLEM_JOINS = {
  and: {
    between: { en: ", ", et: ", ", de: ", " },
    last: { en: " and ", et: " ja ", de: " und " },
  },
  or: {
    between: { en: " or ", et: " või ", de: " oder " },
    last: { en: " or ", et: " või ", de: " oder " },
  },
  comma: { between: { en: ", ", et: ", ", de: ", " }, last: { en: ", ", et: ", ", de: ", " } },
  semicolon: { between: { en: "; ", et: "; ", de: "; " }, last: { en: "; ", et: "; ", de: "; " } },
  chooses: {
    between: { en: ", which chooses ", et: ", mis valib ", de: ", diese wählt " },
    last: { en: ", which chooses ", et: ", mis valib ", de: ", diese wählt " },
  },
} satisfies Record<string, { between: Texts; last: Texts }>;

export type ProblemJoin = keyof typeof PROBLEM_JOINS;

/** A fact a problem's sentence names: verbatim, a phrase of the catalogue, or a list. */
export type ProblemParam = string | number | ProblemText | ProblemList;
export type ProblemList = { join: ProblemJoin; items: readonly ProblemParam[] };

/** A problem's sentence: its key in PROBLEM_TEXTS and the facts its `{name}`s stand for. */
export type ProblemText = { key: ProblemKey; params?: Record<string, ProblemParam> };

export function isProblemKey(value: unknown): value is ProblemKey {
  return typeof value === "string" && Object.hasOwn(PROBLEM_TEXTS, value);
}

/** A schema's own rule, as its message: `.regex(CODE_PATTERN, problemRule("code"))`. */
export function problemRule(key: ProblemKey) {
  return { error: key };
}

function writeParam(param: ProblemParam, locale: Locale): string {
  if (typeof param === "string" || typeof param === "number") return String(param);
  if ("key" in param) return problemMessage(param, locale);
  const items = param.items.map((item) => writeParam(item, locale));
  const { between, last } = PROBLEM_JOINS[param.join];
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(between[locale])}${last[locale]}${items[items.length - 1]}`;
}

/** A problem's sentence in a language: "names the material 'oak-1', which does not exist". */
export function problemMessage(text: ProblemText, locale: Locale): string {
  const params = text.params ?? {};
  return PROBLEM_TEXTS[text.key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const param = params[name];
    return param === undefined ? whole : writeParam(param, locale);
  });
}
