import type { Language } from "@core/settings";

/** Interface text of the Goals and Tasks screen (docs/product.md, Goals), in English. */
const en = {
  meta: {
    title: "Goals & Tasks: focus timers for your goals | Tickwise",
    description:
      "Write down a goal, choose a focus time from 5 minutes to 2 hours and start a countdown for it. Free, private to your browser, no sign-up.",
  },
  heading: "Goals & Tasks",
  intro:
    "Write down what you want to get done, choose how long to focus on it (5 minutes to 2 hours) and start a timer for it with one click.",
  privacy: "Your goals are private: they are tied to an anonymous cookie in this browser, with no account.",
  newGoal: "New Goal",
  closeForm: "Cancel",
  form: {
    heading: "Create a New Goal",
    title: "Goal Title *",
    titlePlaceholder: "e.g. Finish the project proposal",
    description: "Description (optional)",
    descriptionPlaceholder: "What does done look like?",
    duration: "Duration",
    required: "* Required field",
    submit: "Create Goal",
    submitting: "Creating…",
    titleRequired: "Please enter a goal title.",
    titleTooLong: (max: number) => `The title can be at most ${max} characters long.`,
    descriptionTooLong: (max: number) => `The description can be at most ${max} characters long.`,
  },
  active: (count: number) => `Active Goals (${count})`,
  completed: (count: number) => `Completed Goals (${count})`,
  loading: "Loading your goals…",
  loadFailed: "Your goals could not be loaded.",
  retry: "Try again",
  emptyActive: "No active goals yet. Create your first goal to get started!",
  emptyCompleted: "No completed goals yet.",
  card: {
    duration: "Duration",
    startTimer: "Start Timer",
    complete: "Complete",
    markPending: "Mark as Pending",
    delete: "Delete",
    completedBadge: "Completed",
  },
  confirm: {
    title: "Delete goal",
    text: "Are you sure you want to delete this goal?",
    cancel: "Cancel",
    confirm: "Delete",
  },
  toast: {
    created: "Goal Created",
    createdText: (title: string) => `“${title}” was added to your active goals.`,
    updated: "Goal Updated",
    completedText: (title: string) => `“${title}” is marked as completed.`,
    pendingText: (title: string) => `“${title}” is back in your active goals.`,
    deleted: "Goal Deleted",
    deletedText: (title: string) => `“${title}” was deleted.`,
    error: "Error",
    createFailed: "Failed to create goal. Please try again.",
    limitReached: (max: number) => `You have reached the limit of ${max} goals. Delete some to add more.`,
    updateFailed: "Failed to update goal. Please try again.",
    deleteFailed: "Failed to delete goal. Please try again.",
  },
};

export type GoalsText = typeof en;

/** The same, in Spanish. */
const es: GoalsText = {
  meta: {
    title: "Metas y tareas: temporizadores para tus metas | Tickwise",
    description:
      "Escribe una meta, elige un tiempo de concentración de 5 minutos a 2 horas e inicia una cuenta atrás. Gratis, privado en tu navegador, sin registro.",
  },
  heading: "Metas y tareas",
  intro:
    "Escribe lo que quieres terminar, elige cuánto tiempo concentrarte (de 5 minutos a 2 horas) e inicia un temporizador con un clic.",
  privacy: "Tus metas son privadas: están ligadas a una cookie anónima de este navegador, sin cuenta.",
  newGoal: "Nueva meta",
  closeForm: "Cancelar",
  form: {
    heading: "Crear una meta nueva",
    title: "Título de la meta *",
    titlePlaceholder: "p. ej. Terminar la propuesta del proyecto",
    description: "Descripción (opcional)",
    descriptionPlaceholder: "¿Cómo sabrás que está hecha?",
    duration: "Duración",
    required: "* Campo obligatorio",
    submit: "Crear meta",
    submitting: "Creando…",
    titleRequired: "Escribe un título para la meta.",
    titleTooLong: (max: number) => `El título puede tener como máximo ${max} caracteres.`,
    descriptionTooLong: (max: number) => `La descripción puede tener como máximo ${max} caracteres.`,
  },
  active: (count: number) => `Metas activas (${count})`,
  completed: (count: number) => `Metas completadas (${count})`,
  loading: "Cargando tus metas…",
  loadFailed: "No se pudieron cargar tus metas.",
  retry: "Reintentar",
  emptyActive: "Aún no hay metas activas. ¡Crea tu primera meta para empezar!",
  emptyCompleted: "Aún no hay metas completadas.",
  card: {
    duration: "Duración",
    startTimer: "Iniciar temporizador",
    complete: "Completar",
    markPending: "Marcar como pendiente",
    delete: "Eliminar",
    completedBadge: "Completada",
  },
  confirm: {
    title: "Eliminar meta",
    text: "¿Seguro que quieres eliminar esta meta?",
    cancel: "Cancelar",
    confirm: "Eliminar",
  },
  toast: {
    created: "Meta creada",
    createdText: (title: string) => `«${title}» se añadió a tus metas activas.`,
    updated: "Meta actualizada",
    completedText: (title: string) => `«${title}» está marcada como completada.`,
    pendingText: (title: string) => `«${title}» vuelve a tus metas activas.`,
    deleted: "Meta eliminada",
    deletedText: (title: string) => `«${title}» se eliminó.`,
    error: "Error",
    createFailed: "No se pudo crear la meta. Inténtalo de nuevo.",
    limitReached: (max: number) => `Has llegado al límite de ${max} metas. Borra alguna para añadir más.`,
    updateFailed: "No se pudo actualizar la meta. Inténtalo de nuevo.",
    deleteFailed: "No se pudo eliminar la meta. Inténtalo de nuevo.",
  },
};

export const goalsText: Record<Language, GoalsText> = { en, es };
