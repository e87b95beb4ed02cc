import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const ptBR: TimersText = {
  meta: {
    title: "Vários timers online – contagens regressivas com nome | Tickwise",
    description:
      "Use vários timers ao mesmo tempo, cada um com nome, cor e som próprios. Ordenados pelo que termina primeiro, mantidos ao recarregar e compartilháveis por link.",
  },
  breadcrumb: "Vários timers",
  h1: "Vários timers",
  intro:
    "Cozinhando três pratos, conduzindo estações numa aula ou encaixando reuniões? Adicione quantos timers com nome precisar; cada um roda, pausa e toca por conta própria.",
  form: {
    heading: "Adicionar um timer",
    label: "Nome",
    labelHelp: "Até 60 caracteres, ex.: Macarrão ou Estação 2.",
    defaultLabel: (n) => `Timer ${n}`,
    duration: "Duração",
    hours: "Horas",
    minutes: "Minutos",
    seconds: "Segundos",
    colour: "Cor",
    sound: "Som",
    add: "Adicionar timer",
    full: (max) => `Você tem ${max} timers, o máximo que esta página guarda. Remova um para adicionar outro.`,
    problems: {
      label: (max) => `O nome pode ter no máximo ${max} caracteres.`,
      duration: "Escolha uma duração entre 1 segundo e 99:59:59.",
      other: "Escolha uma cor e um som nas listas.",
    },
  },
  colours: { blue: "Azul", green: "Verde", amber: "Âmbar", rose: "Rosa", violet: "Violeta", slate: "Cinza" },
  list: {
    heading: "Seus timers",
    empty: "Nenhum timer ainda. Adicione um acima ou abra um link compartilhado.",
    loading: "Carregando seus timers…",
    status: {
      running: "Rodando",
      paused: "Pausado",
      idle: "Pronto",
      ended: "Acabou o tempo!",
      missed: "Terminou enquanto a página estava fechada",
    },
    start: (label) => `Iniciar ${label}`,
    resume: (label) => `Retomar ${label}`,
    pause: (label) => `Pausar ${label}`,
    reset: (label) => `Zerar ${label}`,
    remove: (label) => `Remover ${label}`,
    startText: "Iniciar",
    resumeText: "Retomar",
    pauseText: "Pausar",
    resetText: "Zerar",
    removeText: "Remover",
    progress: (label) => `Progresso de ${label}`,
  },
  announce: {
    ended: (label) => `${label}: acabou o tempo!`,
    added: (label) => `${label} adicionado`,
    removed: (label) => `${label} removido`,
    started: (label) => `${label} iniciado`,
    paused: (label) => `${label} pausado`,
    reset: (label) => `${label} zerado`,
  },
  documentTitle: (time, label) => `${time} ${label} - Vários timers`,
  documentTitleDone: (label) => `Acabou o tempo! ${label} - Vários timers`,
  notification: {
    title: (label) => `${label}: acabou o tempo!`,
    body: (duration) => `Seu timer de ${duration} terminou.`,
  },
  share: {
    heading: "Compartilhe este conjunto",
    help: "O link leva os nomes, durações, cores e sons dos seus timers, mas não se estão rodando. Sem precisar de conta.",
    button: "Criar link de compartilhamento",
    link: "Link de compartilhamento",
    copy: "Copiar link",
    copied: "Link copiado",
    copyFailed: "Não foi possível copiar o link; selecione-o e copie você mesmo.",
  },
  shared: {
    heading: "Um conjunto de timers compartilhado",
    intro: (count) =>
      icu("pt-BR", "{count, plural, one {Este link compartilha # timer.} other {Este link compartilha # timers.}}", {
        count,
      }),
    add: "Adicionar aos meus timers",
    replace: "Substituir meus timers",
    replaceConfirm: "Substituir todos os seus timers por este conjunto? Os timers rodando serão removidos.",
    replaceTitle: "Substituir seus timers?",
    cancel: "Cancelar",
    replaceButton: "Substituir",
    dismiss: "Dispensar",
    added: (count) =>
      icu("pt-BR", "{count, plural, one {# timer adicionado.} other {# timers adicionados.}}", { count }),
    replaced: (count) =>
      icu(
        "pt-BR",
        "{count, plural, one {Seus timers foram substituídos por # timer.} other {Seus timers foram substituídos por # timers.}}",
        { count },
      ),
    tooManyToAdd: (max) => `Com estes você passaria de ${max} timers. Remova alguns antes ou substitua seus timers.`,
    problemHeading: "Não dá para abrir este link compartilhado",
    problems: {
      malformed: "O link está danificado ou incompleto. Peça o link de novo ou monte seu próprio conjunto abaixo.",
      empty: "O link não contém timers.",
      tooMany: (max) => `O link contém mais de ${max} timers, o máximo que um link pode compartilhar.`,
      label: (n, max) => `O timer ${n} do link tem um nome vazio ou com mais de ${max} caracteres.`,
      duration: (n) => `O timer ${n} do link tem uma duração fora do intervalo de 1 segundo a 99:59:59.`,
    },
  },
  howTo: {
    heading: "Como usar vários timers",
    steps: [
      "Digite um nome, defina horas, minutos e segundos e escolha uma cor e um som.",
      "Toque em Adicionar timer. Repita para cada prato, estação ou tarefa.",
      "Inicie cada timer quando precisar; pause, zere ou remova com os botões dele.",
      "A lista mostra no topo o timer que termina primeiro. Cada um toca com seu próprio som.",
      "Crie um link de compartilhamento para enviar o mesmo conjunto a outra pessoa ou abri-lo em outro dispositivo.",
    ],
    tipsHeading: "Dicas",
    tips: [
      "Dê a cada timer um som diferente: assim você sabe qual tocou sem olhar.",
      "Deixe a aba aberta, mesmo em segundo plano: os timers terminam na hora certa e mostram uma notificação se você permitir.",
      "Se quiser, abra a página em duas abas: elas mostram os mesmos timers e cada timer toca uma só vez.",
    ],
  },
  faq: {
    heading: "Perguntas frequentes",
    items: [
      {
        question: "Quantos timers posso usar ao mesmo tempo?",
        answer:
          "Até 50 neste dispositivo, todos rodando juntos se você quiser. Um link compartilhado leva até 20 timers.",
      },
      {
        question: "Meus timers continuam se eu recarregar ou fechar a página?",
        answer:
          "Sim. Cada timer guarda o horário de término no seu navegador, então ao recarregar ele já mostra o tempo certo. Um timer que terminou com a página fechada avisa isso em vez de tocar atrasado.",
      },
      {
        question: "Um timer vai tocar duas vezes se a página estiver aberta em duas abas?",
        answer:
          "Não. As abas compartilham os mesmos timers e combinam qual delas toca, então cada timer toca uma vez e as duas abas mostram que ele terminou.",
      },
      {
        question: "O que um link de compartilhamento contém?",
        answer:
          "Apenas o nome, a duração, a cor e o som de cada timer, dentro do próprio link. Nada fica salvo no nosso servidor e não é preciso ter conta.",
      },
      {
        question: "Os timers são exatos numa aba em segundo plano?",
        answer:
          "Sim. Cada timer conta até um horário de término fixo em vez de contar ticks, então uma aba desacelerada ou congelada acerta assim que volta a rodar e toca no horário de término.",
      },
    ],
  },
  related: {
    heading: "Outras ferramentas de tempo",
    items: [
      { to: "/timer", label: "Timer único" },
      { to: "/stopwatch", label: "Cronômetro com voltas" },
      { to: "/alarm", label: "Despertador" },
      { to: "/goals", label: "Metas com timer" },
    ],
  },
};

export default ptBR;
