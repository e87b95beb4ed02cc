import type { LegalTexts } from "../legal";

/** Terms and privacy, in Dutch. */
const nl: LegalTexts = {
  terms: {
    title: "Algemene voorwaarden",
    description:
      "De voorwaarden voor de gratis tools van Tickwise in gewone taal: wat je mag doen, wat we beloven en waar onze grenzen liggen.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Aanvaarding van de voorwaarden",
        paragraphs: [
          "Deze voorwaarden gelden telkens wanneer je Tickwise gebruikt: de website en de tijdtools, de blog, de aftellers naar feestdagen en de bestanden die je er kunt downloaden (de Chrome-extensie en de broncode).",
          "Door Tickwise te gebruiken ga je akkoord met deze voorwaarden. Je hoeft geen account aan te maken en niets te ondertekenen. Ben je het er niet mee eens, stop dan gewoon met het gebruik van de site.",
          "We kunnen deze voorwaarden bijwerken als het product verandert. De datum bovenaan deze pagina laat zien wanneer ze voor het laatst zijn gewijzigd, en de versie die hier staat, is de versie die geldt.",
        ],
      },
      {
        heading: "Gebruikslicentie",
        paragraphs: [
          "Elke tool van Tickwise is gratis te gebruiken, voor privé- en voor zakelijke doeleinden. Laat een timer lopen in je keuken, klaslokaal, sportschool, studio of vergaderruimte en toon hem op een groot scherm als je wilt. Onder deze voorwaarden mag je:",
        ],
        list: [
          "de timer, stopwatch, wereldklok, wekker, doelen en aftellers naar feestdagen zo vaak gebruiken als je wilt, zonder te betalen of je te registreren;",
          "links delen naar elke pagina van Tickwise, ook timerlinks met een vooraf ingestelde duur;",
          "de Chrome-extensie installeren in je eigen browser;",
          "de broncode downloaden om te bestuderen hoe Tickwise werkt en om je eigen kopie te draaien (selfhosting).",
        ],
        closing: [
          "In ruil daarvoor vragen we je de dienst niet te misbruiken. Probeer niet in te breken, de gebruikslimieten te omzeilen of de dienst te overbelasten met geautomatiseerde verzoeken, en gebruik de e-mailfuncties niet om mensen te mailen die daar niet om hebben gevraagd.",
          "Blogartikelen blijven het werk van hun auteurs. Citeer ze kort met een link in plaats van ze in hun geheel opnieuw te publiceren.",
          "Als je je eigen kopie draait op basis van de broncode, ben jij de beheerder van die kopie: je bent verantwoordelijk voor hoe die is ingericht en hoe die met de gegevens van de eigen bezoekers omgaat.",
        ],
      },
      {
        heading: "Disclaimer",
        paragraphs: [
          "Tickwise wordt geleverd ‘zoals het is’ en ‘zoals beschikbaar’. We doen ons best om het nauwkeurig en online te houden, maar we kunnen niet beloven dat het altijd beschikbaar is, foutloos werkt of geschikt is voor jouw specifieke doel.",
          "Timers, wekkers en de stopwatch draaien op je apparaat, in je browser. Tickwise berekent de tijd aan de hand van een klok in plaats van tikken te tellen, maar het resultaat hangt nog steeds af van je apparaat en browser. Een apparaat dat in slaapstand gaat, een browser die het tabblad sluit of pauzeert, een lege batterij, een gedempte luidspreker of geblokkeerde meldingen kunnen er allemaal voor zorgen dat een alarm niet wordt gezien of gehoord.",
          "Herinneringen per e-mail zijn afhankelijk van de maildienst die de beheerder van de site heeft ingesteld en van je eigen e-mailprovider. Ze kunnen te laat aankomen, in de spammap belanden of helemaal niet aankomen.",
          "Vertrouw niet op Tickwise voor tijdmetingen waar veiligheid of gezondheid van afhangt: medicijndoses, medische behandelingen, veiligheidsprocedures, industriële processen of iets anders waarbij een gemist of te laat signaal iemand schade kan doen. Gebruik daarvoor speciale, gecertificeerde apparatuur.",
          "Tijden van de wereldklok, data van feestdagen en blogartikelen zijn algemene informatie. Raadpleeg een officiële bron voordat je er een belangrijke beslissing op baseert.",
        ],
      },
      {
        heading: "Beperkingen",
        paragraphs: [
          "Voor zover de wet dat toestaat, zijn Tickwise en de mensen die het bouwen en beheren niet aansprakelijk voor verlies of schade door het gebruik, of het niet kunnen gebruiken, van de site, de Chrome-extensie of de broncode. Denk bijvoorbeeld aan een gemist alarm, een te late herinnering, aangebrand eten, een gemiste afspraak of verloren doelen.",
          "Je instellingen, thema en eigen alarmgeluid worden door je browser bewaard. Als je je browsergegevens wist of van apparaat wisselt, zijn ze weg en kunnen wij ze niet terugzetten.",
          "Omdat de tools gratis zijn en geen account vereisen, bieden we geen gegarandeerd serviceniveau, en we kunnen elke functie op elk moment wijzigen, pauzeren of verwijderen.",
          "Tickwise linkt naar andere websites, bijvoorbeeld via de deelknoppen. We zijn niet verantwoordelijk voor de inhoud of de werkwijze van die sites.",
          "Niets in deze voorwaarden neemt rechten weg die de wet van je land je geeft en waarvan bij overeenkomst niet kan worden afgeweken, zoals dwingende consumentenbescherming.",
        ],
      },
      {
        heading: "Privacy",
        paragraphs: [
          "Tickwise is zo gebouwd dat het zo min mogelijk informatie over je nodig heeft. Er is geen registratie, en je weergave-instellingen, thema en eigen alarmgeluid blijven in je browser.",
          "Een paar functies lopen via onze server: je doelen, de herinneringen per e-mail die je instelt en de broncode-e-mail. Ons privacybeleid legt uit wat elk daarvan verstuurt, hoe lang het wordt bewaard en welke cookies de site gebruikt. Het maakt deel uit van deze voorwaarden.",
        ],
      },
      {
        heading: "Contactgegevens",
        paragraphs: [
          "Tickwise publiceert geen e-mailadres. Voor vragen over deze voorwaarden, of om een probleem of misbruik van de site te melden, gebruik je de contactmogelijkheden die in de app worden genoemd, bijvoorbeeld op de downloadpagina van de broncode.",
          "Zet geen gevoelige persoonsgegevens in je bericht; die hebben we niet nodig om je te helpen.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacybeleid",
    description:
      "Geen account nodig: instellingen blijven in je browser, doelen horen bij een anonieme cookie en herinneringsadressen worden na gebruik gewist.",
    updated: "2026-11-26",
    sections: [
      {
        heading: "Welke informatie we verzamelen",
        paragraphs: [
          "Tickwise werkt zonder te weten wie je bent: geen registratie, geen profiel, geen naam gekoppeld aan je bezoeken. Alleen deze functies sturen informatie naar onze server:",
        ],
        list: [
          "Doelen: de titel, beschrijving, duur en voltooiingsstatus van elk doel, alleen gekoppeld aan een willekeurige code in een anonieme bezoekerscookie.",
          "Focusgeschiedenis: voor elke focusperiode die je op de Pomodoro-pagina afrondt, wanneer die begon, de lengte in minuten en je optionele taaklabel, alleen gekoppeld aan dezelfde anonieme bezoekerscookie.",
          "Herinneringen per e-mail: als je een e-mailadres hebt ingesteld en een timer start, het adres, de duur, je optionele bericht en de taal van de pagina (zodat de e-mail in die taal wordt geschreven).",
          "Broncode-e-mail: het adres dat je invult op de downloadpagina van de broncode.",
          "Technische gegevens: je IP-adres, kort gebruikt voor gebruikslimieten die misbruik zoals massamailing of het raden van wachtwoorden tegengaan, en gewone verzoeklogboeken (tijd, pagina, resultaat, IP-adres) die ons helpen fouten te vinden. Cookies worden niet in die logboeken opgenomen.",
        ],
        closing: [
          "De wereldklok vraagt onze server ook om de huidige tijd, zodat je browser een apparaatklok die afwijkt kan corrigeren. Je weergave- en geluidsinstellingen, thema en eigen alarmgeluid verlaten je browser nooit; je taalkeuze bereikt ons alleen via de cookie tickwise-lang. We verzamelen geen locatie of contacten.",
        ],
      },
      {
        heading: "Hoe we informatie gebruiken",
        paragraphs: [
          "Alleen om de functie te leveren waar je om hebt gevraagd. Je doelen worden alleen aan jou getoond: een bezoeker kan nooit de doelen van een andere bezoeker zien, wijzigen of verwijderen.",
          "De gegevens van een herinnering worden gebruikt om die ene e-mail te versturen als je timer afloopt, ook als je het tabblad hebt gesloten. Als je de timer pauzeert of reset, wordt die geannuleerd. Het adres voor de broncode wordt één keer gebruikt, om je de bestanden te sturen, en niet bewaard.",
          "We verkopen of verhuren je informatie nooit, gebruiken die nooit voor advertenties en sturen nooit marketingmails. Onze e-mails bevatten geen trackingpixels, dus we kunnen niet zien of je ze opent.",
        ],
      },
      {
        heading: "Opslag van gegevens",
        paragraphs: [
          "In je browser: je instellingen (inclusief het adres en bericht dat je voor herinneringen hebt ingevuld), thema en taal worden in de lokale opslag bewaard. Een eigen alarmgeluid wordt in IndexedDB bewaard en nooit geüpload. Je browser bewaart ook een kopie van de bestanden van Tickwise, zodat de site offline werkt. Als je de gegevens van deze site in je browser wist, verdwijnt dit allemaal.",
          "Op onze server: doelen blijven bewaard tot je ze verwijdert, en als je een doel verwijdert, verdwijnt het uit de database. Je focusgeschiedenis blijft bewaard tot je die wist met Geschiedenis wissen op de Pomodoro-pagina, waarmee die uit de database verdwijnt.",
          "Geplande herinneringen worden opgeslagen, zodat ze een herstart van de server overleven. Het adres en het bericht worden gewist zodra de herinnering is verstuurd, geannuleerd of definitief mislukt, zodat alleen een kaal record zonder die gegevens overblijft.",
          "Tellers voor gebruikslimieten bewaren IP-adressen (en bij e-mail de adressen van ontvangers) alleen tot het tijdvenster van de limiet voorbij is, in het geheugen van de server of in een Redis-opslag.",
          "Elke e-mail bevat een afmeldlink. Als je die gebruikt, bewaart de server een onomkeerbare hash van je adres (nooit het adres zelf), alleen om dat adres nooit meer te mailen.",
        ],
      },
      {
        heading: "Diensten van derden",
        paragraphs: [
          "Elke pagina wordt met haar lettertypen, afbeeldingen en scripts door Tickwise zelf geleverd, en de Content-Security-Policy voorkomt dat pagina's iets van elders laden. Er zijn geen advertenties, analysetools, social-mediawidgets of ingesloten trackers. Andere diensten zijn alleen betrokken als je deze functies gebruikt:",
        ],
        list: [
          "E-mail: herinneringen en broncode-e-mails gaan via de SMTP-mailprovider die de beheerder van de site instelt; die verwerkt je adres om ze te bezorgen.",
          "Spraakopdrachten: verwerkt door de spraakherkenning van je eigen browser, zodra je de microfoon toestaat. Sommige browsers gebruiken daarvoor een onlinedienst van hun maker; Tickwise ontvangt de audio nooit.",
          "Deelknoppen: gewone links. Er gaat niets naar een sociaal netwerk tot je op een van die knoppen klikt; die site ontvangt dan het adres en de titel van de pagina.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "Tickwise plaatst alleen eigen cookies, die elk nodig zijn om een functie te laten werken. Er zijn geen advertentie-, tracking- of cookies van derden.",
        ],
        list: [
          "tickwise-lang onthoudt de taal die je hebt gekozen, zodat de server je de pagina's in die taal stuurt.",
          "De bezoekerscookie bevat een willekeurige, ondertekende code die alleen onze server kan lezen (hij is httpOnly). Hij koppelt je aan je doelen en herinneringen, laat zien dat een e-mailverzoek van deze site komt en bevat geen naam of e-mailadres.",
          "Een sessiecookie voor beheerders bestaat alleen voor blogbeheerders die inloggen. Lezers krijgen die nooit.",
        ],
        closing: [
          "Je kunt cookies altijd verwijderen; de tools blijven werken, maar je verliest de toegang tot je doelen.",
        ],
      },
      {
        heading: "Beveiliging van gegevens",
        paragraphs: [
          "Tickwise wordt via HTTPS geleverd, met een strikte Content-Security-Policy en andere beveiligingsheaders die geïnjecteerde scripts blokkeren en voorkomen dat andere sites het in een frame tonen.",
          "De bezoekerscookie is ondertekend, zodat die niet kan worden vervalst om bij de doelen van iemand anders te komen. Wachtwoorden van beheerders worden alleen opgeslagen als trage, gezouten hashes, en inlogpogingen zijn beperkt.",
          "Browsermeldingen en de microfoon worden alleen gebruikt met je toestemming, die je op elk moment in je browser kunt intrekken.",
          "De broncode is te downloaden, zodat iedereen kan controleren dat Tickwise doet wat dit beleid zegt.",
        ],
      },
      {
        heading: "Wijzigingen in het privacybeleid",
        paragraphs: [
          "Als Tickwise anders met informatie gaat omgaan, werken we dit beleid bij, in gewone taal, samen met de datum bovenaan deze pagina. Alle taalversies van dit beleid veranderen tegelijk.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [
          "Tickwise publiceert geen e-mailadres. Voor vragen over dit beleid of over je gegevens gebruik je de contactmogelijkheden die in de app worden genoemd, zoals de downloadpagina van de broncode.",
          "De meeste gegevens heb je zelf in de hand: verwijder doelen op de pagina Doelen, pauzeer of reset een timer om de herinnering te annuleren, en wis de gegevens van deze site in je browser om alles wat daar is opgeslagen te verwijderen.",
        ],
      },
    ],
  },
};

export default nl;
