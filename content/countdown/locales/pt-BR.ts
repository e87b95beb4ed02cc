import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

const ptBR: CountdownText = {
  toolName: "Contagem regressiva",
  breadcrumb: "Contagem regressiva",
  meta: {
    title: "Contagem regressiva para qualquer data e hora, em qualquer fuso | Tickwise",
    description:
      "Crie grátis uma contagem regressiva para qualquer momento: escolha data, hora, fuso horário e título e compartilhe o link. Horário de verão sempre certo.",
  },
  heading: "Contagem regressiva para qualquer momento",
  intro:
    "Escolha uma data, uma hora e o fuso horário onde o momento acontece, dê um título e compartilhe o link: todos veem o mesmo momento em dias, horas, minutos e segundos.",
  momentTitle: (title) => title || "Sua contagem regressiva",
  form: {
    heading: "Criar contagem regressiva",
    date: "Data",
    time: "Hora",
    zone: "Fuso horário",
    zoneHelp: "O fuso onde o momento acontece, por ex. America/Sao_Paulo.",
    title: "Título (opcional)",
    submit: "Iniciar contagem",
  },
  problems: {
    to: "Não foi possível ler essa data e hora. Use o formulário ou um link como /countdown?to=2027-01-01T00:00&tz=America/Sao_Paulo.",
    tz: "Esse fuso horário é desconhecido. Use um nome IANA como America/Sao_Paulo ou Europe/Lisbon.",
    year: "As contagens vão de 1970 a 2200: escolha um ano nesse intervalo.",
    title: "Esse título é longo demais: no máximo 120 caracteres.",
  },
  problemHeading: "Não é possível mostrar esta contagem regressiva",
  words: (w) =>
    icu("pt-BR", "{title}, {date} às {time} em {place} — {days, plural, one {# dia} other {# dias}}", momentValues(w)),
  gap: (asked, shown) =>
    `${asked} não existe nesse dia: os relógios são adiantados, então a contagem mira em ${shown}.`,
  overlap: (time) =>
    `${time} acontece duas vezes nessa noite, pois os relógios são atrasados: a contagem mira na primeira.`,
  countdownLabel: (title) => `Tempo restante até ${title}`,
  units: { days: "dias", hours: "horas", minutes: "minutos", seconds: "segundos" },
  reached: (title) => `${title}: chegou a hora!`,
  oneMinute: (title) => `Falta um minuto para ${title}.`,
  addToCalendar: "Adicionar à agenda (.ics)",
  copyLink: "Copiar link",
  events: { heading: "Contagens regressivas para as grandes datas do ano" },
  eventNames: {
    "new-year": "Ano-Novo",
    "valentines-day": "Dia de São Valentim",
    easter: "Domingo de Páscoa",
    halloween: "Halloween",
    christmas: "Natal",
  },
  howTo: {
    heading: "Como criar uma contagem regressiva",
    steps: [
      "Escolha a data e a hora do momento.",
      "Escolha o fuso horário onde ele acontece: um lançamento em Nova York, um casamento em Madri.",
      "Dê um título e clique em Iniciar contagem: o endereço da página agora guarda sua contagem regressiva.",
      "Compartilhe o link ou adicione o momento à sua agenda. Todos veem o mesmo momento no próprio horário.",
    ],
  },
  faqHeading: "Perguntas sobre a contagem regressiva",
  faqs: [
    {
      question: "O horário de verão é levado em conta?",
      answer:
        "Sim. O momento é calculado com as regras do fuso horário para aquela data exata, não com a diferença de hoje: uma contagem para uma data de verão em Londres vai até o horário de verão britânico.",
    },
    {
      question: "E se meu horário não existir ou acontecer duas vezes?",
      answer:
        "Quando os relógios são adiantados, um horário dentro da hora pulada avança o mesmo tanto (02:30 vira 03:30). Quando são atrasados, um horário que acontece duas vezes indica o primeiro. Os apps de agenda leem o arquivo .ics do mesmo jeito.",
    },
    {
      question: "A contagem continua numa aba em segundo plano?",
      answer:
        "Sim. O tempo restante é calculado a partir do momento final e do relógio a cada exibição, então está certo assim que você volta.",
    },
    {
      question: "Posso compartilhar minha contagem regressiva?",
      answer:
        "Sim: a data, a hora, o fuso e o título ficam no endereço da página. Copie o link ou use os botões de compartilhar; nada é salvo no nosso servidor.",
    },
  ],
  shareHeading: "Compartilhe esta contagem regressiva",
  eventNote: "A contagem termina à meia-noite do início do dia, no seu próprio fuso horário.",
  today: (name) => `${name} é hoje!`,
};

export default ptBR;
