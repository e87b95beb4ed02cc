import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in Japanese. */
const ja: UnsubscribeText = {
  meta: {
    title: "Tickwise からのメールの配信停止 | Tickwise",
    description:
      "Tickwise からあなたのアドレスへのメール（タイマーのリマインダーとソースコードのメール）をすべて停止します。",
  },
  heading: "Tickwise からのメールの配信停止",
  intro:
    "このリンクのアドレスには、今後 Tickwise からメールを送信しません。タイマーのリマインダーもソースコードのメールも、すでに予約済みのものも送信されません。",
  confirm: "配信を停止",
  confirming: "配信を停止しています…",
  done: "配信を停止しました。Tickwise からこのアドレスにメールが届くことはありません。",
  invalid: "この配信停止リンクは無効です。メール内のリンクを、変更せずにそのまま開き直してください。",
  failed: "リクエストを完了できませんでした。しばらくしてからもう一度お試しください。",
  back: "タイマーに戻る",
};

export default ja;
