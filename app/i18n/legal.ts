import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import {
  legalMessages as bnLegalMessages,
  privacyPage as bnPrivacyPage,
  termsPage as bnTermsPage,
  accessibilityPage as bnAccessibilityPage,
} from "./bn-legal";
import {
  legalMessages as enLegalMessages,
  privacyPage as enPrivacyPage,
  termsPage as enTermsPage,
  accessibilityPage as enAccessibilityPage,
} from "./en-legal";
import { defineMessages } from "./messages";

/** The legal area in this build's language (docs/decisions/0007); only its routes load it. */
export const legalMessages: Catalogue<typeof enLegalMessages> =
  LOCALE === "bn" ? bnLegalMessages : enLegalMessages;
export const useLegalMessages = defineMessages(legalMessages);
export const privacyPage: PageCopy = LOCALE === "bn" ? bnPrivacyPage : enPrivacyPage;
export const termsPage: PageCopy = LOCALE === "bn" ? bnTermsPage : enTermsPage;
export const accessibilityPage: PageCopy =
  LOCALE === "bn" ? bnAccessibilityPage : enAccessibilityPage;
