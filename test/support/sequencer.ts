import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's default order runs one project's files after another's, so the long files of the
 * slow projects would start last and leave a worker idle at the end. Here every project's files
 * share one queue: the slow tier first, then the API suite, then the unit tier; within a tier,
 * one project's files after the other's, each longest first (the last run's duration, else the
 * file's size). A worker that shares its modules between files goes on to the next file only
 * when that file is of its project; before the next file of another project it stops, and the
 * next worker loads every module again (docs/performance.md, "One project's files after the
 * other's").
 */
export class TierSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => (spec.project.name.startsWith('slow') ? 0 : spec.project.name === 'unit' ? 2 : 1);
    const key = (spec: TestSpecification) => `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`;
    const duration = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(key(spec))?.duration ?? Number.POSITIVE_INFINITY;
    const size = (spec: TestSpecification) => fs.statSync(spec.moduleId, { throwIfNoEntry: false })?.size ?? 0;
    return [...files].sort((a, b) => rank(a) - rank(b) || a.project.name.localeCompare(b.project.name) || duration(b) - duration(a) || size(b) - size(a));
  }
}
