import { icu } from "../../i18n/icu";
import type { GoalsText } from "../text";

const ptBR: GoalsText = {
  heading: "Metas e tarefas",
  intro:
    "Anote o que você quer concluir, escolha quanto tempo vai se concentrar nisso (de 5 minutos a 2 horas) e inicie um timer com um clique.",
  privacy: "Suas metas são privadas: ficam ligadas a um cookie anônimo deste navegador, sem conta.",
  newGoal: "Nova meta",
  closeForm: "Cancelar",
  form: {
    heading: "Criar uma nova meta",
    title: "Título da meta *",
    titlePlaceholder: "ex.: Terminar a proposta do projeto",
    description: "Descrição (opcional)",
    descriptionPlaceholder: "Como você vai saber que está pronta?",
    duration: "Duração",
    required: "* Campo obrigatório",
    submit: "Criar meta",
    submitting: "Criando…",
    titleRequired: "Digite um título para a meta.",
    titleTooLong: (max) =>
      icu(
        "pt-BR",
        "{max, plural, one {O título pode ter no máximo # caractere.} other {O título pode ter no máximo # caracteres.}}",
        { max },
      ),
    descriptionTooLong: (max) =>
      icu(
        "pt-BR",
        "{max, plural, one {A descrição pode ter no máximo # caractere.} other {A descrição pode ter no máximo # caracteres.}}",
        { max },
      ),
  },
  active: (count) => `Metas ativas (${count})`,
  completed: (count) => `Metas concluídas (${count})`,
  loading: "Carregando suas metas…",
  loadFailed: "Não foi possível carregar suas metas.",
  retry: "Tentar de novo",
  emptyActive: "Nenhuma meta ativa ainda. Crie sua primeira meta para começar!",
  emptyCompleted: "Nenhuma meta concluída ainda.",
  card: {
    duration: "Duração",
    startTimer: "Iniciar timer",
    complete: "Concluir",
    markPending: "Marcar como pendente",
    delete: "Excluir",
    completedBadge: "Concluída",
  },
  confirm: {
    title: "Excluir meta",
    text: "Tem certeza de que deseja excluir esta meta?",
    cancel: "Cancelar",
    confirm: "Excluir",
  },
  toast: {
    created: "Meta criada",
    createdText: (title) => `“${title}” foi adicionada às suas metas ativas.`,
    updated: "Meta atualizada",
    completedText: (title) => `“${title}” foi marcada como concluída.`,
    pendingText: (title) => `“${title}” voltou para suas metas ativas.`,
    deleted: "Meta excluída",
    deletedText: (title) => `“${title}” foi excluída.`,
    error: "Erro",
    createFailed: "Não foi possível criar a meta. Tente de novo.",
    limitReached: (max) =>
      icu(
        "pt-BR",
        "{max, plural, one {Você atingiu o limite de # meta. Exclua alguma para adicionar mais.} other {Você atingiu o limite de # metas. Exclua algumas para adicionar mais.}}",
        { max },
      ),
    updateFailed: "Não foi possível atualizar a meta. Tente de novo.",
    deleteFailed: "Não foi possível excluir a meta. Tente de novo.",
  },
};
export default ptBR;
