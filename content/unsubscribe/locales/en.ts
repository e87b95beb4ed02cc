/** The page every Tickwise email links to for unsubscribing (decision 028), in English. */
const en = {
  meta: {
    title: "Unsubscribe from Tickwise emails | Tickwise",
    description: "Stop every email from Tickwise to your address: timer reminders and source-code emails.",
  },
  heading: "Unsubscribe from Tickwise emails",
  intro:
    "Tickwise will send no more emails to the address this link came with: no timer reminders, no source-code emails, not even ones already scheduled.",
  confirm: "Unsubscribe",
  confirming: "Unsubscribing…",
  done: "You are unsubscribed. Tickwise will not email this address again.",
  invalid: "This unsubscribe link is not valid. Open the link from the email again, complete and unchanged.",
  failed: "The request could not be completed. Please try again in a moment.",
  back: "Back to Timer",
};

export default en;
