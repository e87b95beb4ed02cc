import type { ClockText } from "../text";

/** Brazilian Portuguese writes a decimal comma: "1,3 s". */
const dec = (s: string) => String(s).replace(".", ",");

const ptBR: ClockText = {
  toolName: "Hora",
  card: "Hora atual",
  timeLabel: (place) => `Hora atual em ${place}`,
  yourTime: "sua localização",
  yourZone: (zone) => `Seu fuso horário: ${zone}`,
  loading: "Carregando a hora atual…",
  accuracy: {
    measuring: "Conferindo seu relógio com o servidor…",
    failed: "Não foi possível conferir seu relógio com o servidor; mostrando a hora do seu dispositivo.",
    exact: (u) => `Seu relógio está exato (±${dec(u)} s).`,
    ahead: (s, u) => `Seu relógio está ${dec(s)} s adiantado (±${dec(u)} s).`,
    behind: (s, u) => `Seu relógio está ${dec(s)} s atrasado (±${dec(u)} s).`,
    note: "Os relógios desta página compensam isso.",
  },
  selector: {
    label: "Local atual",
    auto: "Meu fuso horário (automático)",
    help: "Escolha um fuso horário para abrir a página dele.",
  },
  popular: { heading: "Fusos horários populares", dayBefore: "ontem", dayAfter: "amanhã", sameDay: "hoje" },
  howItWorks: {
    heading: "Como funciona o relógio mundial",
    steps: [
      "Ao abrir a página, seu navegador cronometra algumas idas e voltas rápidas ao servidor do Tickwise e estima quanto o relógio do seu dispositivo está desviado.",
      "A cada segundo, a hora atual é calculada a partir desse relógio corrigido para o fuso horário escolhido.",
      "Os fusos horários e as regras de horário de verão vêm do banco de dados IANA do seu navegador, então as diferenças estão certas em qualquer data.",
      "Escolha uma cidade em Local atual, ou um cartão em Fusos horários populares, para abrir a página dessa cidade e compartilhá-la.",
    ],
  },
  faqHeading: (title) => `Perguntas frequentes: ${title}`,
  articles: {
    heading: "Artigos relacionados",
    items: [
      { to: "/blog/military-time-24-hour-format", label: "Hora militar e o formato de 24 horas" },
      { to: "/blog/time-in-india-zones-scheduling", label: "A hora na Índia: um fuso e dicas de agendamento" },
      { to: "/blog/australia-time-zones-business", label: "Os fusos horários da Austrália para negócios" },
      { to: "/alarm", label: "Despertador online" },
    ],
  },
  shareHeading: "Compartilhe este relógio",
};
export default ptBR;
