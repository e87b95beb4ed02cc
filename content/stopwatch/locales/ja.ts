import { icu } from "@content/i18n/icu";
import type { StopwatchText } from "../text";

const ja: StopwatchText = {
  toolName: "ストップウォッチ",
  card: "ストップウォッチ",
  display: {
    label: "経過時間",
    millis: "ミリ秒",
    loop: "現在の10秒間の進み具合",
    loopText: (seconds) => icu("ja", "10秒中{seconds, number}秒", { seconds }),
  },
  controls: {
    start: "スタート",
    resume: "再開",
    pause: "一時停止",
    lap: "ラップ",
    reset: "リセット",
    fullscreen: "全画面",
    exitFullscreen: "全画面を終了",
    shortcuts: "キーボード：Space スタート／一時停止 · L ラップ · R リセット · F 全画面",
  },
  status: {
    started: "ストップウォッチを開始しました",
    paused: (time) => `ストップウォッチを${time}で一時停止しました`,
    reset: "ストップウォッチをリセットしました",
    lap: (n, lapTime) => icu("ja", "ラップ{n, number}：{lapTime}", { n, lapTime }),
  },
  laps: {
    heading: "ラップ",
    caption: "ラップ（新しい順）",
    lap: "ラップ",
    lapName: (n) => icu("ja", "ラップ{n, number}", { n }),
    lapTime: "ラップタイム",
    total: "合計",
    fastest: "最速",
    slowest: "最遅",
    empty: "ラップはまだありません。計測中に「ラップ」（または L キー）を押すと記録されます。",
    copyText: "テキストでコピー",
    copyCsv: "CSV でコピー",
    download: "CSV をダウンロード",
    copiedText: "ラップをテキストでコピーしました",
    copiedCsv: "ラップを CSV でコピーしました",
    copyFailedTitle: "コピーできませんでした",
    copyFailedText: "ラップをクリップボードにコピーできませんでした",
  },
  presets: {
    heading: "プリセット",
    intro: "ストップウォッチに目標を設定できます。合図のたびにアラーム音でお知らせし、計測はそのまま続きます。",
    use: "このプリセットを使う",
    active: "使用中",
    clear: "プリセットを解除",
    target: (time) => `目標 ${time}`,
    items: {
      sprint: { name: "スプリント", description: "毎分の頭に 100 m を 1 本、全 10 本。" },
      plank: { name: "プランク", description: "1 分間キープ。半分の時点で合図します。" },
      hiit: { name: "HIIT", description: "Tabata：運動 20 秒、休憩 10 秒を 8 セット（4 分）。" },
      cooking: { name: "料理", description: "10 分で合図。5 分の時点でもお知らせします。" },
      study: { name: "勉強", description: "25 分の集中ブロック。終了 5 分前にお知らせします。" },
      meeting: { name: "会議", description: "30 分。まとめに入れるよう 5 分前にお知らせします。" },
    },
    panel: "プリセットの進み具合",
    phase: { work: "運動", rest: "休憩", round: "セット", running: "計測中", done: "目標達成" },
    roundOf: (round, rounds) => icu("ja", "セット {round, number}／{rounds, number}", { round, rounds }),
    nextCue: (time) => `次の合図まで ${time}`,
    progress: "目標までの進み具合",
    cue: (kind, name, time, round) =>
      icu(
        "ja",
        "{kind, select, target {{name}：{time} で目標達成} halfway {{name}：半分経過、{time}} warning {{name}：残り 5 分} work {{name}：運動、セット {round}} rest {{name}：休憩} other {{name}：セット {round}、スタート！}}",
        { kind, name, time, round: round ?? "" },
      ),
  },
  useCases: { heading: "ストップウォッチの使い道", all: "ストップウォッチの使い道一覧" },
  howTo: {
    heading: "ストップウォッチの使い方",
    steps: [
      "「スタート」（または Space キー）で計測を始めます。時・分・秒が表示され、その下にミリ秒が表示されます。",
      "「ラップ」（または L キー）でスプリットを記録します。各ラップのタイムと累計が表に表示されます。",
      "「一時停止」（または Space キー）で止め、「再開」で同じ時間から続けます。",
      "「リセット」（または R キー）で時間とラップを消去します。F キーでプロジェクターやテレビ向けの全画面表示になります。",
    ],
    tipsHeading: "ヒント",
  },
  faq: { heading: (h1) => `よくある質問：${h1}` },
  articles: {
    heading: "関連記事",
    items: [
      { to: "/blog/timer-effective-study-sessions", label: "タイマーを使って効果的に勉強する方法" },
      { to: "/blog/10-creative-ways-countdown-timer-daily-life", label: "毎日の暮らしでタイマーを使う 10 のアイデア" },
      { to: "/blog/5-minute-timer-productivity-guide", label: "5 分タイマーで生産性を上げるガイド" },
      { to: "/timer", label: "オンラインタイマー" },
    ],
  },
  share: { heading: "このストップウォッチを共有" },
};

export default ja;
