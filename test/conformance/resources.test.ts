import { expect, test } from 'vitest';
import { resources } from '../../src/contract/resources';
import type { ResourceManifest } from '../../src/contract/resource-manifest';
import { describeResourceConformance, type ConformanceFixture } from '../support/conformance';
import { useTwoCompanyApp } from '../support/two-companies';

/**
 * One conformance spec per resource of the manifest list, from its file in fixtures/ (named after
 * the resource): a new resource adds its fixture file, nothing here.
 */
const fixtures = import.meta.glob<ConformanceFixture | ConformanceFixture[]>('./fixtures/*.ts', { eager: true, import: 'default' });
const fixtureOf = (name: string) => fixtures[`./fixtures/${name}.ts`];

const world = useTwoCompanyApp();

for (const { name } of resources) {
  for (const spec of [fixtureOf(name) ?? []].flat()) describeResourceConformance(world, { path: `/${name}`, scope: name, ...spec });
}

test('every resource has its conformance fixture, or its manifest says why not', () => {
  const missing = resources.filter((r: ResourceManifest) => !fixtureOf(r.name) && !r.noConformance).map((r) => r.name);
  expect(missing).toEqual([]);
  const names = new Set<string>(resources.map((r) => r.name));
  expect(Object.keys(fixtures).map((file) => /\.\/fixtures\/(.+)\.ts$/.exec(file)?.[1]).filter((name) => !names.has(name ?? ''))).toEqual([]);
});
