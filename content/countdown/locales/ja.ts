import { icu } from "../../i18n/icu";
import { momentValues } from "../words";
import type { CountdownText } from "../text";

const ja: CountdownText = {
  toolName: "カウントダウン",
  breadcrumb: "カウントダウン",
  meta: {
    title: "あらゆる日時へのカウントダウン、どのタイムゾーンでも | Tickwise",
    description:
      "好きな瞬間までのカウントダウンを無料で作成。日付、時刻、タイムゾーン、タイトルを選んでリンクを共有するだけ。夏時間も常に正確です。",
  },
  heading: "あらゆる瞬間へのカウントダウン",
  intro:
    "日付と時刻、それが起こるタイムゾーンを選び、タイトルを付けてリンクを共有しましょう。誰もが同じ瞬間を日・時間・分・秒でカウントダウンできます。",
  momentTitle: (title) => title || "あなたのカウントダウン",
  form: {
    heading: "カウントダウンを作成",
    date: "日付",
    time: "時刻",
    zone: "タイムゾーン",
    zoneHelp: "その瞬間が起こるタイムゾーン（例：Asia/Tokyo）。",
    title: "タイトル（任意）",
    submit: "カウントダウン開始",
  },
  problems: {
    to: "日時を読み取れませんでした。フォームを使うか、/countdown?to=2027-01-01T00:00&tz=Asia/Tokyo のようなリンクを使ってください。",
    tz: "不明なタイムゾーンです。Asia/TokyoやAmerica/New_YorkのようなIANA名を使ってください。",
    year: "カウントダウンは1970年から2200年までです。この範囲の年を選んでください。",
    title: "タイトルが長すぎます。120文字以内にしてください。",
  },
  problemHeading: "このカウントダウンは表示できません",
  words: (w) => icu("ja", "{title}、{date} {time}（{place}）— あと{days, plural, other {#日}}", momentValues(w)),
  gap: (asked, shown) =>
    `その日の${asked}は存在しません。時計が進められるため、カウントダウンは${shown}を目標にします。`,
  overlap: (time) => `その夜は時計が戻されるため、${time}が2回あります。カウントダウンは1回目を目標にします。`,
  countdownLabel: (title) => `${title}までの残り時間`,
  units: { days: "日", hours: "時間", minutes: "分", seconds: "秒" },
  reached: (title) => `${title}：その瞬間が来ました！`,
  oneMinute: (title) => `${title}まであと1分です。`,
  addToCalendar: "カレンダーに追加（.ics）",
  copyLink: "リンクをコピー",
  events: { heading: "一年の大切な日へのカウントダウン" },
  eventNames: {
    "new-year": "元日",
    "valentines-day": "バレンタインデー",
    easter: "イースター（復活祭）",
    halloween: "ハロウィン",
    christmas: "クリスマス",
  },
  howTo: {
    heading: "カウントダウンの作り方",
    steps: [
      "その瞬間の日付と時刻を選びます。",
      "それが起こるタイムゾーンを選びます。ニューヨークでの発売、マドリードでの結婚式など。",
      "タイトルを付けて「カウントダウン開始」を押します。ページのアドレスにカウントダウンが保存されます。",
      "リンクを共有するか、カレンダーに追加しましょう。誰もが同じ瞬間をそれぞれの現地時刻で見られます。",
    ],
  },
  faqHeading: "カウントダウンに関する質問",
  faqs: [
    {
      question: "夏時間は考慮されますか？",
      answer:
        "はい。その瞬間は今日の時差ではなく、その日付のタイムゾーンの規則で計算されます。ロンドンの夏の日付へのカウントダウンは、英国夏時間で数えます。",
    },
    {
      question: "指定した時刻が存在しない、または2回ある場合は？",
      answer:
        "時計が進められるときは、飛ばされる時間帯の時刻はその分だけ後ろにずれます（02:30は03:30になります）。時計が戻されるときは、2回ある時刻は1回目を指します。カレンダーアプリも.icsファイルを同じように読み取ります。",
    },
    {
      question: "バックグラウンドのタブでもカウントダウンは続きますか？",
      answer: "はい。残り時間は表示のたびに目標の瞬間と時計から計算されるため、戻った瞬間から正確です。",
    },
    {
      question: "カウントダウンを共有できますか？",
      answer:
        "はい。日付、時刻、タイムゾーン、タイトルはページのアドレスに含まれます。リンクをコピーするか共有ボタンを使ってください。サーバーには何も保存されません。",
    },
  ],
  shareHeading: "このカウントダウンを共有",
  eventNote: "カウントダウンは、あなたのタイムゾーンでその日が始まる午前0時に終わります。",
  today: (name) => `今日は${name}です！`,
};

export default ja;
