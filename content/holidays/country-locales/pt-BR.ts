import { icu } from "../../i18n/icu";
import type { CountryHolidaysText } from "../country-text";

const ptBR: CountryHolidaysText = {
  title: (country, year) => `Feriados de ${country} ${year} e ${year + 1}: datas e comemorações | Tickwise`,
  description: (country, year, count) =>
    icu(
      "pt-BR",
      "{count, plural, one {# data} other {# datas}} de {country} em {year} e {next}: feriados separados das comemorações, com dia da semana e arquivos de agenda.",
      { count, country, year: String(year), next: String(year + 1) },
    ),
  heading: (country) => `Feriados em ${country}`,
  intro: (country) =>
    `Feriados (dias de folga) e comemorações de ${country} neste ano e no próximo, calculados pela regra de cada data. Feriados regionais não estão listados.`,
  yearHeading: (year) => `${year}`,
  daysOff: "Feriados nacionais e bancários",
  otherDays: "Comemorações e outras datas",
  noneOff: "Nenhum feriado listado para este ano.",
  noneOther: "Nenhuma comemoração listada para este ano.",
  columns: { date: "Data", weekday: "Dia", holiday: "Feriado", type: "Tipo" },
  types: {
    public: "Feriado nacional",
    bank: "Feriado bancário",
    school: "Férias escolares",
    optional: "Ponto facultativo",
    observance: "Comemoração",
  },
  substitute: "(dia substituto)",
  addToCalendar: (year) => `Adicionar ${year} à agenda (.ics)`,
  indexHeading: "Feriados por país",
  indexIntro: (count) =>
    icu(
      "pt-BR",
      "Os feriados e comemorações de {count, plural, one {# país ou território} other {# países e territórios}}.",
      {
        count,
      },
    ),
  back: "Voltar a todos os feriados",
};

export default ptBR;
