import type { Messages } from "..";

/** Interface text of the shell, in Japanese. */
const ja: Messages = {
  product: "Tickwise",
  skipToContent: "メインコンテンツへスキップ",
  nav: {
    label: "メイン",
    timer: "タイマー",
    stopwatch: "ストップウォッチ",
    pomodoro: "ポモドーロ",
    time: "時刻",
    alarm: "アラーム",
    goals: "目標",
    settings: "設定",
    home: "Tickwise ホーム",
    openMenu: "メニューを開く",
    closeMenu: "メニューを閉じる",
  },
  moreTools: {
    label: "その他のツール",
    timers: "複数タイマー",
    intervalTimer: "インターバルタイマー",
    timeConverter: "時間変換",
    meetingPlanner: "会議プランナー",
    countdown: "カウントダウン",
  },
  footer: {
    label: "フッター",
    blog: "ブログ",
    holidays: "祝日",
    terms: "利用規約",
    privacy: "プライバシーポリシー",
    rights: (year: number) => `© ${year} Tickwise. 無断転載を禁じます。`,
    language: "言語",
  },
  panel: {
    open: "表示設定",
    title: "表示設定",
    lightMode: "ライトモード",
    darkMode: "ダークモード",
    font: "フォント",
    background: "背景色",
    reset: "リセット",
    sound: "アラーム音",
    close: "閉じる",
  },
  toast: { item: "通知", close: "通知を閉じる", region: "通知（{hotkey}）" },
  notFound: {
    title: "404 ページが見つかりません",
    text: "ページをルーターに追加し忘れていませんか？",
    home: "タイマーへ移動",
    description: "このページは Tickwise に存在しません。",
  },
  error: {
    title: "問題が発生しました",
    text: "ページを表示できませんでした。再読み込みしてください。",
  },
  legal: {
    updated: "最終更新日",
    back: "タイマーに戻る",
  },
};

export default ja;
