import { icu } from "../../i18n/icu";
import type { GoalsText } from "../text";

const es: GoalsText = {
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
    titleTooLong: (max) =>
      icu(
        "es",
        "{max, plural, one {El título puede tener como máximo # carácter.} other {El título puede tener como máximo # caracteres.}}",
        { max },
      ),
    descriptionTooLong: (max) =>
      icu(
        "es",
        "{max, plural, one {La descripción puede tener como máximo # carácter.} other {La descripción puede tener como máximo # caracteres.}}",
        { max },
      ),
  },
  active: (count) => `Metas activas (${count})`,
  completed: (count) => `Metas completadas (${count})`,
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
    createdText: (title) => `«${title}» se añadió a tus metas activas.`,
    updated: "Meta actualizada",
    completedText: (title) => `«${title}» está marcada como completada.`,
    pendingText: (title) => `«${title}» vuelve a tus metas activas.`,
    deleted: "Meta eliminada",
    deletedText: (title) => `«${title}» se eliminó.`,
    error: "Error",
    createFailed: "No se pudo crear la meta. Inténtalo de nuevo.",
    limitReached: (max) =>
      icu(
        "es",
        "{max, plural, one {Has llegado al límite de # meta. Borra alguna para añadir más.} other {Has llegado al límite de # metas. Borra alguna para añadir más.}}",
        { max },
      ),
    updateFailed: "No se pudo actualizar la meta. Inténtalo de nuevo.",
    deleteFailed: "No se pudo eliminar la meta. Inténtalo de nuevo.",
  },
};
export default es;
