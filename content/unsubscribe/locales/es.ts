import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in Spanish. */
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

export default es;
