import { icu } from "../../i18n/icu";
import type { ClockPagesText } from "../pages";

const ptBR: ClockPagesText = {
  breadcrumb: "Relógio mundial",
  world: {
    title: "Relógio mundial – hora local atual em mais de 40 cidades | Tickwise",
    description:
      "Que horas são? Sua hora local exata, conferida com nosso servidor, e a hora atual em mais de 40 cidades do mundo, com o horário de verão sempre certo.",
    h1: "Relógio mundial: hora local atual",
    intro:
      "Sua hora local exata, corrigida com o servidor do Tickwise, e a hora atual em mais de 40 cidades: Nova York, Londres, Tóquio, Sydney, Los Angeles, Dubai e outras.",
    locationTitle: "Relógio mundial",
  },
  generalFaqs: [
    {
      question: "Qual é a precisão da hora mostrada?",
      answer:
        "O Tickwise compara o relógio do seu dispositivo com o do servidor em algumas idas e voltas rápidas, mostra quanto ele está desviado e corrige. A hora vem então do banco de dados de fusos horários IANA do seu navegador, então as mudanças de horário de verão estão sempre certas.",
    },
    {
      question: "Por que o relógio do meu computador é diferente desta página?",
      answer:
        "Relógios de dispositivos desviam alguns segundos por semana se não sincronizam com um servidor de hora. A linha abaixo do relógio mostra quanto seu dispositivo está adiantado ou atrasado; ativar o ajuste automático de hora nas configurações do sistema resolve.",
    },
    {
      question: "O relógio mundial considera o horário de verão?",
      answer:
        "Sim. As horas e os fusos UTC vêm do banco de dados IANA pelo seu navegador, então cada cidade entra e sai do horário de verão na data certa, todos os anos.",
    },
  ],
  hourUnit: "long",
  list: { separator: ", ", pattern: "{head} e {last}", datePattern: "{head} e em {last}" },
  location: {
    title: (city, country) => `Hora atual em ${city}, ${country} | Tickwise`,
    description: (city, country, zone, offset) =>
      `Que horas são em ${city}, ${country}? A hora local exata (${zone}, ${offset}), ao segundo e com horário de verão incluído.`,
    h1: (city) => `Hora atual em ${city}`,
    intro: (city, country, zone) =>
      `A hora exata em ${city} (${country}), atualizada a cada segundo e corrigida pelo relógio do seu dispositivo. ${city} usa o fuso horário ${zone}.`,
    locationTitle: (city) => `Hora em ${city}`,
    zoneWords: "fuso horário IANA",
    zoneQuestion: (city) => `Em que fuso horário fica ${city}?`,
    zoneFixed: (city, country, zone, offset) =>
      `${city} (${country}) usa o fuso horário ${zone}, que é ${offset} o ano todo.`,
    zoneDst: (city, country, zone, standard, daylight) =>
      `${city} (${country}) usa o fuso horário ${zone}: ${standard} no horário padrão e ${daylight} no horário de verão.`,
    dstQuestion: (city) => `${city} tem horário de verão?`,
    dstYes: (city, year, forward, back) =>
      `Sim. Em ${year}, os relógios de ${city} adiantam uma hora em ${forward} e voltam em ${back}.`,
    dstOther: (city, dates, year) => `A diferença de ${city} muda em ${dates} de ${year}.`,
    dstNo: (city, offset) => `Não. ${city} fica em ${offset} o ano todo, então seus relógios nunca mudam no verão.`,
    diffQuestion: (city, other) => `Qual é a diferença de horário entre ${city} e ${other}?`,
    same: (other) => `tem a mesma hora que ${other}`,
    ahead: (hours, other) => `está ${hours} à frente de ${other}`,
    behind: (hours, other) => `está ${hours} atrás de ${other}`,
    period: (from, to) => `de ${from} a ${to}`,
    during: (difference, periods) => `${difference} ${periods}`,
    allYear: (city, difference) => `${city} ${difference} o ano todo.`,
    mostly: (city, difference, year, exceptions) =>
      `${city} ${difference} durante a maior parte de ${year}, e ${exceptions}, porque os dois lugares mudam os relógios em datas diferentes (ou só um deles muda).`,
    sameZoneQuestion: (city) => `Quais outras cidades têm a mesma hora que ${city}?`,
    sameZoneAnswer: (cities, count, zone, city) =>
      icu(
        "pt-BR",
        "{count, plural, one {{cities} compartilha o fuso horário {zone} com {city}, então os relógios mostram sempre a mesma hora.} other {{cities} compartilham o fuso horário {zone} com {city}, então os relógios mostram sempre a mesma hora.}}",
        { cities, count, zone, city },
      ),
  },
};
export default ptBR;
