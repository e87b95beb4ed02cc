import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in Brazilian Portuguese. */
const ptBR: UnsubscribeText = {
  meta: {
    title: "Cancelar a inscrição nos e-mails do Tickwise | Tickwise",
    description:
      "Pare de receber qualquer e-mail do Tickwise no seu endereço: lembretes do timer e envios do código-fonte.",
  },
  heading: "Cancelar a inscrição nos e-mails do Tickwise",
  intro:
    "O Tickwise não vai mais enviar e-mails para o endereço deste link: nem lembretes do timer, nem o código-fonte, nem mesmo os que já estão programados.",
  confirm: "Cancelar inscrição",
  confirming: "Cancelando inscrição…",
  done: "Sua inscrição foi cancelada. O Tickwise não vai mais enviar e-mails para este endereço.",
  invalid: "Este link de cancelamento não é válido. Abra de novo o link do e-mail, completo e sem alterações.",
  failed: "Não foi possível concluir a solicitação. Tente de novo daqui a pouco.",
  back: "Voltar ao timer",
};

export default ptBR;
