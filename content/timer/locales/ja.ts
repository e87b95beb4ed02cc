import { icu } from "@content/i18n/icu";
import type { TimerUiText } from "../ui";
import shareWords from "../../share/locales/ja";

/** Interface text of the timer screen, in Japanese. */
const ja: TimerUiText = {
  screenLabel: "カウントダウンタイマー",
  documentTitle: (hms) => `${hms} - タイマー`,
  documentTitleDone: "時間です！ - タイマー",

  controls: {
    label: "タイマーの操作",
    play: "スタート",
    start: "スタート",
    pause: "一時停止",
    resume: "再開",
    reset: "リセット",
    startTimer: "タイマーをスタート",
    pauseTimer: "タイマーを一時停止",
    resumeTimer: "タイマーを再開",
    resetTimer: "タイマーをリセット",
    cannotStart: "スタートするには 0 より長い時間を設定してください",
    fullScreen: "全画面表示",
    exitFullScreen: "全画面表示を終了",
  },

  display: {
    label: "残り時間",
    editLabel: "時間を編集",
    editButton: (hms) => `時間を編集、現在 ${hms}`,
    editHelp:
      "秒、分:秒、または 時:分:秒 で入力します（例：90、7:30、1:15:00）。Enter で保存、Esc でキャンセルします。",
    editLocked: "時間を変更するには、タイマーを一時停止するかリセットしてください",
    editInvalid: "入力された時間を読み取れなかったため、前の時間のままです。",
    progressLabel: "進行状況",
    progressValue: (percent) => `${Math.round(percent)}% 完了`,
  },

  quickAdd: {
    label: "時間を追加",
    hiddenWhileRunning: "時間を追加するにはタイマーを一時停止してください",
    items: {
      30: { label: "+30秒", ariaLabel: "30 秒追加" },
      60: { label: "+1分", ariaLabel: "1 分追加" },
      300: { label: "+5分", ariaLabel: "5 分追加" },
    },
  },

  presets: {
    heading: "よく使われる時間",
    select: (label) => `タイマーを ${label} に設定`,
    cards: {
      10: { label: "10秒", description: "さっとカウント" },
      20: { label: "20秒", description: "手洗い" },
      30: { label: "30秒", description: "プランク・ストレッチ" },
      45: { label: "45秒", description: "トレーニングのインターバル" },
      60: { label: "1分", description: "1分間チャレンジ" },
      120: { label: "2分", description: "歯みがき" },
      180: { label: "3分", description: "カップ麺" },
      240: { label: "4分", description: "フレンチプレス" },
      300: { label: "5分", description: "小休憩" },
      600: { label: "10分", description: "ちょっと片づけ" },
      900: { label: "15分", description: "長めの休憩" },
      1200: { label: "20分", description: "仮眠" },
      1500: { label: "25分", description: "ポモドーロ" },
      1800: { label: "30分", description: "ワークアウト" },
      2700: { label: "45分", description: "授業1コマ" },
      3600: { label: "1時間", description: "集中作業" },
      7200: { label: "2時間", description: "模擬試験" },
      10800: { label: "3時間", description: "長時間セッション" },
      14400: { label: "4時間", description: "半日仕事" },
    },
    relatedTimer: (minutes) => icu("ja", "{minutes, plural, other {#分タイマー}}", { minutes }),
    articleTitles: {
      "5-minute-timer-productivity-guide": "5分タイマーで生産性アップ：活用ガイド",
      "25-minute-pomodoro-timer-focus-work": "25分のポモドーロタイマーで集中して作業する",
      "10-creative-ways-countdown-timer-daily-life": "毎日の生活でカウントダウンタイマーを使う10のアイデア",
      "timer-effective-study-sessions": "タイマーを使って効率よく勉強する方法",
    },
  },
  related: { heading: "関連するタイマー" },
  howTo: { heading: "使い方", tips: "ヒント" },
  faq: { heading: "よくある質問" },
  articles: { heading: "関連記事", readMore: "記事を読む" },

  share: {
    heading: "シェア",
    text: "このタイマーを友だちやクラスメート、チームとシェアしましょう。",
    ...shareWords,
  },

  goal: {
    banner: "目標に取り組み中",
    duration: (words) => `目標の時間：${words}`,
    loaded: "目標の時間を読み込みました。準備ができたらスタートを押してください。",
  },

  email: {
    heading: "メールリマインダー",
    intro: "タブを閉じても、タイマーが終わるとメールでお知らせします。",
    emailLabel: "メールアドレス",
    emailPlaceholder: "you@example.com",
    messageLabel: "カスタムメッセージ（任意）",
    messagePlaceholder: "例：オーブンからパンを出す",
    save: "設定を保存",
    saveDisabled: "保存するにはメールアドレスを入力してください",
    invalid: "有効なメールアドレスを入力してください。",
    savedTitle: "メール設定を保存しました",
    savedText: "メールリマインダーの設定を保存しました",
    credentialsNote:
      "メールリマインダーを使うには、サーバーにメールの認証情報（ユーザーとアプリ パスワード）を設定する必要があります。",
    notConfigured: "現在このサイトではメールリマインダーを利用できません。メールサーバーが設定されていません。",
    scheduled: (time) => `${time} にリマインダーメールを送信するよう予約しました。`,
    cancelled: "メールリマインダーを取り消しました。",
    failed: "メールリマインダーを予約できませんでした。タイマーはそのまま使えます。",
    privacy: "メールアドレスは、リマインダーが送信されるか取り消されるまでのみ保存されます。",
  },

  voice: {
    turnOn: "音声コマンドをオン",
    turnOff: "音声コマンドをオフ",
    listening: "聞き取り中…",
    off: "音声コマンドはオフです",
    help: "「スタート」「一時停止」「タイマーをリセット」「10分のタイマー」のように話しかけてください。",
    languageNote: "音声コマンドは日本語で認識されます。",
    heard: (transcript) => `認識した言葉：「${transcript}」`,
    error: "音声認識が停止しました。続けるにはもう一度オンにしてください。",
    replies: {
      unmatched: "すみません、そのコマンドはわかりませんでした",
      starting: (words) => `${words}のタイマーをスタートします`,
      started: "タイマーをスタートします",
      paused: "タイマーを一時停止しました",
      reset: "タイマーをリセットしました",
    },
  },

  completion: {
    timesUp: "時間です！",
    finished: (words) => `${words}のタイマーが終了しました。`,
    finishedWhileAway: "このページを閉じている間にタイマーが終了しました。",
    dismiss: "閉じる",
  },

  notifications: {
    title: "時間です！",
    body: (words) => `${words}のタイマーが終了しました。`,
    enable: "通知をオンにする",
    why: "通知を許可すると、バックグラウンドのタブでタイマーが終わったときにお知らせします。",
    denied:
      "通知がブロックされているため、バックグラウンドのタブでタイマーが終わっても音が鳴るだけです。ブラウザのサイト設定で通知を許可してください。",
    unsupported: "このブラウザは通知を表示できません。タイマーの終了を確認するには、タブを表示したままにしてください。",
  },

  sound: {
    blocked: "ページを操作するまでブラウザが音をブロックしているため、まだアラームを鳴らせません。",
    test: "音をテスト",
    testing: "再生中…",
    works: "音は有効です。",
    failed: "音を再生できませんでした。このタブと端末がミュートになっていないか確認してください。",
    unsupported:
      "このブラウザは音を再生できないため、タイマーは鳴りません。終了を確認するには、タブを表示したままにしてください。",
  },

  announcements: {
    started: (words) => `タイマーをスタートしました：${words}。`,
    paused: (words) => `タイマーを一時停止しました。残り${words}です。`,
    resumed: (words) => `タイマーを再開しました。残り${words}です。`,
    reset: "タイマーをリセットしました。",
    timeSet: (words) => `タイマーを${words}に設定しました。`,
    timeAdded: (added, total) => `${added}追加しました。タイマーは${total}です。`,
    halfway: "半分が経過しました。",
    fiveMinutesLeft: "残り5分です。",
    oneMinuteLeft: "残り1分です。",
    thirtySecondsLeft: "残り30秒です。",
    tenSecondsLeft: "残り10秒です。",
    finished: "時間です！タイマーが終了しました。",
    restored: (words) => `タイマーを復元しました。残り${words}です。`,
  },

  shortcuts: {
    heading: "キーボードショートカット",
    startPause: "Space：スタート / 一時停止",
    reset: "R：リセット",
    fullScreen: "F：全画面表示",
  },

  wakeLock: {
    active: "タイマーの動作中は画面がオンのままになります。",
  },
};

export default ja;
