import { icu } from "../../i18n/icu";
import type { GoalsText } from "../text";

const en: GoalsText = {
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
    titleTooLong: (max) =>
      icu(
        "en",
        "{max, plural, one {The title can be at most # character long.} other {The title can be at most # characters long.}}",
        { max },
      ),
    descriptionTooLong: (max) =>
      icu(
        "en",
        "{max, plural, one {The description can be at most # character long.} other {The description can be at most # characters long.}}",
        { max },
      ),
  },
  active: (count) => `Active Goals (${count})`,
  completed: (count) => `Completed Goals (${count})`,
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
    createdText: (title) => `“${title}” was added to your active goals.`,
    updated: "Goal Updated",
    completedText: (title) => `“${title}” is marked as completed.`,
    pendingText: (title) => `“${title}” is back in your active goals.`,
    deleted: "Goal Deleted",
    deletedText: (title) => `“${title}” was deleted.`,
    error: "Error",
    createFailed: "Failed to create goal. Please try again.",
    limitReached: (max) =>
      icu(
        "en",
        "{max, plural, one {You have reached the limit of # goal. Delete some to add more.} other {You have reached the limit of # goals. Delete some to add more.}}",
        { max },
      ),
    updateFailed: "Failed to update goal. Please try again.",
    deleteFailed: "Failed to delete goal. Please try again.",
  },
};
export default en;
