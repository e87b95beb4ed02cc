import type { PwaText } from "../text";

/** Interface text of the install banner and the new-version toast, in Simplified Chinese. */
const zhHans: PwaText = {
  install: {
    title: "安装计时器应用",
    text: "快速打开你的计时器",
    install: "安装",
    notNow: "以后再说",
    close: "关闭安装提示",
  },
  update: {
    title: "Tickwise 有新版本可用",
    description: "重新加载即可使用。你的计时器和设置都会保留。",
    reload: "重新加载",
    reloadAlt: "重新加载页面以使用新版本",
  },
};

export default zhHans;
