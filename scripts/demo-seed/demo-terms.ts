/**
 * The demo developer's terms of use: an Estonian company's, under Estonian law (the app's general
 * terms, shown to a company without terms of its own, name no country's law). Six titled sections
 * in each of the demo's languages, as the spec's terms page has them.
 */
import type { Terms } from "@home-designer/core";

export const TERMS = {
  et: [
    {
      title: "1. Mis teenus see on",
      text: "Teenus võimaldab ehitusjärgus korteri ostjal valida korteri siseviimistluse arendaja pakutud valikute hulgast, kas valmispaketina või iga ruumi kaupa valik haaval. Valikud kirjeldavad viimistlustöid, mida arendaja teeb korteri lepingu alusel; need ei ole eraldi kaupade müük. Arendaja võib määrata valikute kinnitamise tähtaja, mille möödumisel viimistletakse korter arendaja vaikepaketi järgi.",
    },
    {
      title: "2. Pildid, plaanid ja kirjeldused",
      text: "Ruumipildid on valitud materjalidest koostatud illustratsioonid; need ei ole mõõtkavas ning värvid, mustrid ja plaatide või laudade paigutus võivad valminud ruumides erineda. Looduslikud materjalid, nagu puit ja kivi, on tükiti erinevad. Plaanid, materjalide andmed ja tootjate teave on esitatud nii, nagu arendaja on need saanud. Kui valitud materjali enam ei ole saada, võib arendaja kasutada vähemalt sama kvaliteedi, hinnataseme ja välimusega samaväärset materjali ning teatab sellest ostjale kirjalikult.",
    },
    {
      title: "3. Hinnad ja tasumine",
      text: "Hinnad on eurodes ja sisaldavad Eestis kehtiva määraga käibemaksu. Valiku juures näidatud hind on summa, mille võrra valik korteri hinda suurendab; standardpaketi valikud sisalduvad korteri hinnas. Eritellimuste hind lepitakse arendajaga kokku eraldi. Kinnitatud valikute kogusumma arveldatakse ja tasutakse korteri lepingus sätestatud korras; kui käibemaksumäär muutub enne tööde tegemist, muutub hind vastavalt.",
    },
    {
      title: "4. Salvestamine, jagamine ja kinnitamine",
      text: "Valikuid saab kuni kinnitamiseni vabalt salvestada, muuta ja jagada. Iga korteri planeeringu kohta saab kinnitada ühe paketi. Kinnitamine on lepingu kohane siduv tellimus: valikud saadetakse arendajale, need muutuvad lepingu lisaks ja edastatakse ehitusmeeskonnale. Pärast kinnitamist saab valikut muuta üksnes kirjalikul kokkuleppel arendajaga, mis võib kaasa tuua lisakulusid ja valmimistähtaja muutumise.",
    },
    {
      title: "5. Isikuandmed",
      text: "Teenuses töödeldavate isikuandmete – konto andmete (nimi, e-posti aadress) ja tehtud valikute – vastutav töötleja on arendaja. Andmeid kasutatakse teenuse osutamiseks, lepingu täitmiseks ja ostjaga suhtlemiseks kooskõlas isikuandmete kaitse üldmääruse ja isikuandmete kaitse seadusega ning neid säilitatakse nii kaua, kui leping ja garantiiaeg seda nõuavad. Ostja võib taotleda oma andmetega tutvumist, nende parandamist või kustutamist; lepingu osaks olevaid kinnitatud valikuid säilitatakse seadusega nõutud aja.",
    },
    {
      title: "6. Kohaldatav õigus ja vaidlused",
      text: "Neile tingimustele ja teenuses tehtud valikutele kohaldatakse Eesti Vabariigi õigust, sealhulgas võlaõigusseadust. Erimeelsused lahendatakse esmalt läbirääkimiste teel. Tarbijast ostja võib pöörduda ka Tarbijakaitse ja Tehnilise Järelevalve Ameti juures tegutseva tarbijavaidluste komisjoni poole (www.ttja.ee) või kasutada ELi vaidluste veebipõhise lahendamise platvormi. Kokkuleppe puudumisel lahendab vaidluse Harju Maakohus, kui seadus ei anna tarbijale õigust pöörduda oma elukoha järgsesse kohtusse.",
    },
  ],
  en: [
    {
      title: "1. What the service is",
      text: "The service lets the buyer of an apartment under construction choose its interior finishes from the options the developer offers, as a ready-made package or option by option for each room. The choices describe the finishing works the developer carries out under the contract for the apartment; they are not a separate sale of goods. The developer may set a deadline for confirming the choices, after which the apartment is finished with the developer's default package.",
    },
    {
      title: "2. Pictures, plans and descriptions",
      text: "Room pictures are illustrations put together from the chosen materials; they are not to scale, and colours, patterns and the arrangement of tiles and boards may differ from the finished rooms. Natural materials such as wood and stone vary from piece to piece. Plans, material data and manufacturers' information are shown as the developer has received them. If a chosen material is no longer available, the developer may use an equivalent of at least the same quality, price level and appearance and will tell the buyer in writing.",
    },
    {
      title: "3. Prices and payment",
      text: "Prices are in euro and include value added tax at the rate in force in Estonia. The price shown for an option is what it adds to the price of the apartment; options of the standard package are included. Special solutions are priced individually and agreed with the developer. The total of the confirmed choices is invoiced and paid as the contract for the apartment provides; if the VAT rate changes before the works are done, the price changes accordingly.",
    },
    {
      title: "4. Saving, sharing and confirming",
      text: "Choices can be saved, changed and shared freely until they are confirmed. Only one package can be confirmed for each apartment layout. Confirming is a binding order under the contract: the choices are sent to the developer, become an annex to the contract and are passed on to the construction team. After confirmation a choice can be changed only by written agreement with the developer, which may add costs and move the completion date.",
    },
    {
      title: "5. Personal data",
      text: "The developer is the controller of the personal data processed in the service: the account details (name, e-mail address) and the choices made. The data are used to provide the service, to perform the contract and to keep in touch with the buyer, in accordance with the EU General Data Protection Regulation and the Estonian Personal Data Protection Act, and are kept for as long as the contract and the warranty period require. The buyer may ask to see, correct or delete their data; confirmed choices that form part of the contract are kept as long as the law requires.",
    },
    {
      title: "6. Governing law and disputes",
      text: "These terms and the choices made in the service are governed by the law of the Republic of Estonia, including the Law of Obligations Act. Disagreements are settled by negotiation first. A buyer who is a consumer may also turn to the Consumer Disputes Committee of the Consumer Protection and Technical Regulatory Authority (www.ttja.ee) or to the EU online dispute resolution platform. Failing agreement, disputes are decided by Harju County Court, unless the law gives a consumer the right to go to the court of their place of residence.",
    },
  ],
  de: [
    {
      title: "1. Was der Service ist",
      text: "Mit dem Service wählt der Käufer einer im Bau befindlichen Wohnung deren Innenausstattung aus den Optionen, die der Bauträger anbietet – als fertiges Paket oder Option für Option in jedem Raum. Die Auswahl beschreibt die Ausbauarbeiten, die der Bauträger nach dem Vertrag über die Wohnung ausführt; sie ist kein gesonderter Warenkauf. Der Bauträger kann eine Frist für die Bestätigung setzen; nach deren Ablauf wird die Wohnung mit dem Standardpaket des Bauträgers ausgestattet.",
    },
    {
      title: "2. Bilder, Pläne und Beschreibungen",
      text: "Die Raumbilder sind aus den gewählten Materialien zusammengesetzte Illustrationen; sie sind nicht maßstäblich, und Farben, Muster sowie die Anordnung von Fliesen und Dielen können in den fertigen Räumen abweichen. Naturmaterialien wie Holz und Stein sind von Stück zu Stück verschieden. Pläne, Materialdaten und Herstellerangaben werden so gezeigt, wie der Bauträger sie erhalten hat. Ist ein gewähltes Material nicht mehr lieferbar, darf der Bauträger ein gleichwertiges Material mindestens gleicher Qualität, Preisklasse und Anmutung verwenden und teilt dies dem Käufer schriftlich mit.",
    },
    {
      title: "3. Preise und Zahlung",
      text: "Die Preise sind in Euro angegeben und enthalten die in Estland geltende Mehrwertsteuer. Der bei einer Option angegebene Preis ist der Betrag, um den sie den Preis der Wohnung erhöht; Optionen des Standardpakets sind enthalten. Sonderlösungen werden einzeln mit dem Bauträger vereinbart. Die Summe der bestätigten Auswahl wird so abgerechnet und gezahlt, wie es der Vertrag über die Wohnung vorsieht; ändert sich der Mehrwertsteuersatz vor Ausführung der Arbeiten, ändert sich der Preis entsprechend.",
    },
    {
      title: "4. Speichern, Teilen und Bestätigen",
      text: "Bis zur Bestätigung kann die Auswahl frei gespeichert, geändert und geteilt werden. Für jeden Wohnungsgrundriss kann ein Paket bestätigt werden. Die Bestätigung ist eine verbindliche Bestellung nach dem Vertrag: Die Auswahl wird an den Bauträger übermittelt, wird Anlage zum Vertrag und an das Bauteam weitergegeben. Danach kann eine Auswahl nur noch durch schriftliche Vereinbarung mit dem Bauträger geändert werden, was Mehrkosten und einen späteren Fertigstellungstermin zur Folge haben kann.",
    },
    {
      title: "5. Personenbezogene Daten",
      text: "Verantwortlicher für die im Service verarbeiteten personenbezogenen Daten – die Kontodaten (Name, E-Mail-Adresse) und die getroffene Auswahl – ist der Bauträger. Die Daten werden zur Erbringung des Service, zur Erfüllung des Vertrags und zur Kommunikation mit dem Käufer gemäß der Datenschutz-Grundverordnung der EU und dem estnischen Datenschutzgesetz verwendet und so lange gespeichert, wie Vertrag und Gewährleistungsfrist es erfordern. Der Käufer kann Auskunft, Berichtigung oder Löschung seiner Daten verlangen; bestätigte Auswahlen, die Vertragsbestandteil sind, werden so lange aufbewahrt, wie das Gesetz es verlangt.",
    },
    {
      title: "6. Anwendbares Recht und Streitigkeiten",
      text: "Für diese Bedingungen und die im Service getroffene Auswahl gilt das Recht der Republik Estland, einschließlich des Schuldrechtsgesetzes. Meinungsverschiedenheiten werden zunächst durch Verhandlungen beigelegt. Ein Käufer, der Verbraucher ist, kann sich auch an die Verbraucherstreitkommission der estnischen Verbraucherschutz- und Technischen Aufsichtsbehörde (www.ttja.ee) oder an die Plattform der EU zur Online-Streitbeilegung wenden. Kommt keine Einigung zustande, entscheidet das Landgericht Harju (Harju Maakohus), sofern das Gesetz einem Verbraucher nicht das Recht gibt, das Gericht seines Wohnsitzes anzurufen.",
    },
  ],
} satisfies Terms;
