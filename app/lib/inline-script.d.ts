/** A script for a page's head, as the build minifies it (inline-script.server.ts). */
declare module "*?inline-script" {
  const script: string;
  export default script;
}
