// Prints the headers a host must send with the shell and the remotes, for a deployment's
// runtime-config.json and the shell's index.html (docs/deployment.md):
//   npx tsx tools/deploy/print-security-headers.ts path/to/runtime-config.json path/to/shell/index.html
import { headersFromRuntimeConfig } from './runtime-config-headers';

const [configFile, indexHtml] = process.argv.slice(2);
if (!configFile || !indexHtml) {
  console.error('usage: tsx tools/deploy/print-security-headers.ts <runtime-config.json> <shell index.html>');
  process.exit(2);
}
for (const [name, value] of Object.entries(headersFromRuntimeConfig(configFile, indexHtml)()))
  console.log(`${name}: ${value}`);
