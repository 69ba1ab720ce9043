import type { PageCopy } from "./en-pages";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE } from "~/lib/locale";
import { galleryMessages as bnGalleryMessages, galleryPage as bnGalleryPage } from "./bn-gallery";
import { galleryMessages as enGalleryMessages, galleryPage as enGalleryPage } from "./en-gallery";
import { defineMessages } from "./messages";

/** The gallery area in this build's language (docs/decisions/0007); only its routes load it. */
export const galleryMessages: Catalogue<typeof enGalleryMessages> =
  LOCALE === "bn" ? bnGalleryMessages : enGalleryMessages;
export const useGalleryMessages = defineMessages(galleryMessages);
export const galleryPage: PageCopy = LOCALE === "bn" ? bnGalleryPage : enGalleryPage;
