import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname, 'modules');

/** Source files of the modules' services (what both transports call). */
function serviceFiles(): string[] {
  return fs
    .readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.service\.ts$/.test(file) || /(store|throttle)\.ts$/.test(file))
    .map((file) => path.join(MODULES, file));
}

describe('validation at the edge of each module', () => {
  it('finds the services', () => {
    expect(serviceFiles().length).toBeGreaterThan(10);
  });

  it.each(serviceFiles().map((file) => [path.relative(MODULES, file), file]))('%s imports nothing from server/http and parses no raw input', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    expect(source).not.toMatch(/from '(\.\.\/)+http\//);
    expect(source).not.toMatch(/\bparseInput\(/);
  });
});

describe('the two transports side by side', () => {
  const sources = (folder: string) =>
    fs
      .readdirSync(path.resolve(import.meta.dirname, folder))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => [`${folder}/${file}`, fs.readFileSync(path.resolve(import.meta.dirname, folder, file), 'utf8')]);

  it.each(sources('http'))('%s imports nothing from server/graphql', (_name, source) => {
    expect(source).not.toMatch(/from '\.\.\/graphql\//);
  });

  it.each(sources('graphql'))('%s imports nothing from server/http', (_name, source) => {
    expect(source).not.toMatch(/from '\.\.\/http\//);
  });
});
