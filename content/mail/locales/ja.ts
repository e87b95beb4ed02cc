import type { MailText } from "../text";

/** Tickwise's emails, in Japanese. */
const ja: MailText = {
  reminder: {
    subject: (d) => `Tickwise：${d}のタイマーが終了しました`,
    finished: (d) => `時間になりました！${d}のタイマーが終了しました。`,
    note: "メモ：",
    again: "もう一度タイマーを開始：",
    footer: [
      "このメールは、Tickwise のタイマーがメールリマインダー用にこのアドレスで開始されたため送信されています。",
      "Tickwise はリマインダーの送信が終わるまでの間だけアドレスを保持します。",
    ],
  },
  source: {
    subject: "Tickwise：ソースコードと Chrome 拡張機能",
    intro: "Tickwise でリクエストされたファイルをこのメールに添付しました：",
    files: [
      "tickwise-source.zip：ウェブサイトの完全なソースコード。",
      "tickwise-extension.zip：Chrome 拡張機能（タイマー、ストップウォッチ、アラーム、世界時計）。",
    ],
    install:
      "拡張機能のインストール方法：zip を展開し、chrome://extensions を開いてデベロッパーモードをオンにし、「パッケージ化されていない拡張機能を読み込む」を選んで展開したフォルダを選択します。",
    site: "Tickwise：",
    footer:
      "このメールは、Tickwise のソースコードページでこのアドレスが入力されたため送信されています。Tickwise はこのアドレスを保存しません。",
  },
  durationList: { type: "unit", style: "long" },
  unsubscribe: "Tickwise からのメールが不要な場合は、配信を停止できます：",
};

export default ja;
