import type { Catalogue } from "../../lib/catalogue";
import type { diningText as en } from "../en/dining";

/** The dining page's words in Bengali (same keys as `../en/dining.ts`). */
export const diningText = {
  menu: {
    "shingara-platter": {
      name: "সিঙ্গাড়া প্লেটার",
      imageAlt: "দুই রকম চাটনির সঙ্গে সোনালি সিঙ্গাড়া",
    },
    "begun-bhaja": {
      name: "বেগুন ভাজা",
      imageAlt: "পিতলের থালায় বেগুন ভাজা",
    },
    "fuchka-trio": {
      name: "তিন স্বাদের ফুচকা",
      imageAlt: "ছোলার পুর ভরা মুচমুচে ফুচকা",
    },
    "chingri-pakora": {
      name: "চিংড়ি পাকোড়া",
      imageAlt: "সর্ষের ডিপের সঙ্গে মুচমুচে চিংড়ি পাকোড়া",
    },
    "chhanar-dalna": {
      name: "ছানার ডালনা",
      imageAlt: "সোনালি ঝোলে ছানার বড়া",
    },
    "shatkora-beef": {
      name: "সাতকরা গরুর মাংস",
      imageAlt: "তামার বাটিতে সাতকরার খোসাসহ গরুর মাংসের তরকারি",
    },
    "kacchi-biryani": {
      name: "কাচ্চি বিরিয়ানি",
      imageAlt: "মাটির হাঁড়িতে জাফরানি ভাতের খাসির বিরিয়ানি",
    },
    "shorshe-ilish": {
      name: "সর্ষে ইলিশ",
      imageAlt: "হলুদ সর্ষের ঝোলে ইলিশ মাছ",
    },
    "mishti-doi": {
      name: "মিষ্টি দই",
      imageAlt: "মাটির পাত্রে পরিবেশন করা মিষ্টি দই",
    },
    patishapta: {
      name: "পাটিসাপটা",
      imageAlt: "নারকেল-গুড়ের পুর ভরা পাটিসাপটা",
    },
    rasmalai: {
      name: "রসমালাই",
      imageAlt: "পেস্তা ছড়ানো এলাচ-দুধে রসমালাই",
    },
    borhani: {
      name: "বোরহানি",
      imageAlt: "গ্লাসে হালকা সবুজ রঙের মসলাদার দইয়ের পানীয়",
    },
    "aam-panna": {
      name: "আম পান্না",
      imageAlt: "পুদিনাসহ লম্বা গ্লাসে কাঁচা আমের ঠান্ডা শরবত",
    },
    "seven-layer-tea": {
      name: "সাত রঙের চা",
      imageAlt: "আলাদা আলাদা রঙের স্তরে সাজানো এক গ্লাস চা",
    },
  },
} satisfies Catalogue<typeof en>;
