import type { LegalTexts } from "../legal";

/** Terms and privacy, in German. */
const de: LegalTexts = {
  terms: {
    title: "Allgemeine Geschäftsbedingungen",
    description:
      "Die Bedingungen für Timer, Stoppuhr, Weltuhr und Wecker von Tickwise in klaren Worten: was du darfst, was wir zusagen und wo unsere Grenzen liegen.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Annahme der Bedingungen",
        paragraphs: [
          "Diese Bedingungen gelten immer, wenn du Tickwise nutzt: die Website und ihre Zeit-Tools, den Blog, die Feiertags-Countdowns und die Dateien, die du dort herunterladen kannst (die Chrome-Erweiterung und den Quellcode).",
          "Indem du Tickwise nutzt, stimmst du diesen Bedingungen zu. Du musst kein Konto anlegen und nichts unterschreiben. Wenn du nicht einverstanden bist, nutze die Website einfach nicht weiter.",
          "Wir können diese Bedingungen aktualisieren, wenn sich das Produkt ändert. Das Datum oben auf dieser Seite zeigt, wann sie zuletzt geändert wurden, und es gilt die hier veröffentlichte Fassung.",
        ],
      },
      {
        heading: "Nutzungslizenz",
        paragraphs: [
          "Jedes Tool von Tickwise ist kostenlos nutzbar, privat wie gewerblich. Lass einen Timer in deiner Küche, im Klassenzimmer, im Fitnessstudio, im Studio oder im Besprechungsraum laufen und zeig ihn auf einem großen Bildschirm, wenn du möchtest. Nach diesen Bedingungen darfst du:",
        ],
        list: [
          "Timer, Stoppuhr, Weltuhr, Wecker, Ziele und Feiertags-Countdowns so oft nutzen, wie du willst, ohne zu bezahlen oder dich zu registrieren;",
          "Links zu jeder Seite von Tickwise teilen, auch Timer-Links mit einer voreingestellten Dauer;",
          "die Chrome-Erweiterung in deinem eigenen Browser installieren;",
          "den Quellcode herunterladen, um zu verstehen, wie Tickwise funktioniert, und eine eigene Kopie davon zu betreiben (Self-Hosting).",
        ],
        closing: [
          "Im Gegenzug bitten wir dich, den Dienst nicht zu missbrauchen. Versuche nicht, in ihn einzudringen, seine Nutzungsgrenzen zu umgehen oder ihn mit automatisierten Anfragen zu überlasten, und nutze seine E-Mail-Funktionen nicht, um Menschen E-Mails zu schicken, die nicht darum gebeten haben.",
          "Blogartikel bleiben das Werk ihrer Autorinnen und Autoren. Zitiere sie kurz mit einem Link, statt sie vollständig erneut zu veröffentlichen.",
          "Wenn du eine eigene Kopie aus dem Quellcode betreibst, bist du der Betreiber dieser Kopie: Du bist dafür verantwortlich, wie sie eingerichtet ist und wie sie mit den Daten ihrer eigenen Besucher umgeht.",
        ],
      },
      {
        heading: "Haftungsausschluss",
        paragraphs: [
          "Tickwise wird „wie besehen“ und „wie verfügbar“ bereitgestellt. Wir setzen alles daran, dass es genau und erreichbar ist, können aber nicht versprechen, dass es immer verfügbar, fehlerfrei oder für deinen bestimmten Zweck geeignet ist.",
          "Timer, Wecker und Stoppuhr laufen auf deinem Gerät, in deinem Browser. Tickwise berechnet die Zeit anhand einer Uhr, statt Takte zu zählen, doch das Ergebnis hängt trotzdem von deinem Gerät und Browser ab. Ein Gerät im Ruhezustand, ein Browser, der den Tab schließt oder anhält, ein leerer Akku, ein stummgeschalteter Lautsprecher oder blockierte Benachrichtigungen können dazu führen, dass ein Alarm nicht gesehen oder gehört wird.",
          "E-Mail-Erinnerungen hängen von dem E-Mail-Dienst ab, den der Betreiber der Website eingerichtet hat, und von deinem eigenen E-Mail-Anbieter. Sie können verspätet ankommen, im Spam-Ordner landen oder gar nicht ankommen.",
          "Verlass dich nicht auf Tickwise für sicherheitskritische oder medizinische Zeitmessung: Medikamentendosen, medizinische Behandlungen, Sicherheitsabläufe, industrielle Prozesse oder alles andere, bei dem ein verpasstes oder verspätetes Signal jemandem schaden könnte. Verwende dafür eigens dafür vorgesehene, zertifizierte Geräte.",
          "Uhrzeiten der Weltuhr, Feiertagsdaten und Blogartikel sind allgemeine Informationen. Prüfe eine offizielle Quelle, bevor du auf ihrer Grundlage eine wichtige Entscheidung triffst.",
        ],
      },
      {
        heading: "Haftungsbeschränkungen",
        paragraphs: [
          "Soweit gesetzlich zulässig, haften Tickwise und die Menschen, die es entwickeln und betreiben, nicht für Verluste oder Schäden, die aus der Nutzung oder der Unmöglichkeit der Nutzung der Website, der Chrome-Erweiterung oder des Quellcodes entstehen. Dazu gehören zum Beispiel ein verpasster Alarm, eine verspätete Erinnerung, angebranntes Essen, ein verpasster Termin oder verlorene Ziele.",
          "Deine Einstellungen, dein Design und dein eigener Alarmton werden von deinem Browser gespeichert. Wenn du deine Browserdaten löschst oder das Gerät wechselst, sind sie weg, und wir können sie nicht wiederherstellen.",
          "Da die Tools kostenlos sind und kein Konto erfordern, bieten wir kein garantiertes Serviceniveau, und wir können jede Funktion jederzeit ändern, pausieren oder entfernen.",
          "Tickwise verlinkt auf andere Websites, zum Beispiel über seine Teilen-Schaltflächen. Für die Inhalte und Praktiken dieser Websites sind wir nicht verantwortlich.",
          "Nichts in diesen Bedingungen schränkt Rechte ein, die dir das Recht deines Landes gewährt und die nicht vertraglich ausgeschlossen werden können, etwa zwingende Verbraucherschutzvorschriften.",
        ],
      },
      {
        heading: "Datenschutz",
        paragraphs: [
          "Tickwise ist so gebaut, dass es so wenig Informationen über dich wie möglich braucht. Es gibt keine Registrierung, und deine Anzeigeeinstellungen, dein Design und dein eigener Alarmton bleiben in deinem Browser.",
          "Einige Funktionen laufen über unseren Server: deine Ziele, die E-Mail-Erinnerungen, die du einrichtest, und die Quellcode-E-Mail. Unsere Datenschutzerklärung erklärt, was jede davon sendet, wie lange es gespeichert wird und welche Cookies die Website verwendet. Sie ist Teil dieser Bedingungen.",
        ],
      },
      {
        heading: "Kontakt",
        paragraphs: [
          "Tickwise veröffentlicht keine E-Mail-Adresse. Für Fragen zu diesen Bedingungen oder um ein Problem oder einen Missbrauch der Website zu melden, nutze bitte die in der App genannten Kontaktwege, zum Beispiel auf der Seite zum Herunterladen des Quellcodes.",
          "Bitte gib in deiner Nachricht keine sensiblen personenbezogenen Daten an; wir brauchen sie nicht, um dir zu helfen.",
        ],
      },
    ],
  },
  privacy: {
    title: "Datenschutzerklärung",
    description:
      "Kein Konto nötig: Anzeigeeinstellungen bleiben im Browser, Ziele hängen an einem anonymen Cookie, Adressen für Erinnerungen werden nach Gebrauch gelöscht.",
    updated: "2026-11-26",
    sections: [
      {
        heading: "Welche Informationen wir erheben",
        paragraphs: [
          "Tickwise funktioniert, ohne zu wissen, wer du bist: keine Registrierung, kein Profil, kein Name, der mit deinen Besuchen verknüpft ist. Nur diese Funktionen senden Informationen an unseren Server:",
        ],
        list: [
          "Ziele: Titel, Beschreibung, Dauer und Erledigt-Status jedes Ziels, verknüpft nur mit einer zufälligen Kennung in einem anonymen Besucher-Cookie.",
          "Fokus-Verlauf: Für jede Fokusphase, die du auf der Pomodoro-Seite abschließt, wann sie begann, ihre Länge in Minuten und deine optionale Aufgabenbezeichnung, verknüpft nur mit demselben anonymen Besucher-Cookie.",
          "E-Mail-Erinnerungen: Wenn du eine E-Mail-Adresse angegeben hast und einen Timer startest, die Adresse, die Dauer, deine optionale Nachricht und die Sprache der Seite (damit die E-Mail in dieser Sprache geschrieben wird).",
          "Quellcode-E-Mail: die Adresse, die du auf der Seite zum Herunterladen des Quellcodes eingibst.",
          "Technische Daten: deine IP-Adresse, kurzzeitig verwendet für Nutzungsgrenzen, die Missbrauch wie Massenversand oder das Erraten von Passwörtern verhindern, sowie gewöhnliche Anfrageprotokolle (Zeit, Seite, Ergebnis, IP-Adresse), die uns helfen, Fehler zu finden. Cookies werden in diesen Protokollen nicht erfasst.",
        ],
        closing: [
          "Die Weltuhr fragt unseren Server außerdem nach der aktuellen Uhrzeit, damit dein Browser eine falsch gehende Geräteuhr ausgleichen kann. Deine Anzeige- und Toneinstellungen, dein Design und dein eigener Alarmton verlassen deinen Browser nie; deine Sprachwahl erreicht uns nur über das Cookie tickwise-lang. Wir erheben weder deinen Standort noch deine Kontakte.",
        ],
      },
      {
        heading: "Wie wir Informationen verwenden",
        paragraphs: [
          "Nur, um die Funktion bereitzustellen, die du angefordert hast. Deine Ziele werden nur dir angezeigt: Ein Besucher kann die Ziele eines anderen Besuchers nie sehen, ändern oder löschen.",
          "Die Angaben einer Erinnerung werden verwendet, um genau diese eine E-Mail zu senden, wenn dein Timer abläuft, auch wenn du den Tab geschlossen hast. Wenn du den Timer pausierst oder zurücksetzt, wird sie storniert. Die Adresse für den Quellcode wird einmal verwendet, um dir die Dateien zu schicken, und nicht gespeichert.",
          "Wir verkaufen oder vermieten deine Informationen nie, verwenden sie nie für Werbung und senden nie Marketing-E-Mails. Unsere E-Mails enthalten keine Tracking-Pixel, daher können wir nicht erkennen, ob du sie öffnest.",
        ],
      },
      {
        heading: "Datenspeicherung",
        paragraphs: [
          "In deinem Browser: Deine Einstellungen (einschließlich der Adresse und Nachricht, die du für Erinnerungen eingegeben hast), dein Design und deine Sprache werden im lokalen Speicher abgelegt. Ein eigener Alarmton wird in IndexedDB gespeichert und nie hochgeladen. Dein Browser behält außerdem eine Kopie der Dateien von Tickwise, damit die Website offline funktioniert. Wenn du die Daten dieser Website in deinem Browser löschst, wird all das entfernt.",
          "Auf unserem Server: Ziele bleiben gespeichert, bis du sie löschst, und das Löschen eines Ziels entfernt es aus der Datenbank. Dein Fokus-Verlauf bleibt gespeichert, bis du ihn auf der Pomodoro-Seite mit „Verlauf löschen“ löschst; dadurch wird er aus der Datenbank entfernt.",
          "Geplante Erinnerungen werden gespeichert, damit sie einen Neustart des Servers überstehen. Adresse und Nachricht werden gelöscht, sobald die Erinnerung gesendet, storniert oder endgültig fehlgeschlagen ist; übrig bleibt nur ein Datensatz ohne sie.",
          "Zähler für Nutzungsgrenzen speichern IP-Adressen (und bei E-Mails die Empfängeradressen) nur bis zum Ende des jeweiligen Zeitfensters, im Arbeitsspeicher des Servers oder in einem Redis-Speicher.",
          "Jede E-Mail enthält einen Abmeldelink. Wenn du ihn nutzt, speichert der Server einen Einweg-Hash deiner Adresse (nie die Adresse selbst), nur damit er dieser Adresse nie wieder schreibt.",
        ],
      },
      {
        heading: "Dienste Dritter",
        paragraphs: [
          "Jede Seite wird mit ihren Schriften, Bildern und Skripten von Tickwise selbst ausgeliefert, und ihre Content-Security-Policy verhindert, dass Seiten etwas von anderswo laden. Es gibt keine Werbung, keine Analyse-Tools, keine Social-Media-Widgets und keine eingebetteten Tracker. Andere Dienste sind nur beteiligt, wenn du diese Funktionen nutzt:",
        ],
        list: [
          "E-Mail: Erinnerungs- und Quellcode-E-Mails laufen über den SMTP-Anbieter, den der Betreiber der Website einrichtet; er verarbeitet deine Adresse, um sie zuzustellen.",
          "Sprachbefehle: werden von der Spracherkennung deines eigenen Browsers verarbeitet, sobald du das Mikrofon erlaubst. Manche Browser nutzen dafür einen Online-Dienst ihres Herstellers; Tickwise erhält die Audiodaten nie.",
          "Teilen-Schaltflächen: einfache Links. Nichts erreicht ein soziales Netzwerk, bevor du auf einen davon klickst; diese Website erhält dann die Adresse und den Titel der Seite.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "Tickwise setzt nur eigene Cookies, die jeweils für eine Funktion nötig sind. Es gibt keine Werbe-, Tracking- oder Drittanbieter-Cookies.",
        ],
        list: [
          "tickwise-lang spiegelt die von dir gewählte Sprache, damit der Server dir die Seiten in ihr sendet.",
          "Das Besucher-Cookie enthält eine zufällige, signierte Kennung, die nur unser Server lesen kann (es ist httpOnly). Es verknüpft dich mit deinen Zielen und Erinnerungen, zeigt, dass eine E-Mail-Anfrage von dieser Website kommt, und enthält weder Namen noch E-Mail-Adresse.",
          "Ein Sitzungs-Cookie für Administratoren gibt es nur für Blog-Administratoren, die sich anmelden. Leserinnen und Leser erhalten es nie.",
        ],
        closing: [
          "Du kannst Cookies jederzeit löschen; die Tools funktionieren weiter, aber du verlierst den Zugriff auf deine Ziele.",
        ],
      },
      {
        heading: "Datensicherheit",
        paragraphs: [
          "Tickwise wird über HTTPS ausgeliefert, mit einer strengen Content-Security-Policy und weiteren Sicherheits-Headern, die eingeschleuste Skripte blockieren und verhindern, dass andere Websites es in einen Frame einbetten.",
          "Das Besucher-Cookie ist signiert und kann daher nicht gefälscht werden, um an die Ziele anderer zu gelangen. Administratorpasswörter werden nur als langsame, gesalzene Hashes gespeichert, und Anmeldeversuche sind begrenzt.",
          "Browser-Benachrichtigungen und das Mikrofon werden nur mit deiner Erlaubnis verwendet, die du in deinem Browser jederzeit widerrufen kannst.",
          "Der Quellcode steht zum Download bereit, sodass jeder prüfen kann, dass Tickwise tut, was diese Erklärung sagt.",
        ],
      },
      {
        heading: "Änderungen dieser Datenschutzerklärung",
        paragraphs: [
          "Wenn Tickwise Informationen anders verarbeitet, aktualisieren wir diese Erklärung in verständlichen Worten, zusammen mit dem Datum oben auf dieser Seite. Alle Sprachfassungen dieser Erklärung ändern sich gleichzeitig.",
        ],
      },
      {
        heading: "Kontakt",
        paragraphs: [
          "Tickwise veröffentlicht keine E-Mail-Adresse. Für Fragen zu dieser Erklärung oder zu deinen Daten nutze bitte die in der App genannten Kontaktwege, etwa die Seite zum Herunterladen des Quellcodes.",
          "Die meisten deiner Daten hast du selbst in der Hand: Lösche Ziele auf der Seite „Ziele“, pausiere oder setze einen Timer zurück, um seine Erinnerung zu stornieren, und lösche die Daten dieser Website in deinem Browser, um alles zu entfernen, was dort gespeichert ist.",
        ],
      },
    ],
  },
};

export default de;
