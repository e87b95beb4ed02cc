import { icu } from "@content/i18n/icu";
import type { TimersText } from "../text";

const ja: TimersText = {
  meta: {
    title: "複数タイマー（オンライン）– 名前付きカウントダウンを同時に | Tickwise",
    description:
      "名前・色・サウンドを個別に設定できるカウントダウンタイマーを同時にいくつでも。終了が近い順に並び、再読み込みしても保持され、リンクで共有できます。無料。",
  },
  breadcrumb: "複数タイマー",
  h1: "複数タイマー",
  intro:
    "3品を同時に調理、授業でステーションを回す、会議が続く――そんなときは名前付きのタイマーを必要なだけ追加しましょう。それぞれが独立して動き、一時停止し、鳴ります。",
  form: {
    heading: "タイマーを追加",
    label: "名前",
    labelHelp: "60文字まで。例：パスタ、ステーション2",
    defaultLabel: (n) => `タイマー ${n}`,
    duration: "設定時間",
    hours: "時間",
    minutes: "分",
    seconds: "秒",
    colour: "色",
    sound: "サウンド",
    add: "タイマーを追加",
    full: (max) => `タイマーが ${max} 個あり、このページで保持できる上限です。追加するには1つ削除してください。`,
    problems: {
      label: (max) => `名前は ${max} 文字以内で入力してください。`,
      duration: "1秒〜99:59:59の範囲で時間を選んでください。",
      other: "リストから色とサウンドを選んでください。",
    },
  },
  colours: { blue: "青", green: "緑", amber: "琥珀", rose: "ローズ", violet: "紫", slate: "グレー" },
  list: {
    heading: "あなたのタイマー",
    empty: "タイマーはまだありません。上で追加するか、共有リンクを開いてください。",
    loading: "タイマーを読み込んでいます…",
    status: {
      running: "動作中",
      paused: "一時停止中",
      idle: "準備完了",
      ended: "時間です！",
      missed: "ページを閉じている間に終了しました",
    },
    start: (label) => `${label}を開始`,
    resume: (label) => `${label}を再開`,
    pause: (label) => `${label}を一時停止`,
    reset: (label) => `${label}をリセット`,
    remove: (label) => `${label}を削除`,
    startText: "開始",
    resumeText: "再開",
    pauseText: "一時停止",
    resetText: "リセット",
    removeText: "削除",
    progress: (label) => `${label}の進行状況`,
  },
  announce: {
    ended: (label) => `${label}：時間です！`,
    added: (label) => `${label}を追加しました`,
    removed: (label) => `${label}を削除しました`,
    started: (label) => `${label}を開始しました`,
    paused: (label) => `${label}を一時停止しました`,
    reset: (label) => `${label}をリセットしました`,
  },
  documentTitle: (time, label) => `${time} ${label} - タイマー`,
  documentTitleDone: (label) => `時間です！ ${label} - タイマー`,
  notification: {
    title: (label) => `${label}：時間です！`,
    body: (duration) => `${duration}のタイマーが終了しました。`,
  },
  share: {
    heading: "このセットを共有",
    help: "リンクにはタイマーの名前・時間・色・サウンドが含まれます。動作中かどうかは含まれません。アカウントは不要です。",
    button: "共有リンクを作成",
    link: "共有リンク",
    copy: "リンクをコピー",
    copied: "リンクをコピーしました",
    copyFailed: "リンクをコピーできませんでした。選択して手動でコピーしてください。",
  },
  shared: {
    heading: "共有されたタイマーのセット",
    intro: (count) => icu("ja", "{count, plural, other {このリンクには # 個のタイマーが含まれています。}}", { count }),
    add: "自分のタイマーに追加",
    replace: "自分のタイマーを置き換える",
    replaceConfirm: "すべてのタイマーをこのセットに置き換えますか？動作中のタイマーは削除されます。",
    replaceTitle: "タイマーを置き換えますか？",
    cancel: "キャンセル",
    replaceButton: "置き換える",
    dismiss: "閉じる",
    added: (count) => icu("ja", "{count, plural, other {# 個のタイマーを追加しました。}}", { count }),
    replaced: (count) => icu("ja", "{count, plural, other {タイマーを # 個のタイマーに置き換えました。}}", { count }),
    tooManyToAdd: (max) =>
      `追加するとタイマーが ${max} 個を超えます。先にいくつか削除するか、タイマーを置き換えてください。`,
    problemHeading: "この共有リンクは開けません",
    problems: {
      malformed: "リンクが壊れているか不完全です。もう一度リンクをもらうか、下で自分のセットを作成してください。",
      empty: "リンクにタイマーが含まれていません。",
      tooMany: (max) =>
        `リンクに ${max} 個を超えるタイマーが含まれています。1つのリンクで共有できるのは ${max} 個までです。`,
      label: (n, max) => `リンク内のタイマー ${n} の名前が空か、${max} 文字を超えています。`,
      duration: (n) => `リンク内のタイマー ${n} の時間が1秒〜99:59:59の範囲外です。`,
    },
  },
  howTo: {
    heading: "複数タイマーの使い方",
    steps: [
      "名前を入力し、時・分・秒を設定して、色とサウンドを選びます。",
      "「タイマーを追加」を押します。料理・ステーション・作業ごとに繰り返します。",
      "必要なときに各タイマーを開始し、それぞれのボタンで一時停止・リセット・削除します。",
      "次に終わるタイマーがリストのいちばん上に表示されます。各タイマーは自分のサウンドで鳴ります。",
      "共有リンクを作成すると、同じセットを他の人に送ったり、別の端末で開いたりできます。",
    ],
    tipsHeading: "ヒント",
    tips: [
      "タイマーごとに違うサウンドにすれば、見なくてもどれが鳴ったかわかります。",
      "タブは開いたままにしてください。バックグラウンドでもタイマーは時間どおりに終わり、許可すれば通知も表示されます。",
      "ページを2つのタブで開いてもかまいません。同じタイマーが表示され、各タイマーは1回だけ鳴ります。",
    ],
  },
  faq: {
    heading: "よくある質問",
    items: [
      {
        question: "タイマーはいくつ同時に使えますか？",
        answer:
          "この端末で最大50個まで、すべて同時に動かすこともできます。共有リンクには最大20個のタイマーを含められます。",
      },
      {
        question: "ページを再読み込みしたり閉じたりしても、タイマーは動き続けますか？",
        answer:
          "はい。各タイマーは終了時刻をブラウザに保存しているので、再読み込み後すぐに正しい時間を表示します。ページを閉じている間に終わったタイマーは、遅れて鳴る代わりにその旨を表示します。",
      },
      {
        question: "ページを2つのタブで開いていると、タイマーが2回鳴りますか？",
        answer:
          "いいえ。タブどうしで同じタイマーを共有し、どのタブで鳴らすかを取り決めるので、各タイマーは1回だけ鳴り、両方のタブに終了が表示されます。",
      },
      {
        question: "共有リンクには何が含まれますか？",
        answer:
          "各タイマーの名前・時間・色・サウンドだけで、リンク自体に含まれます。サーバーには何も保存されず、アカウントも不要です。",
      },
      {
        question: "バックグラウンドのタブでもタイマーは正確ですか？",
        answer:
          "はい。各タイマーはティックを数えるのではなく固定の終了時刻に向けてカウントダウンするので、処理が抑制されたり停止したりしたタブでも、再開した瞬間に正しい時間に戻り、終了時刻に鳴ります。",
      },
    ],
  },
  related: {
    heading: "ほかの時間ツール",
    items: [
      { to: "/timer", label: "シングルタイマー" },
      { to: "/stopwatch", label: "ラップ付きストップウォッチ" },
      { to: "/alarm", label: "目覚まし時計" },
      { to: "/goals", label: "タイマー付きの目標" },
    ],
  },
};

export default ja;
