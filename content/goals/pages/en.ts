import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "Goals & Tasks: focus timers for your goals | Tickwise",
  description:
    "Write down a goal, choose a focus time from 5 minutes to 2 hours and start a countdown for it. Free, private to your browser, no sign-up.",
  breadcrumb: "Goals & Tasks",
};
export default page;
