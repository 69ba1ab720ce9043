import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { blogMessages as bnBlogMessages, blogPage as bnBlogPage } from "./bn-blog";
import { blogMessages as enBlogMessages, blogPage as enBlogPage } from "./en-blog";
import { defineMessages } from "./messages";

/** The blog area in this build's language (docs/decisions/0007); only its routes load it. */
export const blogMessages: Catalogue<typeof enBlogMessages> =
  LOCALE === "bn" ? bnBlogMessages : enBlogMessages;
export const useBlogMessages = defineMessages(blogMessages);
export const blogPage: PageCopy = LOCALE === "bn" ? bnBlogPage : enBlogPage;
