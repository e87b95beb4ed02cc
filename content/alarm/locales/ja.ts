import { ALARM_LABEL_MAX, ALARMS_MAX } from "@core/alarm-list";
import { clock24 } from "../clock-words";
import { icu } from "../../i18n/icu";
import type { AlarmText } from "../text";

const ja: AlarmText = {
  toolName: "アラーム",
  breadcrumb: "目覚まし時計",
  clock: {
    label: "現在時刻",
    countdownLabel: "アラームまでの時間",
    alarmAt: (when) => `アラーム：${when}`,
    progress: "アラーム前24時間の経過",
    progressText: (percent) => `アラーム前24時間のうち${percent}%`,
  },
  form: {
    heading: "アラームを設定",
    input: "アラームの日時",
    help: "未来の日時を選ぶか、下の人気のアラームから選んでください。",
    set: "アラームを設定",
    label: "ラベル",
    labelHelp: `任意、${ALARM_LABEL_MAX}文字まで（例：「ジム」）。`,
    labelTooLong: `ラベルは${ALARM_LABEL_MAX}文字以内にしてください。`,
    linkLabelTooLong: (length) =>
      icu(
        "ja",
        `リンクのラベルは{length, plural, other {#文字}}です。上限は${ALARM_LABEL_MAX}文字のため、使用しませんでした。`,
        { length },
      ),
    sound: "このアラームの音",
    repeat: "繰り返す曜日",
    repeatHelp: "曜日を選ばない場合、アラームは1回だけ鳴ります。曜日を選ぶと、その各曜日の同じ時刻に鳴ります。",
    keepOpen: "このブラウザのタブを開いたままにしてください。アラームはこのタブで鳴ります。",
    permission: "このタブがバックグラウンドにあるときも知らせを受けるには、通知を許可してください。",
    notificationsDenied: "通知がブロックされています。非表示のタブでは音は鳴りますが、通知は表示されません。",
    soundBlocked: "ページをクリックするまで音はブロックされます。クリックでアラームを設定すると解除されます。",
  },
  presets: {
    heading: "人気のアラーム",
    title: (time) => `${clock24(time)}のアラーム`,
    part: { morning: "朝", afternoon: "午後", evening: "夜" },
    setFor: (title, when) => `${title}：${when}に設定`,
  },
  toast: {
    errorTitle: "エラー",
    missing: "アラームの日時を選んでください。",
    past: "未来の時刻を選んでください。",
    failed: "アラームを設定できませんでした",
    setTitle: "アラームを設定しました",
    setText: (when) => `${when}にアラームを設定しました`,
    stoppedTitle: "アラームを停止しました",
    stoppedText: "アラームはキャンセルされました",
    missedTitle: "鳴らなかったアラーム",
    missedText: (when) => `${when}のアラームは、ページが閉じている間に過ぎました。`,
    full: `アラームはすでに${ALARMS_MAX}件あります。追加するには1件削除してください。`,
    deletedTitle: "アラームを削除しました",
    deletedText: (label) => `${label}を削除しました`,
  },
  notification: { title: (label) => `アラーム！${label}`, body: (when) => `${when}のアラームが鳴っています。` },
  documentTitle: (remaining) => `アラーム - 残り${remaining}`,
  status: {
    set: (when) => `${when}にアラームを設定しました`,
    stopped: "アラームを停止しました",
    snoozed: (minutes, when) => icu("ja", "{minutes, plural, other {#分}}スヌーズ（{when}まで）", { minutes, when }),
    deleted: "アラームを削除しました",
    on: (label) => `${label}：オン`,
    off: (label) => `${label}：オフ`,
  },
  unnamed: "アラーム",
  days: { once: "1回のみ", everyDay: "毎日", weekdays: "平日", weekend: "週末" },
  list: {
    heading: "マイアラーム",
    empty: "アラームはまだありません。上で設定するか、人気のアラームを選んでください。",
    refused: (count) =>
      icu(
        "ja",
        "保存済みのアラーム{count, plural, other {#件}}を読み込めなかったため（破損、またはラベルが60文字超）、除外しました。",
        { count },
      ),
    inMinutes: (minutes) => icu("ja", "{minutes, plural, other {#分}}後", { minutes }),
    inHours: (hours) => icu("ja", "{hours, plural, other {#時間}}後", { hours }),
    inHoursMinutes: (hours, minutes) =>
      icu("ja", "{hours, plural, other {#時間}}{minutes, plural, other {#分}}後", { hours, minutes }),
    today: "今日",
    tomorrow: "明日",
    onWeekday: (weekday) => `${weekday}`,
    onDate: (date) => `${date}`,
    snoozedUntil: (when) => `${when}までスヌーズ中`,
    off: "オフ",
    sound: (name) => `音：${name}`,
    switchLabel: (label, time) => `${time}の${label}`,
    delete: (label, time) => `${time}の${label}を削除`,
    calendar: (label, time) => `${time}の${label}をカレンダーに追加（.icsファイル）`,
  },
  ring: {
    heading: "鳴っています",
    announce: (label) => `アラームが鳴っています：${label}`,
    documentTitle: (label) => `⏰ ${label} - アラーム鳴動中`,
    snooze: (minutes) => icu("ja", "{minutes, plural, other {#分}}スヌーズ", { minutes }),
    stop: "停止",
  },
  steps: {
    heading: "目覚まし時計の使い方",
    items: [
      "「アラームを設定」カードで日時を選び、必要ならラベル、音、繰り返す曜日を追加します。人気のアラームをクリックしてもかまいません。",
      "「アラームを設定」を押します。次に鳴る時刻とともにマイアラームに追加され、大きな時計がいちばん近いアラームまでカウントダウンし、タブのタイトルに残り時間が表示されます。",
      "このタブは開いたままにします（バックグラウンドでもかまいません）。設定時刻になると音が鳴り、ラベル付きでアラームが表示されます。5分か10分スヌーズするか、停止してください。",
      "気が変わったら、アラームをオフにするか削除しましょう。",
    ],
    tipsHeading: "ヒント",
    tips: [
      "ページを離れる前に一度クリックしてください。ブラウザは操作のあとでないと音を鳴らせません。",
      "通知を許可すると、バックグラウンドのタブでもシステム通知を表示できます。",
      "朝には、表示設定でGentle WakeやSunrise Yogaなどのやさしい音を選ぶのがおすすめです。",
      "先のアラームでは、端末を電源につなぎ、スリープしないようにしてください。スリープ中のパソコンは鳴りません。",
    ],
  },
  faqHeading: "目覚まし時計のよくある質問",
  articles: {
    heading: "関連記事",
    items: [
      { to: "/blog/online-alarm-clock-wake-up", label: "オンライン目覚まし時計で起きる方法" },
      { to: "/blog/sunrise-sunset-times-sleep-schedule", label: "日の出・日の入りと睡眠リズム" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "毎日タイマーを活用する10のアイデア" },
      { to: "/timer", label: "オンラインタイマー" },
    ],
  },
};

export default ja;
