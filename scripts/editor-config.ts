// `npm run editor-config`: writes admin/config.yml (the editor's forms) from the content schemas.
import { writeFileSync } from "node:fs";
import { editorConfigText } from "../app/content/server/editor-config.server.ts";

writeFileSync("admin/config.yml", editorConfigText());
console.log("admin/config.yml written from the content schemas");
