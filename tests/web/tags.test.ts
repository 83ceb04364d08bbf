import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const source = fileURLToPath(new URL('../../web/src/', import.meta.url));

it("draws every tag through components/tag.tsx, never Blueprint's measuring Tag", () => {
  const direct = readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && file !== 'components/tag.tsx')
    .filter((file) => /import \{[^}]*\bTag\b[^}]*\} from '@blueprintjs\/core'/.test(readFileSync(source + file, 'utf8')));
  expect(direct).toEqual([]);
});
