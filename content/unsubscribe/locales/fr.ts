import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in French. */
const fr: UnsubscribeText = {
  meta: {
    title: "Se désabonner des e-mails de Tickwise | Tickwise",
    description:
      "Ne recevez plus aucun e-mail de Tickwise à votre adresse : ni rappels de minuteur, ni envois du code source.",
  },
  heading: "Se désabonner des e-mails de Tickwise",
  intro:
    "Tickwise n’enverra plus aucun e-mail à l’adresse associée à ce lien : ni rappels de minuteur, ni envois du code source, pas même ceux déjà programmés.",
  confirm: "Se désabonner",
  confirming: "Désabonnement…",
  done: "Votre désabonnement est confirmé. Tickwise n’écrira plus à cette adresse.",
  invalid: "Ce lien de désabonnement n’est pas valide. Rouvrez le lien de l’e-mail, complet et sans modification.",
  failed: "La demande n’a pas pu aboutir. Veuillez réessayer dans un instant.",
  back: "Retour au minuteur",
};

export default fr;
