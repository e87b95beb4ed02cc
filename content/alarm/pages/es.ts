import { twelveHour } from "@core/alarm";
import { clock24 } from "../clock-words";
import type { AlarmPages, Faq } from "../pages";

const esPeriod = (time: string) => {
  const h = Number(time.slice(0, 2));
  return h < 12 ? "de la mañana" : h < 20 ? "de la tarde" : "de la noche";
};
/** "7:00 de la mañana", "8:30 de la tarde". */
const esClock = (time: string) => {
  const t = twelveHour(time);
  return `${t.hour}:${t.minutes} ${esPeriod(time)}`;
};

const generalFaqs: Faq[] = [
  {
    question: "¿Sonará la alarma si la pestaña está en segundo plano?",
    answer:
      "Sí, mientras la pestaña siga abierta. La alarma se cronometra contra un instante fijo con un temporizador que funciona en segundo plano, así que suena a su hora aunque la pestaña esté oculta; si la página está oculta también recibes una notificación del sistema (si las permites).",
  },
  {
    question: "¿Puedo poner más de una alarma?",
    answer:
      "Sí. Cada alarma tiene su nombre, su sonido y sus días de repetición, y se puede desactivar sin borrarla. Cuando suena puedes posponerla 5 o 10 minutos o detenerla; una alarma que se repite espera entonces a su próximo día. Tus alarmas sobreviven a una recarga, pero la pestaña debe seguir abierta para que suenen.",
  },
  {
    question: "¿Qué sonido tendrá la alarma?",
    answer:
      "Cada alarma suena con el sonido que elijas al ponerla: 16 sonidos integrados, de Classic Beep a Rooster Crow, o tu propio archivo de audio corto de la página de Ajustes. Una alarma nueva empieza con el sonido elegido en los ajustes.",
  },
  {
    question: "¿Y si el reloj de mi ordenador no está en hora?",
    answer:
      "Tickwise compara el reloj de tu dispositivo con su servidor al abrir la página y hace sonar la alarma según la hora corregida, así que un reloj desviado unos segundos no la adelanta ni la retrasa.",
  },
];

const es: AlarmPages = {
  page(time = "") {
    if (!time) {
      return {
        title: "Despertador online – Alarma gratis con sonido | Tickwise",
        description:
          "Despertador online gratis: elige fecha y hora o una alarma popular, escoge entre 16 sonidos y suena a su hora aunque la pestaña esté en segundo plano.",
        h1: "Despertador online",
        intro:
          "Pon una alarma para cualquier fecha y hora, o elige una de las alarmas populares. Cuenta atrás en el título de la pestaña y suena con tu sonido, a su hora aunque la pestaña esté en segundo plano.",
        faqs: generalFaqs,
      };
    }
    const t = esClock(time);
    const h = clock24(time);
    return {
      title: `Alarma a las ${h} – Despertador para las ${t} | Tickwise`,
      description: `Despertador gratis para las ${t} (${h}): pon la alarma con un clic. Suena con el sonido que elijas, incluso en segundo plano.`,
      h1: `Poner una alarma a las ${h}`,
      intro: `Despiértate o recibe un aviso a las ${t}. La hora ya está puesta abajo: pulsa Poner alarma y mantén abierta la pestaña. Si hoy ya han pasado las ${h}, la alarma se pone para mañana.`,
      faqs: [
        {
          question: `¿Cómo pongo una alarma a las ${h}?`,
          answer: `Esta página ya tiene las ${h} (${t}) puestas como la próxima vez que llegue esa hora. Pulsa Poner alarma, mantén la pestaña abierta y sonará a las ${h} con tu sonido.`,
        },
        {
          question: `¿Y si hoy ya han pasado las ${h}?`,
          answer: `Entonces la alarma se pone para mañana a las ${h}. La cuenta atrás bajo el reloj muestra siempre el tiempo exacto que falta.`,
        },
        ...generalFaqs,
      ],
    };
  },
};

export default es;
