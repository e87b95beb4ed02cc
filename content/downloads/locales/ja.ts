import type { DownloadsText } from "../text";

/** The download pages, in Japanese. */
const ja: DownloadsText = {
  extension: {
    meta: {
      title: "Chrome 拡張機能：タイマー・ストップウォッチ・アラーム・世界時計 | Tickwise",
      description:
        "Chrome と Edge 向けの無料の Tickwise 拡張機能をダウンロード。プリセット付きタイマー、ラップ付きストップウォッチ、アラーム通知、世界時計を使えます。",
    },
    heading: "Chrome 拡張機能のダウンロード",
    intro:
      "Tickwise のツールをブラウザのツールバーに。タイマー、ストップウォッチ、アラーム、世界時計に、どのページからでもワンクリックでアクセスできます。",
    download: "拡張機能をダウンロード",
    alternative: "別のダウンロード先",
    newTab: "（新しいタブで開きます）",
    version: (version: string) => `バージョン ${version}`,
    compatible: "Chrome と Edge に対応",
    notBuilt: "このサーバーでは拡張機能がまだビルドされていません。",
    featuresHeading: "主な機能",
    features: [
      { title: "タイマー", text: "プリセット付きのカウントダウンタイマー" },
      { title: "ストップウォッチ", text: "ラップ付きの正確な計測" },
      { title: "アラーム", text: "ブラウザ通知" },
      { title: "世界時計", text: "世界の 6 つのタイムゾーン" },
    ],
    installHeading: "インストール方法",
    steps: [
      "上のボタンから拡張機能の zip ファイルをダウンロードします。",
      "zip ファイルをパソコン上のフォルダに展開します。",
      "拡張機能ページを開きます。アドレスバーに chrome://extensions（または edge://extensions）と入力します。",
      "右上のスイッチでデベロッパーモードをオンにします。",
      "「パッケージ化されていない拡張機能を読み込む」をクリックし、展開したフォルダを選択します。",
      "パズルピースのメニューから Tickwise をツールバーに固定すると、いつでもワンクリックで使えます。",
    ],
    back: "タイマーに戻る",
  },
  source: {
    meta: {
      title: "Tickwise のソースコードをダウンロード | Tickwise",
      description:
        "Tickwise の完全なソースコードと Chrome 拡張機能を、メール、Base64 ダウンロード、または zip の直接ダウンロードで入手できます。",
    },
    heading: "ソースコードのダウンロード",
    intro: "Tickwise の完全なソースコードを Chrome 拡張機能と一緒に入手できます。",
    size: (size: string) => `ソースアーカイブ：${size}`,
    emailHeading: "メールで受け取る",
    emailLabel: "メールアドレス",
    emailPlaceholder: "you@example.com",
    send: "ソースコードを送信",
    sending: "メールを送信しています…",
    sentHeading: "メールを送信しました！",
    sentText: (email: string) =>
      `ソースコードと Chrome 拡張機能を ${email} に送信しました。受信トレイ（と迷惑メールフォルダ）を確認してください。`,
    sendAnother: "別のアドレスに送信",
    alternativeHeading: "その他の方法",
    whyEmail:
      "ネットワークによってはファイルの直接ダウンロードがブロックされます。メールが最も確実な受け取り方法です。ほかの 2 つの方法は、ダウンロードが許可されている環境で使えます。",
    base64: "Base64 でダウンロード",
    base64Help: "アーカイブをテキストとして取得し、このページから保存します。",
    downloading: "ダウンロードしています…",
    direct: "直接ダウンロード",
    directHelp: "zip ファイルを新しいタブで開きます。",
    includedHeading: "含まれるもの",
    included: [
      { title: "ウェブアプリ", text: "タイマー、ストップウォッチ、世界時計、アラーム、目標の React Router ページ" },
      { title: "サーバー", text: "Fastify API、メールリマインダー、データベーススキーマ" },
      { title: "共通コア", text: "全体で使うタイマーエンジン、プリセット、タイムゾーン、入力検証" },
      { title: "Chrome 拡張機能", text: "ポップアップと Service Worker を備えた Manifest V3 拡張機能" },
      { title: "コンテンツ", text: "12 言語のテキスト、よくある質問、使い方ガイド" },
      { title: "テスト", text: "ユニットテスト、API テスト、エンドツーエンドテストとそのヘルパー" },
    ],
    notBuilt: "このサーバーではソースアーカイブがまだビルドされていません。",
    back: "タイマーに戻る",
    toast: {
      invalidTitle: "無効なメールアドレス",
      invalidText: "有効なメールアドレスを入力してください",
      failedTitle: "メールを送信できませんでした",
      failedText: "メールを送信できませんでした。もう一度お試しください。",
      sentTitle: "メールを送信しました！",
      sentText: "メールでソースコードと Chrome 拡張機能のファイルを確認してください",
    },
    downloadFailed: "ダウンロードに失敗しました。もう一度お試しください。",
  },
};

export default ja;
