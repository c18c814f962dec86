import { z } from 'zod';
import prehabJson from '../../../../content/prehab.json';
import { BODY_AREAS, PrehabSchema, type BodyArea, type Prehab } from '../knowledge/content-schema';

// Every body area an injury can be read as has its prehab, so a reply never finds none.
const PREHAB: ReadonlyMap<BodyArea, Prehab> = new Map(
  z
    .array(PrehabSchema)
    .refine((list) => BODY_AREAS.every((area) => list.some((entry) => entry.area === area)), 'every body area')
    .parse(prehabJson)
    .map((entry) => [entry.area, entry]),
);

/** The rehab-type work and the return steps for a hurt body area. */
export function prehabFor(area: BodyArea): Prehab | undefined {
  return PREHAB.get(area);
}
