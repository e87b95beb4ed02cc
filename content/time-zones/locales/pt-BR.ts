import { icu } from "../../i18n/icu";
import type { TimeZonesText } from "../text";

const problems = {
  date: "Essa data não existe no calendário (use AAAA-MM-DD); a data de hoje é mostrada no lugar.",
  time: "Esse horário não é válido (use HH:MM, 24 horas); a hora atual é mostrada no lugar.",
  city: "Uma cidade do link não era válida e foi deixada de fora.",
  hours: "O expediente precisa começar antes de terminar (0–24); 08:00–18:00 é usado no lugar.",
  slot: "A hora escolhida não era válida e foi deixada de fora.",
  title: "O título da reunião deve ter de 1 a 120 caracteres; o título padrão é usado.",
  tooManyCities: "No máximo 10 cidades são comparadas; as demais foram deixadas de fora.",
};

const ptBR: TimeZonesText = {
  citySearch: {
    label: "Encontrar uma cidade",
    placeholder: "Digite uma cidade, ex.: Lagos",
    submit: "Buscar",
    help: "Mais de 850 cidades com 500.000 habitantes ou mais, e todos os fusos horários IANA. Use as setas para escolher uma sugestão.",
    count: (n) => icu("pt-BR", "{n, plural, one {# cidade encontrada} other {# cidades encontradas}}", { n }),
    none: "Nenhuma cidade encontrada",
    failed: "As sugestões não estão disponíveis; clique em Buscar.",
    page: {
      h1: "Encontrar uma cidade",
      results: (q) => `Cidades que correspondem a “${q}”`,
      empty: (q) => `Nenhuma cidade corresponde a “${q}”. Tente outra grafia ou uma cidade grande próxima.`,
      prompt: "Digite o nome de uma cidade para ver a hora atual dela.",
    },
  },
  converter: {
    form: {
      legend: "Horário a converter",
      from: "Cidade",
      to: (n) => `Outra cidade ${n}`,
      toHelp: "Digite o nome ou o identificador de uma cidade (ex.: tokyo). Deixe um campo vazio para removê-lo.",
      date: "Data",
      time: "Hora",
      submit: "Converter",
    },
    swap: "Trocar cidades",
    now: "Agora",
    resultsHeading: "O mesmo momento em outras cidades",
    columns: { city: "Cidade", time: "Hora", date: "Data", offset: "Fuso UTC" },
    dayBefore: "dia anterior",
    dayAfter: "dia seguinte",
    gap: (time, date, city, shown) =>
      `${time} não existe em ${date} em ${city}: os relógios pulam esse horário. Os horários abaixo são para ${shown}, quando os relógios já tinham avançado.`,
    overlap: (time, date, city) =>
      `${time} acontece duas vezes em ${date} em ${city}: os relógios voltam. Os dois momentos aparecem abaixo.`,
    earlier: "Primeira vez",
    later: "Segunda vez",
    pickCity: "Escolha uma cidade para começar.",
    problems,
    unknownCities: (slugs) => `Cidade desconhecida deixada de fora: ${slugs}.`,
    popularHeading: "Conversões populares",
    shareHeading: "Compartilhe esta conversão",
  },
  planner: {
    form: {
      legend: "Cidades e data",
      city: (n) => `Cidade ${n}`,
      cityHelp: "De 2 a 10 cidades. O dia da primeira cidade define as horas da grade.",
      date: "Data",
      start: "Início do expediente (hora)",
      end: "Fim do expediente (hora)",
      title: "Título da reunião",
      submit: "Planejar",
    },
    needCities: "Adicione pelo menos duas cidades para comparar.",
    bestHeading: "Melhores horários para a reunião",
    bestNone: "Nenhuma hora cai no expediente de ninguém.",
    everyone: "todos no expediente",
    some: (n, total) => icu("pt-BR", "{total, plural, other {{n} de # no expediente}}", { n, total }),
    gridHeading: "O dia inteiro, hora a hora",
    gridCaption: (city, date) =>
      `Horas de ${date} em ${city} e o mesmo momento em cada cidade. ✓ expediente, ☾ fora dele.`,
    slotColumn: "Escolher",
    working: "expediente",
    off: "fora do expediente",
    legend: "✓ dentro do expediente · ☾ fora do expediente",
    chosenHeading: "Horário escolhido",
    addToCalendar: "Adicionar à agenda (.ics)",
    minutes: "60 minutos",
    defaultTitle: "Reunião",
    problems,
    unknownCities: (slugs) => `Cidade desconhecida deixada de fora: ${slugs}.`,
    shareHeading: "Compartilhe este plano",
  },
};
export default ptBR;
