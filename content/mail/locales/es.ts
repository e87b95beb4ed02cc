import type { MailText } from "../text";

/** Tickwise's emails, in Spanish. */
const es: MailText = {
  reminder: {
    subject: (d) => `Tickwise: tu temporizador de ${d} ha terminado`,
    finished: (d) => `¡Se acabó el tiempo! Tu temporizador de ${d} ha terminado.`,
    note: "Tu nota:",
    again: "Vuelve a iniciar el temporizador:",
    footer: [
      "Recibes este correo porque se inició un temporizador de Tickwise con esta dirección para un recordatorio por correo.",
      "Tickwise guarda la dirección solo hasta que se ha enviado el recordatorio.",
    ],
  },
  source: {
    subject: "Tickwise: código fuente y extensión de Chrome",
    intro: "Aquí tienes los archivos que pediste en Tickwise, adjuntos a este correo:",
    files: [
      "tickwise-source.zip: el código fuente completo del sitio web.",
      "tickwise-extension.zip: la extensión de Chrome (temporizador, cronómetro, alarma y reloj mundial).",
    ],
    install:
      "Para instalar la extensión: descomprime el zip, abre chrome://extensions, activa el Modo de desarrollador, elige Cargar descomprimida y selecciona la carpeta extraída.",
    site: "Tickwise:",
    footer:
      "Recibes este correo porque esta dirección se escribió en la página de código fuente de Tickwise. Tickwise no la guarda.",
  },
  durationList: { type: "conjunction", style: "long" },
  unsubscribe: "¿No quieres recibir correos de Tickwise? Date de baja:",
};

export default es;
