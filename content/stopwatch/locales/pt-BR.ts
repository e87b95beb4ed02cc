import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const ptBR: StopwatchText = {
  toolName: "Cronômetro",
  card: "Cronômetro",
  display: {
    label: "Tempo decorrido",
    millis: "milissegundos",
    loop: "Progresso nos 10 segundos atuais",
    loopText: (seconds) => icu("pt-BR", "{seconds, number} de 10 segundos", { seconds }),
  },
  controls: {
    start: "Iniciar",
    resume: "Retomar",
    pause: "Pausar",
    lap: "Volta",
    reset: "Zerar",
    fullscreen: "Tela cheia",
    exitFullscreen: "Sair da tela cheia",
    shortcuts: "Teclado: Espaço iniciar/pausar · L volta · R zerar · F tela cheia",
  },
  status: {
    started: "Cronômetro iniciado",
    paused: (time) => `Cronômetro pausado em ${time}`,
    reset: "Cronômetro zerado",
    lap: (n, lapTime) => icu("pt-BR", "Volta {n, number}: {lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "Voltas",
    caption: "Voltas, da mais recente para a mais antiga",
    lap: "Volta",
    lapName: (n) => icu("pt-BR", "Volta {n, number}", { n }),
    lapTime: "Tempo da volta",
    total: "Total",
    fastest: "mais rápida",
    slowest: "mais lenta",
    empty: "Nenhuma volta ainda. Toque em Volta (ou L) com o cronômetro rodando para registrar uma.",
    copyText: "Copiar como texto",
    copyCsv: "Copiar como CSV",
    download: "Baixar CSV",
    copiedText: "Voltas copiadas como texto",
    copiedCsv: "Voltas copiadas como CSV",
    copyFailedTitle: "Não foi possível copiar",
    copyFailedText: "Não foi possível copiar as voltas para a área de transferência",
  },
  presets: {
    heading: "Predefinições",
    intro: "Dê uma meta ao cronômetro: ele avisa com o seu som de alarme a cada sinal e continua rodando.",
    use: "Usar predefinição",
    active: "Ativa",
    clear: "Remover predefinição",
    target: (time) => `Meta ${time}`,
    items: {
      sprint: { name: "Tiro", description: "Um tiro de 100 m no início de cada minuto, 10 rodadas." },
      plank: { name: "Prancha", description: "Segure por 1 minuto, com aviso na metade." },
      hiit: { name: "HIIT", description: "Tabata: 20 s de esforço, 10 s de descanso, 8 rodadas (4 minutos)." },
      cooking: { name: "Cozinha", description: "Avisa aos 10 minutos, com um aviso aos 5." },
      study: { name: "Estudo", description: "Um bloco de foco de 25 minutos, com aviso 5 minutos antes." },
      meeting: { name: "Reunião", description: "30 minutos, com aviso 5 minutos antes para encerrar." },
    },
    panel: "Progresso da predefinição",
    phase: { work: "Esforço", rest: "Descanso", round: "Rodada", running: "Rodando", done: "Meta atingida" },
    roundOf: (round, rounds) => icu("pt-BR", "Rodada {round, number} de {rounds, number}", { round, rounds }),
    nextCue: (time) => `Próximo sinal em ${time}`,
    progress: "Progresso até a meta",
    cue: (kind, name, time, round) =>
      icu(
        "pt-BR",
        "{kind, select, target {{name}: meta atingida em {time}} halfway {{name}: metade, {time}} warning {{name}: faltam 5 minutos} work {{name}: esforço, rodada {round}} rest {{name}: descanso} other {{name}: rodada {round}, vai!}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "Usos do cronômetro", all: "Todos os usos do cronômetro" },
  howTo: {
    heading: "Como usar o cronômetro",
    steps: [
      "Toque em Iniciar (ou Espaço) para começar a cronometrar; os dígitos mostram horas, minutos e segundos, com os milissegundos embaixo.",
      "Toque em Volta (ou L) para registrar uma parcial; o tempo de cada volta e o total aparecem na tabela.",
      "Toque em Pausar (ou Espaço) para parar o relógio e em Retomar para continuar do mesmo tempo.",
      "Toque em Zerar (ou R) para apagar o tempo e as voltas, e F para tela cheia num projetor ou numa TV.",
    ],
    tipsHeading: "Dicas",
  },
  faq: { heading: (h1) => `Perguntas frequentes: ${h1}` },
  articles: {
    heading: "Artigos relacionados",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "Como usar um timer para estudar melhor" },
      {
        to: "/blog/10-creative-ways-countdown-timer-daily-life",
        label: "10 jeitos criativos de usar um timer no dia a dia",
      },
      { to: "/blog/5-minute-timer-productivity-guide", label: "Guia de produtividade com o timer de 5 minutos" },
      { to: "/timer", label: "Timer online" },
    ],
  },
  share: { heading: "Compartilhe este cronômetro" },
};

export default ptBR;
