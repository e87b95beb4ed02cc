import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/pt-BR";

/** Interface text of the timer screen, in Brazilian Portuguese. */
const ptBR: TimerUiText = {
  screenLabel: "Timer de contagem regressiva",
  documentTitle: (hms) => `${hms} – Timer`,
  documentTitleDone: "O tempo acabou! – Timer",

  controls: {
    label: "Controles do timer",
    play: "Iniciar",
    start: "Iniciar",
    pause: "Pausar",
    resume: "Retomar",
    reset: "Zerar",
    startTimer: "Iniciar o timer",
    pauseTimer: "Pausar o timer",
    resumeTimer: "Retomar o timer",
    resetTimer: "Zerar o timer",
    cannotStart: "Defina um tempo maior que zero para começar",
    fullScreen: "Tela cheia",
    exitFullScreen: "Sair da tela cheia",
  },

  display: {
    label: "Tempo restante",
    editLabel: "Editar o tempo",
    editButton: (hms) => `Editar o tempo, atualmente ${hms}`,
    editHelp:
      "Digite segundos, minutos:segundos ou horas:minutos:segundos, por exemplo 90, 7:30 ou 1:15:00. Enter salva, Esc cancela.",
    editLocked: "Pause ou zere o timer para mudar o tempo",
    editInvalid: "Não foi possível ler esse tempo, então o anterior foi mantido.",
    progressLabel: "Progresso",
    progressValue: (percent) => `${Math.round(percent)}% concluído`,
  },

  quickAdd: {
    label: "Adicionar tempo",
    hiddenWhileRunning: "Pause o timer para adicionar tempo",
    items: {
      30: { label: "+30s", ariaLabel: "Adicionar 30 segundos" },
      60: { label: "+1min", ariaLabel: "Adicionar 1 minuto" },
      300: { label: "+5min", ariaLabel: "Adicionar 5 minutos" },
    },
  },

  presets: {
    heading: "Tempos populares",
    select: (label) => `Definir o timer para ${label}`,
    cards: {
      10: { label: "10 s", description: "Contagem rápida" },
      20: { label: "20 s", description: "Lavar as mãos" },
      30: { label: "30 s", description: "Prancha ou alongamento" },
      45: { label: "45 s", description: "Intervalo de treino" },
      60: { label: "1 min", description: "Desafio de um minuto" },
      120: { label: "2 min", description: "Escovar os dentes" },
      180: { label: "3 min", description: "Miojo" },
      240: { label: "4 min", description: "Prensa francesa" },
      300: { label: "5 min", description: "Pausa curta" },
      600: { label: "10 min", description: "Arrumação rápida" },
      900: { label: "15 min", description: "Pausa longa" },
      1200: { label: "20 min", description: "Cochilo rápido" },
      1500: { label: "25 min", description: "Pomodoro" },
      1800: { label: "30 min", description: "Treino" },
      2700: { label: "45 min", description: "Uma aula" },
      3600: { label: "1 hora", description: "Trabalho focado" },
      7200: { label: "2 horas", description: "Simulado" },
      10800: { label: "3 horas", description: "Sessão longa" },
      14400: { label: "4 horas", description: "Meio expediente" },
    },
    relatedTimer: (minutes) =>
      icu("pt-BR", "{minutes, plural, one {Timer de # minuto} other {Timer de # minutos}}", { minutes }),
    articleTitles: {
      "5-minute-timer-productivity-guide": "O timer de 5 minutos: guia de produtividade",
      "25-minute-pomodoro-timer-focus-work": "O timer Pomodoro de 25 minutos para trabalhar com foco",
      "10-creative-ways-countdown-timer-daily-life": "10 jeitos criativos de usar uma contagem regressiva no dia a dia",
      "timer-effective-study-sessions": "Como usar um timer para estudar melhor",
    },
  },
  related: { heading: "Timers relacionados" },
  howTo: { heading: "Como usar", tips: "Dicas" },
  faq: { heading: "Perguntas frequentes" },
  articles: { heading: "Artigos relacionados", readMore: "Ler o artigo" },

  share: {
    heading: "Compartilhar",
    text: "Compartilhe este timer com amigos, colegas ou sua equipe.",
    ...shareWords,
  },

  goal: {
    banner: "Trabalhando na meta",
    duration: (words) => `Duração da meta: ${words}`,
    loaded: "A duração da meta foi carregada: toque em Iniciar quando estiver pronto.",
  },

  email: {
    heading: "Lembrete por e-mail",
    intro: "Receba um e-mail quando o timer terminar, mesmo que você feche esta aba.",
    emailLabel: "Endereço de e-mail",
    emailPlaceholder: "voce@exemplo.com",
    messageLabel: "Mensagem personalizada (opcional)",
    messagePlaceholder: "ex.: Tirar o pão do forno",
    save: "Salvar configurações",
    saveDisabled: "Digite um endereço de e-mail para salvar",
    invalid: "Digite um endereço de e-mail válido.",
    savedTitle: "Configurações de e-mail salvas",
    savedText: "Suas preferências de lembrete por e-mail foram salvas",
    credentialsNote:
      "Os lembretes por e-mail precisam de credenciais de e-mail (um usuário e uma senha de app) configuradas no servidor.",
    notConfigured:
      "Os lembretes por e-mail não estão disponíveis neste site no momento: nenhum servidor de e-mail está configurado.",
    scheduled: (time) => `E-mail de lembrete agendado para ${time}.`,
    cancelled: "O lembrete por e-mail foi cancelado.",
    failed: "Não foi possível agendar o lembrete por e-mail. O timer continua funcionando.",
    privacy: "Seu endereço só fica guardado até o lembrete ser enviado ou cancelado.",
  },

  voice: {
    turnOn: "Ativar comandos de voz",
    turnOff: "Desativar comandos de voz",
    listening: "Ouvindo…",
    off: "Comandos de voz desativados",
    help: "Diga “iniciar”, “pausar”, “zerar timer” ou “timer de 10 minutos”.",
    languageNote: "Os comandos de voz são entendidos em português.",
    heard: (transcript) => `Ouvi: “${transcript}”`,
    error: "O reconhecimento de voz parou. Ative de novo para continuar ouvindo.",
    replies: {
      unmatched: "Desculpe, não entendi esse comando",
      starting: (words) => `Iniciando o timer de ${words}`,
      started: "Iniciando o timer",
      paused: "Timer pausado",
      reset: "Timer zerado",
    },
  },

  completion: {
    timesUp: "O tempo acabou!",
    finished: (words) => `Seu timer de ${words} terminou.`,
    finishedWhileAway: "Seu timer terminou enquanto esta página estava fechada.",
    dismiss: "Fechar",
  },

  notifications: {
    title: "O tempo acabou!",
    body: (words) => `Seu timer de ${words} terminou.`,
    enable: "Ativar notificações",
    why: "Permita as notificações para ser avisado quando um timer terminar em uma aba em segundo plano.",
    denied:
      "As notificações estão bloqueadas, então um timer que terminar em uma aba em segundo plano só pode tocar. Permita-as nas configurações do site no seu navegador.",
    unsupported: "Este navegador não exibe notificações; deixe a aba visível para ver o timer terminar.",
  },

  sound: {
    blocked: "Seu navegador bloqueia o som até você interagir com a página, então o alarme ainda não pode tocar.",
    test: "Testar som",
    testing: "Tocando…",
    works: "O som está ativado.",
    failed: "Não foi possível tocar o som. Verifique se esta aba e o seu dispositivo não estão no mudo.",
    unsupported:
      "Este navegador não reproduz sons, então o timer não pode tocar. Deixe a aba visível para ver quando ele terminar.",
  },

  announcements: {
    started: (words) => `Timer iniciado: ${words}.`,
    paused: (words) => `Timer pausado. Tempo restante: ${words}.`,
    resumed: (words) => `Timer retomado. Tempo restante: ${words}.`,
    reset: "Timer zerado.",
    timeSet: (words) => `Timer definido para ${words}.`,
    timeAdded: (added, total) => `Tempo adicionado: ${added}. Timer definido para ${total}.`,
    halfway: "Você está na metade.",
    fiveMinutesLeft: "Faltam 5 minutos.",
    oneMinuteLeft: "Falta 1 minuto.",
    thirtySecondsLeft: "Faltam 30 segundos.",
    tenSecondsLeft: "Faltam 10 segundos.",
    finished: "O tempo acabou! O timer terminou.",
    restored: (words) => `Seu timer foi restaurado. Tempo restante: ${words}.`,
  },

  shortcuts: {
    heading: "Atalhos de teclado",
    startPause: "Espaço: iniciar ou pausar",
    reset: "R: zerar",
    fullScreen: "F: tela cheia",
  },

  wakeLock: {
    active: "A tela fica ligada enquanto o timer está rodando.",
  },
};

export default ptBR;
