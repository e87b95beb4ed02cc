import type { Language } from "@core/settings";

/** The page every Tickwise email links to for unsubscribing (decision 028), in English. */
const en = {
  meta: {
    title: "Unsubscribe from Tickwise emails | Tickwise",
    description: "Stop every email from Tickwise to your address: timer reminders and source-code emails.",
  },
  heading: "Unsubscribe from Tickwise emails",
  intro:
    "Tickwise will send no more emails to the address this link came with: no timer reminders, no source-code emails, not even ones already scheduled.",
  confirm: "Unsubscribe",
  confirming: "Unsubscribing…",
  done: "You are unsubscribed. Tickwise will not email this address again.",
  invalid: "This unsubscribe link is not valid. Open the link from the email again, complete and unchanged.",
  failed: "The request could not be completed. Please try again in a moment.",
  back: "Back to Timer",
};

export type UnsubscribeText = typeof en;

/** The same, in Spanish. */
const es: UnsubscribeText = {
  meta: {
    title: "Darse de baja de los correos de Tickwise | Tickwise",
    description:
      "Deja de recibir cualquier correo de Tickwise en tu dirección: recordatorios del temporizador y envíos del código fuente.",
  },
  heading: "Darse de baja de los correos de Tickwise",
  intro:
    "Tickwise no enviará más correos a la dirección de este enlace: ni recordatorios del temporizador, ni el código fuente, tampoco los que ya estén programados.",
  confirm: "Darme de baja",
  confirming: "Dando de baja…",
  done: "Te has dado de baja. Tickwise no volverá a escribir a esta dirección.",
  invalid: "Este enlace para darse de baja no es válido. Vuelve a abrir el enlace del correo, completo y sin cambios.",
  failed: "No se pudo completar la solicitud. Inténtalo de nuevo en un momento.",
  back: "Volver al temporizador",
};

export const unsubscribeText: Record<Language, UnsubscribeText> = { en, es };
