import type { EventPages } from "../events";

const ptBR: EventPages = {
  "new-year": {
    title: (year) => `Contagem regressiva para o Ano-Novo ${year}: dias até 1º de janeiro | Tickwise`,
    description: (date) =>
      `Quanto falta para o Ano-Novo? Contagem regressiva ao vivo até a meia-noite de ${date}, no seu fuso horário, em dias, horas, minutos e segundos.`,
    intro: "Contagem regressiva ao vivo até a meia-noite de 1º de janeiro, onde você estiver.",
    faqs: [
      {
        question: "Quando termina a contagem para o Ano-Novo?",
        answer: "À meia-noite de 1º de janeiro no seu fuso horário: cada visitante conta até a própria meia-noite.",
      },
    ],
  },
  "valentines-day": {
    title: (year) => `Contagem regressiva para o Dia de São Valentim ${year}: dias até 14 de fevereiro | Tickwise`,
    description: (date) =>
      `Quantos dias faltam para o Dia de São Valentim? Contagem regressiva ao vivo até ${date}, no seu fuso horário.`,
    intro: "Contagem regressiva ao vivo até 14 de fevereiro, onde você estiver.",
    faqs: [
      {
        question: "Quando é o Dia de São Valentim?",
        answer: "Todo ano em 14 de fevereiro. A contagem termina à meia-noite do início desse dia, no seu horário.",
      },
    ],
  },
  easter: {
    title: (year) => `Contagem regressiva para a Páscoa ${year}: dias até o Domingo de Páscoa | Tickwise`,
    description: (date) =>
      `Quanto falta para a Páscoa? O Domingo de Páscoa é em ${date}. Contagem regressiva ao vivo no seu fuso horário.`,
    intro: "A Páscoa muda todo ano: a data é calculada pela regra gregoriana usada pelas igrejas ocidentais.",
    faqs: [
      {
        question: "Como é calculada a data da Páscoa?",
        answer:
          "O Domingo de Páscoa é o primeiro domingo depois da primeira lua cheia a partir de 21 de março, pelas tabelas da Igreja (o cômputo gregoriano). Cai entre 22 de março e 25 de abril.",
      },
    ],
  },
  halloween: {
    title: (year) => `Contagem regressiva para o Halloween ${year}: dias até 31 de outubro | Tickwise`,
    description: (date) =>
      `Quantos dias faltam para o Halloween? Contagem regressiva ao vivo até ${date}, no seu fuso horário.`,
    intro: "Contagem regressiva ao vivo até 31 de outubro, onde você estiver.",
    faqs: [
      {
        question: "Quando é o Halloween?",
        answer: "Todo ano em 31 de outubro. A contagem termina à meia-noite do início desse dia, no seu horário.",
      },
    ],
  },
  christmas: {
    title: (year) => `Contagem regressiva para o Natal ${year}: dias até 25 de dezembro | Tickwise`,
    description: (date) =>
      `Quantos dias faltam para o Natal? Contagem regressiva ao vivo até ${date}, no seu fuso horário.`,
    intro: "Contagem regressiva ao vivo até 25 de dezembro, onde você estiver.",
    faqs: [
      {
        question: "Quando termina a contagem para o Natal?",
        answer:
          "À meia-noite do início de 25 de dezembro no seu fuso horário. A partir de 26 de dezembro, ela conta até o Natal do ano seguinte.",
      },
    ],
  },
};

export default ptBR;
