import type { LegalTexts } from "../legal";

/** Terms and privacy, in Italian. */
const it: LegalTexts = {
  terms: {
    title: "Termini e condizioni",
    description:
      "I termini degli strumenti gratuiti di Tickwise in parole semplici: cosa puoi fare, cosa promettiamo e dove sono i nostri limiti.",
    updated: "2026-11-22",
    sections: [
      {
        heading: "Accettazione dei termini",
        paragraphs: [
          "Questi termini si applicano ogni volta che usi Tickwise: il sito web e i suoi strumenti per il tempo, il blog, i conti alla rovescia delle festività e i file che puoi scaricare (l’estensione per Chrome e il codice sorgente).",
          "Usando Tickwise accetti questi termini. Non c’è alcun account da creare e niente da firmare. Se non sei d’accordo, smetti semplicemente di usare il sito.",
          "Possiamo aggiornare questi termini quando il prodotto cambia. La data in cima a questa pagina indica l’ultima modifica, e vale la versione pubblicata qui.",
        ],
      },
      {
        heading: "Licenza d’uso",
        paragraphs: [
          "Tutti gli strumenti di Tickwise sono gratuiti, per uso personale e commerciale. Usa un timer in cucina, in classe, in palestra, in studio o in sala riunioni, e mostralo su un grande schermo se vuoi. In base a questi termini puoi:",
        ],
        list: [
          "usare timer, cronometro, orologio mondiale, sveglia, obiettivi e conti alla rovescia delle festività tutte le volte che vuoi, senza pagare né registrarti;",
          "condividere link a qualsiasi pagina di Tickwise, compresi i link a timer con una durata preimpostata;",
          "installare l’estensione per Chrome nel tuo browser;",
          "scaricare il codice sorgente per studiare come funziona Tickwise e gestire una tua copia (self-hosting).",
        ],
        closing: [
          "In cambio, ti chiediamo di non fare un uso improprio del servizio. Non cercare di violarlo, di aggirarne i limiti di utilizzo o di sovraccaricarlo con richieste automatiche, e non usare le sue funzioni email per scrivere a persone che non l’hanno chiesto.",
          "Gli articoli del blog restano opera dei loro autori. Citane brevi estratti con un link invece di ripubblicarli per intero.",
          "Se gestisci una tua copia ricavata dal codice sorgente, ne sei il gestore: sei responsabile di come è configurata e di come tratta i dati dei suoi visitatori.",
        ],
      },
      {
        heading: "Esclusione di garanzia",
        paragraphs: [
          "Tickwise è fornito “così com’è” e “secondo disponibilità”. Ci impegniamo perché sia preciso e sempre online, ma non possiamo promettere che sia sempre disponibile, privo di errori o adatto al tuo scopo specifico.",
          "Timer, sveglie e cronometro funzionano sul tuo dispositivo, all’interno del browser. Tickwise calcola il tempo partendo da un orologio invece di contare gli scatti, ma il risultato dipende comunque dal tuo dispositivo e dal browser. Un dispositivo che va in standby, un browser che chiude o sospende la scheda, una batteria scarica, un altoparlante disattivato o notifiche bloccate possono impedire di vedere o sentire una sveglia.",
          "I promemoria via email dipendono dal servizio di posta configurato dal gestore del sito e dal tuo provider di posta. Possono arrivare in ritardo, finire nello spam o non arrivare affatto.",
          "Non affidarti a Tickwise per tempi critici per la sicurezza o la salute: dosi di farmaci, cure mediche, procedure di sicurezza, processi industriali o qualsiasi altra situazione in cui un segnale mancato o in ritardo potrebbe ferire qualcuno. Per questi usi servono apparecchiature dedicate e certificate.",
          "Gli orari dell’orologio mondiale, le date delle festività e gli articoli del blog sono informazioni generali. Verifica una fonte ufficiale prima di prendere una decisione importante basata su di essi.",
        ],
      },
      {
        heading: "Limitazioni",
        paragraphs: [
          "Nella misura massima consentita dalla legge, Tickwise e le persone che lo sviluppano e lo gestiscono non sono responsabili di perdite o danni derivanti dall’uso, o dall’impossibilità di usare, il sito, l’estensione per Chrome o il codice sorgente. Ciò include, per esempio, una sveglia mancata, un promemoria in ritardo, un piatto bruciato, una riunione persa o obiettivi perduti.",
          "Le tue impostazioni, il tema e il suono della sveglia personalizzato sono conservati dal browser. Se cancelli i dati del browser o cambi dispositivo, vanno persi e non possiamo ripristinarli.",
          "Poiché gli strumenti sono gratuiti e non richiedono un account, non offriamo alcun livello di servizio garantito e possiamo modificare, sospendere o rimuovere qualsiasi funzione in qualsiasi momento.",
          "Tickwise rimanda ad altri siti web, per esempio tramite i pulsanti di condivisione. Non siamo responsabili dei contenuti né delle pratiche di quei siti.",
          "Nulla in questi termini toglie i diritti che la legge del tuo paese ti riconosce e a cui non si può rinunciare per contratto, come le tutele obbligatorie dei consumatori.",
        ],
      },
      {
        heading: "Privacy",
        paragraphs: [
          "Tickwise è pensato per aver bisogno del minor numero possibile di informazioni su di te. Non c’è registrazione, e le impostazioni di visualizzazione, il tema e il suono della sveglia personalizzato restano nel tuo browser.",
          "Alcune funzioni passano dal nostro server: i tuoi obiettivi, i promemoria via email che scegli di impostare e l’email con il codice sorgente. La nostra Informativa sulla privacy spiega cosa invia ciascuna, per quanto tempo viene conservato e quali cookie usa il sito. L’informativa fa parte di questi termini.",
        ],
      },
      {
        heading: "Contatti",
        paragraphs: [
          "Tickwise non pubblica un indirizzo email. Per domande su questi termini, o per segnalare un problema o un uso improprio del sito, usa i canali di contatto indicati nell’app, per esempio nella pagina di download del codice sorgente.",
          "Ti chiediamo di non inserire dati personali sensibili nel messaggio: non ci servono per aiutarti.",
        ],
      },
    ],
  },
  privacy: {
    title: "Informativa sulla privacy",
    description:
      "Nessun account: le impostazioni restano nel browser, gli obiettivi usano un cookie anonimo e l’indirizzo dei promemoria si cancella dopo l’uso.",
    updated: "2026-11-26",
    sections: [
      {
        heading: "Informazioni che raccogliamo",
        paragraphs: [
          "Tickwise funziona senza sapere chi sei: nessuna registrazione, nessun profilo, nessun nome associato alle tue visite. Solo queste funzioni inviano informazioni al nostro server:",
        ],
        list: [
          "Obiettivi: titolo, descrizione, durata e stato di completamento di ogni obiettivo, collegati solo a un identificativo casuale in un cookie anonimo del visitatore.",
          "Cronologia della concentrazione: per ogni periodo di concentrazione che completi nella pagina Pomodoro, l’ora di inizio, la durata in minuti e l’etichetta facoltativa dell’attività, collegati solo allo stesso cookie anonimo del visitatore.",
          "Promemoria via email: quando hai indicato un indirizzo email e avvii un timer, l’indirizzo, la durata, il messaggio facoltativo e la lingua della pagina (così l’email è scritta in quella lingua).",
          "Email con il codice sorgente: l’indirizzo che inserisci nella pagina di download del codice sorgente.",
          "Dati tecnici: il tuo indirizzo IP, usato brevemente per i limiti di utilizzo che impediscono abusi come invii di massa o tentativi di indovinare password, e i normali registri delle richieste (ora, pagina, esito, indirizzo IP) che ci aiutano a trovare i guasti. I cookie non compaiono in questi registri.",
        ],
        closing: [
          "L’orologio mondiale chiede inoltre l’ora attuale al nostro server, così il browser può correggere un orologio del dispositivo non preciso. Le impostazioni di visualizzazione e audio, il tema e il suono della sveglia personalizzato non lasciano mai il browser; la lingua scelta ci arriva solo tramite il cookie tickwise-lang. Non raccogliamo né la tua posizione né i tuoi contatti.",
        ],
      },
      {
        heading: "Come usiamo le informazioni",
        paragraphs: [
          "Solo per fornirti la funzione che hai richiesto. I tuoi obiettivi vengono mostrati solo a te: un visitatore non può mai vedere, modificare o eliminare gli obiettivi di un altro.",
          "I dati di un promemoria servono a inviare quell’unica email quando il timer termina, anche se hai chiuso la scheda. Mettere in pausa o azzerare il timer lo annulla. L’indirizzo per il codice sorgente viene usato una sola volta, per inviarti i file, e non viene salvato.",
          "Non vendiamo né affittiamo mai le tue informazioni, non le usiamo mai per la pubblicità e non inviamo mai email promozionali. Le nostre email non contengono pixel di tracciamento, quindi non sappiamo se le apri.",
        ],
      },
      {
        heading: "Conservazione dei dati",
        paragraphs: [
          "Nel tuo browser: le impostazioni (compresi l’indirizzo e il messaggio inseriti per i promemoria), il tema e la lingua sono conservati nella memoria locale. Un suono della sveglia personalizzato è conservato in IndexedDB e non viene mai caricato. Il browser conserva anche una copia dei file di Tickwise, così il sito funziona offline. Cancellando i dati di questo sito nel browser si elimina tutto questo.",
          "Sul nostro server: gli obiettivi restano finché non li elimini, e l’eliminazione di un obiettivo lo rimuove dal database. La cronologia della concentrazione resta finché non la cancelli con Cancella cronologia nella pagina Pomodoro, il che la rimuove dal database.",
          "I promemoria programmati vengono salvati per sopravvivere a un riavvio del server. Indirizzo e messaggio vengono cancellati appena il promemoria è inviato, annullato o definitivamente fallito, lasciando solo un record essenziale senza di essi.",
          "I contatori dei limiti di utilizzo conservano gli indirizzi IP (e, per le email, gli indirizzi dei destinatari) solo fino alla fine della finestra temporale del limite, nella memoria del server o in un archivio Redis.",
          "Ogni email contiene un link per annullare l’iscrizione. Se lo usi, il server conserva un hash irreversibile del tuo indirizzo (mai l’indirizzo stesso), solo per non scrivere mai più a quell’indirizzo.",
        ],
      },
      {
        heading: "Servizi di terze parti",
        paragraphs: [
          "Ogni pagina, con i suoi font, immagini e script, è servita da Tickwise stesso, e la sua Content-Security-Policy impedisce alle pagine di caricare qualcosa da altrove. Non ci sono pubblicità, strumenti di analisi, widget dei social network né tracker incorporati. Altri servizi intervengono solo quando usi queste funzioni:",
        ],
        list: [
          "Email: i promemoria e il codice sorgente vengono inviati tramite il provider di posta SMTP configurato dal gestore del sito, che tratta il tuo indirizzo per recapitarli.",
          "Comandi vocali: elaborati dal riconoscimento vocale del tuo browser, una volta che autorizzi il microfono. Alcuni browser usano a questo scopo un servizio online del loro produttore; Tickwise non riceve mai l’audio.",
          "Pulsanti di condivisione: semplici link. Nulla arriva a un social network finché non ne fai clic su uno; quel sito riceve allora l’indirizzo e il titolo della pagina.",
        ],
      },
      {
        heading: "Cookie",
        paragraphs: [
          "Tickwise imposta solo cookie propri, ciascuno necessario al funzionamento di una funzione. Non ci sono cookie pubblicitari, di tracciamento o di terze parti.",
        ],
        list: [
          "tickwise-lang riflette la lingua che hai scelto, così il server ti invia le pagine in quella lingua.",
          "Il cookie del visitatore contiene un identificativo casuale e firmato che solo il nostro server può leggere (è httpOnly). Ti collega ai tuoi obiettivi e promemoria, dimostra che una richiesta email arriva da questo sito e non contiene né nomi né indirizzi email.",
          "Un cookie di sessione per amministratori esiste solo per gli amministratori del blog che accedono. I lettori non lo ricevono mai.",
        ],
        closing: [
          "Puoi eliminare i cookie in qualsiasi momento; gli strumenti continuano a funzionare, ma perdi l’accesso ai tuoi obiettivi.",
        ],
      },
      {
        heading: "Sicurezza dei dati",
        paragraphs: [
          "Tickwise è servito tramite HTTPS, con una Content-Security-Policy rigorosa e altre intestazioni di sicurezza che bloccano gli script iniettati e impediscono ad altri siti di incorporarlo in un frame.",
          "Il cookie del visitatore è firmato, quindi non può essere falsificato per accedere agli obiettivi di qualcun altro. Le password degli amministratori sono conservate solo come hash lenti e con salt, e i tentativi di accesso sono limitati.",
          "Le notifiche del browser e il microfono vengono usati solo con il tuo permesso, che puoi revocare nel browser in qualsiasi momento.",
          "Il codice sorgente è scaricabile, quindi chiunque può verificare che Tickwise faccia ciò che dice questa informativa.",
        ],
      },
      {
        heading: "Modifiche all’informativa sulla privacy",
        paragraphs: [
          "Se Tickwise inizierà a trattare le informazioni in modo diverso, aggiorneremo questa informativa, con parole semplici, insieme alla data in cima a questa pagina. Tutte le versioni linguistiche di questa informativa cambiano contemporaneamente.",
        ],
      },
      {
        heading: "Contattaci",
        paragraphs: [
          "Tickwise non pubblica un indirizzo email. Per domande su questa informativa o sui tuoi dati, usa i canali di contatto indicati nell’app, come la pagina di download del codice sorgente.",
          "Gran parte dei tuoi dati è nelle tue mani: elimina gli obiettivi nella pagina Obiettivi, metti in pausa o azzera un timer per annullarne il promemoria e cancella i dati di questo sito nel browser per rimuovere tutto ciò che vi è conservato.",
        ],
      },
    ],
  },
};

export default it;
