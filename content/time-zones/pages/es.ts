import type { TimeZonesPages } from "../pages";

const es: TimeZonesPages = {
  search: {
    title: "Buscar la hora actual de una ciudad | Tickwise",
    description:
      "Busca entre más de 850 ciudades por su nombre y abre la hora local exacta, la zona horaria y los cambios de hora de cada una.",
  },
  converter: {
    breadcrumb: "Conversor de zonas horarias",
    meta: {
      title: "Conversor de zonas horarias – Convierte una hora entre ciudades | Tickwise",
      description:
        "Convierte una fecha y hora de una ciudad a otras 10, con el horario de verano correcto para ese día. Indica las horas saltadas y repetidas. Gratis.",
      h1: "Conversor de zonas horarias",
      intro:
        "Elige una ciudad, una fecha y una hora, y mira el mismo momento en hasta 10 ciudades más. Cada desfase sale de las reglas horarias vigentes en esa fecha.",
    },
    pair: (from, to) => ({
      title: `Convertir hora de ${from} a ${to} | Tickwise`,
      description: `Convierte una hora de ${from} a ${to} en cualquier fecha, con el horario de verano de ambas ciudades, y mira la diferencia horaria de ese día.`,
      h1: `Hora de ${from} a ${to}`,
      intro: `¿Qué hora es en ${to} cuando en ${from} es una hora dada? Elige fecha y hora; la diferencia sigue los cambios de hora de cada ciudad.`,
    }),
    howTo: {
      heading: "Cómo convertir una hora",
      steps: [
        "Escribe la ciudad cuya hora conoces y elígela entre las sugerencias.",
        "Añade hasta 10 ciudades con las que comparar.",
        "Elige la fecha y la hora, y pulsa Convertir.",
        "Copia la dirección de la página para compartir exactamente esta conversión.",
      ],
    },
    faqHeading: "Preguntas frecuentes del conversor",
    faqs: [
      {
        question: "¿Por qué importa la fecha?",
        answer:
          "Muchos lugares cambian la hora en fechas distintas, así que la diferencia entre dos ciudades puede variar una hora (o media) a lo largo del año. El conversor usa las reglas vigentes en la fecha elegida.",
      },
      {
        question: "¿Qué significa «esta hora no existe»?",
        answer:
          "La noche en que se adelantan los relojes se salta una hora local: en Nueva York, las 2:30 no existen el segundo domingo de marzo. El conversor lo indica y muestra el momento al que ya habían pasado los relojes.",
      },
      {
        question: "¿Por qué aparece una hora dos veces?",
        answer:
          "Cuando se atrasan los relojes se repite una hora, así que una hora como la 1:30 ocurre dos veces. El conversor muestra ambos momentos.",
      },
    ],
  },
  planner: {
    breadcrumb: "Planificador de reuniones",
    meta: {
      title: "Planificador de reuniones – Mejor hora entre zonas horarias | Tickwise",
      description:
        "La mejor hora para una reunión entre 2 y 10 ciudades: cuadrícula de 24 horas con el horario laboral, mejores coincidencias primero y archivo de calendario.",
      h1: "Planificador de reuniones",
      intro:
        "Añade las ciudades de los invitados y elige una fecha: el planificador muestra las horas dentro de la jornada de la mayoría, con el horario de verano correcto ese día.",
    },
    howTo: {
      heading: "Cómo planificar una reunión entre zonas horarias",
      steps: [
        "Añade las ciudades de los participantes, la tuya primero.",
        "Elige la fecha: los desfases siguen los cambios de hora de ese día.",
        "Ajusta el horario laboral si tu equipo tiene otro.",
        "Elige una de las mejores horas, o cualquier hora de la cuadrícula, y añádela a tu calendario o comparte el enlace.",
      ],
    },
    faqHeading: "Preguntas frecuentes del planificador",
    faqs: [
      {
        question: "¿Cómo se eligen las mejores horas?",
        answer:
          "Primero las horas en que todas las ciudades están en horario laboral, después las más cercanas al centro de la jornada de todos y, por último, las más tempranas.",
      },
      {
        question: "¿Por qué la cuadrícula tiene 23 o 25 horas?",
        answer:
          "El día en que cambia la hora en la primera ciudad, su día dura una hora menos o más. La cuadrícula sigue el día real.",
      },
    ],
  },
};
export default es;
