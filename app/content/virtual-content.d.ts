// The modules app/content/plugin.server.ts makes of the content files.
declare module "virtual:content/*" {
  const entries: unknown[];
  export default entries;
}
