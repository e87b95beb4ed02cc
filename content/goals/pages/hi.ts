import type { GoalsPageText } from "../pages";

const page: GoalsPageText = {
  title: "लक्ष्य और काम: अपने लक्ष्यों के लिए फ़ोकस टाइमर | Tickwise",
  description:
    "कोई लक्ष्य लिखें, 5 मिनट से 2 घंटे तक का फ़ोकस समय चुनें और उसके लिए उलटी गिनती शुरू करें। मुफ़्त, आपके ब्राउज़र तक निजी, बिना साइन-अप।",
  breadcrumb: "लक्ष्य और काम",
};
export default page;
