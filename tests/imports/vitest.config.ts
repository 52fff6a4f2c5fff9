import { defineProject } from 'vitest/config';

// The import direction (scripts/check-imports.mjs) over the whole workspace, and the check itself on
// small workspaces made for the purpose. Reads files only: well under a second.
export default defineProject({
  test: { name: 'imports', include: ['*.test.ts'], environment: 'node' },
});
