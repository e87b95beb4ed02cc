import type { UnsubscribeText } from "../text";

/** The unsubscribe page, in Simplified Chinese. */
const zhHans: UnsubscribeText = {
  meta: {
    title: "退订 Tickwise 邮件 | Tickwise",
    description: "停止 Tickwise 发往你邮箱的所有邮件：计时器提醒和源代码邮件。",
  },
  heading: "退订 Tickwise 邮件",
  intro: "Tickwise 将不再向此链接对应的地址发送任何邮件：不再发送计时器提醒和源代码邮件，已安排的邮件也会取消。",
  confirm: "退订",
  confirming: "正在退订…",
  done: "你已退订。Tickwise 不会再向此地址发送邮件。",
  invalid: "此退订链接无效。请重新打开邮件中的链接，确保链接完整且未被修改。",
  failed: "请求未能完成，请稍后重试。",
  back: "返回计时器",
};

export default zhHans;
