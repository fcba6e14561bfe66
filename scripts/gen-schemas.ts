import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { generateAll } from './gen/generate';
import { GENERATED_DIR } from './gen/schema-files';

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(GENERATED_DIR, join(entry.parentPath, entry.name)));
}

const files = await generateAll();
mkdirSync(GENERATED_DIR, { recursive: true });
for (const stale of listFiles(GENERATED_DIR).filter((path) => !files.has(path))) {
  rmSync(join(GENERATED_DIR, stale));
}
for (const [path, content] of files) {
  mkdirSync(dirname(join(GENERATED_DIR, path)), { recursive: true });
  writeFileSync(join(GENERATED_DIR, path), content);
}
console.log(`schemas/generated: ${files.size} files written`);
