import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const ptBR: AlarmText = {
  toolName: "Alarme",
  breadcrumb: "Despertador",
  clock: {
    label: "Hora atual",
    countdownLabel: "Tempo até o alarme",
    alarmAt: (when) => `Alarme às ${when}`,
    progress: "Progresso das 24 horas antes do alarme",
    progressText: (percent) => `${percent}% das 24 horas antes do alarme`,
  },
  form: {
    heading: "Definir alarme",
    input: "Data e hora do alarme",
    help: "Escolha uma data e hora no futuro ou um alarme popular abaixo.",
    set: "Definir alarme",
    label: "Nome",
    labelHelp: `Opcional, até ${ALARM_LABEL_MAX} caracteres, por ex. "Academia".`,
    labelTooLong: `O nome pode ter no máximo ${ALARM_LABEL_MAX} caracteres.`,
    linkLabelTooLong: (length) =>
      icu(
        "pt-BR",
        `O nome do link tem {length, plural, one {# caractere} other {# caracteres}}; o máximo é ${ALARM_LABEL_MAX}, então ele não foi usado.`,
        { length },
      ),
    sound: "Som deste alarme",
    repeat: "Repetir em",
    repeatHelp: "Sem dias escolhidos, o alarme toca uma vez. Com dias, ele toca nesse horário em cada um deles.",
    keepOpen: "Mantenha esta aba do navegador aberta: o alarme toca nesta aba.",
    permission: "Permita notificações para ser avisado quando esta aba estiver em segundo plano.",
    notificationsDenied: "As notificações estão bloqueadas: uma aba oculta só pode tocar, sem mostrar notificação.",
    soundBlocked: "O som fica bloqueado até você clicar na página; definir o alarme com um clique o libera.",
  },
  presets: {
    heading: "Alarmes populares",
    title: (time) => `Alarme às ${clock24(time)}`,
    part: { morning: "Manhã", afternoon: "Tarde", evening: "Noite" },
    setFor: (title, when) => `${title}: definido para ${when}`,
  },
  toast: {
    errorTitle: "Erro",
    missing: "Selecione uma data e uma hora para o alarme.",
    past: "Selecione um horário no futuro para o alarme.",
    failed: "Não foi possível definir o alarme",
    setTitle: "Alarme definido",
    setText: (when) => `Alarme definido para ${when}`,
    stoppedTitle: "Alarme parado",
    stoppedText: "O alarme foi cancelado",
    missedTitle: "Alarme perdido",
    missedText: (when) => `O alarme de ${when} passou enquanto a página estava fechada.`,
    full: `Você já tem ${ALARMS_MAX} alarmes: exclua um para adicionar outro.`,
    deletedTitle: "Alarme excluído",
    deletedText: (label) => `${label} foi excluído`,
  },
  notification: { title: (label) => `Alarme! ${label}`, body: (when) => `Seu alarme de ${when} está tocando.` },
  documentTitle: (remaining) => `Alarme - faltam ${remaining}`,
  status: {
    set: (when) => `Alarme definido para ${when}`,
    stopped: "Alarme parado",
    snoozed: (minutes, when) =>
      icu("pt-BR", "Adiado por {minutes, plural, one {# minuto} other {# minutos}}, até {when}", { minutes, when }),
    deleted: "Alarme excluído",
    on: (label) => `${label} ativado`,
    off: (label) => `${label} desativado`,
  },
  unnamed: "Alarme",
  days: { once: "Uma vez", everyDay: "Todos os dias", weekdays: "Dias úteis", weekend: "Fins de semana" },
  list: {
    heading: "Seus alarmes",
    empty: "Nenhum alarme ainda. Defina um acima ou escolha um alarme popular.",
    refused: (count) =>
      icu(
        "pt-BR",
        "{count, plural, one {Não foi possível ler um alarme salvo (danificado ou com nome de mais de 60 caracteres), e ele foi ignorado.} other {Não foi possível ler # alarmes salvos (danificados ou com nomes de mais de 60 caracteres), e eles foram ignorados.}}",
        { count },
      ),
    inMinutes: (minutes) => icu("pt-BR", "em {minutes, plural, other {# min}}", { minutes }),
    inHours: (hours) => icu("pt-BR", "em {hours, plural, other {# h}}", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("pt-BR", "em {hours, plural, other {# h}} {minutes, plural, other {# min}}", { hours, minutes }),
    today: "hoje",
    tomorrow: "amanhã",
    onWeekday: (weekday) => `${weekday}`,
    onDate: (date) => `em ${date}`,
    snoozedUntil: (when) => `Adiado até ${when}`,
    off: "Desativado",
    sound: (name) => `Som: ${name}`,
    switchLabel: (label, time) => `${label} às ${time}`,
    delete: (label, time) => `Excluir ${label} das ${time}`,
    calendar: (label, time) => `Adicionar ${label}, ${time}, à sua agenda (arquivo .ics)`,
  },
  ring: {
    heading: "Tocando agora",
    announce: (label) => `Alarme tocando: ${label}`,
    documentTitle: (label) => `⏰ ${label} - Alarme tocando`,
    snooze: (minutes) => icu("pt-BR", "Adiar {minutes, plural, other {# min}}", { minutes }),
    stop: "Parar",
  },
  steps: {
    heading: "Como usar o despertador",
    items: [
      "Escolha uma data e hora no cartão Definir alarme e, se quiser, um nome, um som e dias de repetição, ou clique em um dos alarmes populares.",
      "Clique em Definir alarme. Ele entra em Seus alarmes com o próximo toque; o relógio grande faz a contagem regressiva até o mais próximo e o título da aba mostra o tempo restante.",
      "Deixe esta aba aberta (pode ficar em segundo plano). No horário definido, o som toca e o alarme aparece com o nome: adie por 5 ou 10 minutos ou pare.",
      "Mudou de ideia? Desative o alarme ou exclua.",
    ],
    tipsHeading: "Dicas",
    tips: [
      "Clique uma vez na página antes de sair dela: os navegadores só permitem som depois de uma interação.",
      "Permita notificações para que uma aba em segundo plano também mostre uma notificação do sistema.",
      "De manhã, escolha um som mais suave, como Gentle Wake ou Sunrise Yoga, nas configurações de exibição.",
      "Para alarmes longos, deixe o aparelho na tomada e impeça que ele entre em repouso: um computador em repouso não toca.",
    ],
  },
  faqHeading: "Perguntas frequentes sobre o despertador",
  articles: {
    heading: "Artigos relacionados",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "Como acordar com um despertador online" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "Nascer do sol, pôr do sol e sua rotina de sono" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 jeitos criativos de usar um timer no dia a dia",
      },
      { to: "/timer", label: "Timer online" },
    ],
  },
};

export default ptBR;
