// The modules app/content/server/plugin.server.ts makes of the content files.
declare module "virtual:content/*" {
  const entries: unknown[];
  export default entries;
}
