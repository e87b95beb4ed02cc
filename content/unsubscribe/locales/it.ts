import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in Italian. */
const it: UnsubscribeText = {
  meta: {
    title: "Annulla l’iscrizione alle email di Tickwise | Tickwise",
    description:
      "Non ricevere più alcuna email da Tickwise al tuo indirizzo: promemoria del timer e invii del codice sorgente.",
  },
  heading: "Annulla l’iscrizione alle email di Tickwise",
  intro:
    "Tickwise non invierà più email all’indirizzo di questo link: niente promemoria del timer, niente codice sorgente, nemmeno quelli già programmati.",
  confirm: "Annulla l’iscrizione",
  confirming: "Annullamento in corso…",
  done: "La tua iscrizione è stata annullata. Tickwise non scriverà più a questo indirizzo.",
  invalid:
    "Questo link per annullare l’iscrizione non è valido. Riapri il link dell’email, completo e senza modifiche.",
  failed: "Impossibile completare la richiesta. Riprova tra poco.",
  back: "Torna al timer",
};

export default it;
