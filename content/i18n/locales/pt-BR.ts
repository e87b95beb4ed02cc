import type { Messages } from "..";

/** Interface text of the shell, in Brazilian Portuguese. */
const ptBR: Messages = {
  product: "Tickwise",
  skipToContent: "Pular para o conteúdo principal",
  nav: {
    label: "Principal",
    timer: "Timer",
    stopwatch: "Cronômetro",
    pomodoro: "Pomodoro",
    time: "Hora",
    alarm: "Alarme",
    goals: "Metas",
    settings: "Configurações",
    home: "Página inicial do Tickwise",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
  },
  moreTools: {
    label: "Mais ferramentas",
    timers: "Vários timers",
    intervalTimer: "Timer de intervalos",
    timeConverter: "Conversor de horário",
    meetingPlanner: "Planejador de reuniões",
    countdown: "Contagem regressiva",
  },
  footer: {
    label: "Rodapé",
    blog: "Blog",
    holidays: "Feriados",
    terms: "Termos e Condições",
    privacy: "Política de Privacidade",
    rights: (year: number) => `© ${year} Tickwise. Todos os direitos reservados.`,
    language: "Idioma",
  },
  panel: {
    open: "Configurações de exibição",
    title: "Configurações de exibição",
    lightMode: "Modo claro",
    darkMode: "Modo escuro",
    font: "Fonte",
    background: "Cor de fundo",
    reset: "Redefinir",
    sound: "Som do alarme",
    close: "Fechar",
  },
  toast: { item: "Notificação", close: "Fechar notificação", region: "Notificações ({hotkey})" },
  notFound: {
    title: "404 Página não encontrada",
    text: "Você esqueceu de adicionar a página ao roteador?",
    home: "Ir para o timer",
    description: "Esta página não existe no Tickwise.",
  },
  error: {
    title: "Algo deu errado",
    text: "Não foi possível exibir a página. Recarregue-a.",
  },
  legal: {
    updated: "Última atualização",
    back: "Voltar ao timer",
  },
};

export default ptBR;
