// The modules app/content/plugin.server.ts makes of the content files.
declare module "virtual:content/offers" {
  const entries: import("./collections").LocalizedEntry<"offers">[];
  export default entries;
}
