import type { TimeZonesPages } from "../pages";

const ptBR: TimeZonesPages = {
  search: {
    title: "Encontre a hora atual de uma cidade | Tickwise",
    description:
      "Busque entre mais de 850 cidades pelo nome e abra a hora local exata, o fuso horário e as datas de horário de verão de cada uma.",
  },
  converter: {
    breadcrumb: "Conversor de fusos horários",
    meta: {
      title: "Conversor de fusos horários – converta horários entre cidades | Tickwise",
      description:
        "Converta data e hora de uma cidade para até 10 outras, com o horário de verão certo para a data. Mostra horas puladas e repetidas. Grátis, sem cadastro.",
      h1: "Conversor de fusos horários",
      intro:
        "Escolha uma cidade, uma data e um horário e veja o mesmo momento em até 10 outras cidades. Cada diferença segue as regras de fuso em vigor nessa data.",
    },
    pair: (from, to) => ({
      title: `Converter horário de ${from} para ${to} | Tickwise`,
      description: `Converta um horário de ${from} para ${to} em qualquer data, com o horário de verão dos dois lugares, e veja a diferença de horário nesse dia.`,
      h1: `Horário de ${from} para ${to}`,
      intro: `Que horas são em ${to} quando é um certo horário em ${from}? Escolha a data e a hora; a diferença segue as datas de horário de verão de cada cidade.`,
    }),
    howTo: {
      heading: "Como converter um horário",
      steps: [
        "Digite a cidade cujo horário você conhece e escolha-a nas sugestões.",
        "Adicione até 10 cidades para comparar.",
        "Escolha a data e a hora e clique em Converter.",
        "Copie o endereço da página para compartilhar exatamente esta conversão.",
      ],
    },
    faqHeading: "Perguntas frequentes sobre o conversor",
    faqs: [
      {
        question: "Por que a data importa?",
        answer:
          "Muitos lugares mudam os relógios para o horário de verão em datas diferentes, então a diferença entre duas cidades pode variar uma hora (ou meia hora) ao longo do ano. O conversor usa as regras em vigor na data escolhida.",
      },
      {
        question: "O que significa “este horário não existe”?",
        answer:
          "Na noite em que os relógios são adiantados, uma hora local é pulada: em Nova York, 2h30 não existe no segundo domingo de março. O conversor avisa e mostra o momento para o qual os relógios já tinham avançado.",
      },
      {
        question: "Por que um horário aparece duas vezes?",
        answer:
          "Quando os relógios são atrasados, uma hora se repete, então um horário como 1h30 acontece duas vezes. O conversor mostra os dois momentos.",
      },
    ],
  },
  planner: {
    breadcrumb: "Planejador de reuniões",
    meta: {
      title: "Planejador de reuniões – melhor horário entre fusos | Tickwise",
      description:
        "Encontre a melhor hora para uma reunião entre 2 e 10 cidades: grade de 24 horas do expediente em qualquer data, melhores opções primeiro e arquivo de agenda.",
      h1: "Planejador de reuniões",
      intro:
        "Adicione as cidades de todos os convidados e escolha uma data: o planejador lista as horas dentro do expediente da maioria, com o horário de verão certo para essa data.",
    },
    howTo: {
      heading: "Como planejar uma reunião entre fusos horários",
      steps: [
        "Adicione as cidades dos participantes, a sua primeiro.",
        "Escolha a data: as diferenças seguem as regras de horário de verão desse dia.",
        "Ajuste o expediente se sua equipe trabalha em outro horário.",
        "Escolha um dos melhores horários, ou qualquer hora da grade, e adicione à sua agenda ou compartilhe o link.",
      ],
    },
    faqHeading: "Perguntas frequentes sobre o planejador",
    faqs: [
      {
        question: "Como os melhores horários são escolhidos?",
        answer:
          "Primeiro as horas em que todas as cidades estão no expediente, depois as mais próximas do meio do expediente de todos e, por fim, as mais cedo.",
      },
      {
        question: "Por que a grade tem 23 ou 25 horas?",
        answer:
          "No dia em que os relógios da primeira cidade mudam, o dia dela fica uma hora mais curto ou mais longo. A grade segue o dia real.",
      },
    ],
  },
};
export default ptBR;
