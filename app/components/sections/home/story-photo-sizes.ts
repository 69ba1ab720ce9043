/** The story photos' sizes, shared by their <img> and the home page's preloads (same candidate). */
export const storyPhotoSizes = "(min-width: 1280px) 300px, (min-width: 1024px) 24vw, 46vw";
