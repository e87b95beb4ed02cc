import type { EventPages } from "../events";

const es: EventPages = {
  "new-year": {
    title: (year) => `Cuenta atrás para Año Nuevo ${year}: días hasta el 1 de enero | Tickwise`,
    description: (date) =>
      `¿Cuánto falta para Año Nuevo? Cuenta atrás en directo hasta la medianoche del ${date}, en tu zona horaria.`,
    intro: "Cuenta atrás en directo hasta la medianoche del 1 de enero, donde estés.",
    faqs: [
      {
        question: "¿Cuándo termina la cuenta atrás de Año Nuevo?",
        answer: "A medianoche del 1 de enero en tu zona horaria: cada visitante cuenta hasta su propia medianoche.",
      },
    ],
  },
  "valentines-day": {
    title: (year) => `Cuenta atrás para San Valentín ${year}: días hasta el 14 de febrero | Tickwise`,
    description: (date) =>
      `¿Cuántos días faltan para San Valentín? Cuenta atrás en directo hasta el ${date}, en tu zona horaria.`,
    intro: "Cuenta atrás en directo hasta el 14 de febrero, donde estés.",
    faqs: [
      {
        question: "¿Cuándo es San Valentín?",
        answer:
          "Cada año el 14 de febrero. La cuenta atrás termina a la medianoche con que empieza ese día, en tu hora.",
      },
    ],
  },
  easter: {
    title: (year) => `Cuenta atrás para Pascua ${year}: días hasta el Domingo de Pascua | Tickwise`,
    description: (date) =>
      `¿Cuánto falta para Pascua? El Domingo de Pascua es el ${date}. Cuenta atrás en directo en tu zona horaria.`,
    intro: "La Pascua cambia cada año: su fecha se calcula con la regla gregoriana de las iglesias occidentales.",
    faqs: [
      {
        question: "¿Cómo se calcula la fecha de Pascua?",
        answer:
          "El Domingo de Pascua es el primer domingo después de la primera luna llena a partir del 21 de marzo, según las tablas de la Iglesia (el cómputo gregoriano). Cae entre el 22 de marzo y el 25 de abril.",
      },
    ],
  },
  halloween: {
    title: (year) => `Cuenta atrás para Halloween ${year}: días hasta el 31 de octubre | Tickwise`,
    description: (date) =>
      `¿Cuántos días faltan para Halloween? Cuenta atrás en directo hasta el ${date}, en tu zona horaria.`,
    intro: "Cuenta atrás en directo hasta el 31 de octubre, donde estés.",
    faqs: [
      {
        question: "¿Cuándo es Halloween?",
        answer:
          "Cada año el 31 de octubre. La cuenta atrás termina a la medianoche con que empieza ese día, en tu hora.",
      },
    ],
  },
  christmas: {
    title: (year) => `Cuenta atrás para Navidad ${year}: días hasta el 25 de diciembre | Tickwise`,
    description: (date) =>
      `¿Cuántos días faltan para Navidad? Cuenta atrás en directo hasta el ${date}, en tu zona horaria.`,
    intro: "Cuenta atrás en directo hasta el 25 de diciembre, donde estés.",
    faqs: [
      {
        question: "¿Cuándo termina la cuenta atrás de Navidad?",
        answer:
          "A la medianoche con que empieza el 25 de diciembre en tu zona horaria. Desde el 26 de diciembre cuenta hasta la Navidad del año siguiente.",
      },
    ],
  },
};

export default es;
