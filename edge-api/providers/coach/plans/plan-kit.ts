import { z } from 'zod';
import planKitJson from '../../../../content/plan-kit-uses.json';

/**
 * How a plan puts to work kit the coach listed that none of its drills needs: small goals become the
 * closing game's targets, bibs mark the defenders. `{kit}` is the kit as the coach counted it.
 */
const PlanKitSchema = z.strictObject({
  uses: z
    .array(
      z.strictObject({
        /** The library's word for the kit, as kitItemOf reads it. */
        item: z.string().min(2).max(30),
        use: z
          .string()
          .min(10)
          .max(200)
          .refine((line) => line.includes('{kit}'), 'names the kit'),
      }),
    )
    .min(1),
  /** Said of listed kit with no use of its own here. */
  unused: z
    .string()
    .min(10)
    .max(200)
    .refine((line) => line.includes('{kit}'), 'names the kit'),
});

const PLAN_KIT = PlanKitSchema.parse(planKitJson);

/** What to do with listed kit no drill needs, one line per item with a use, and one for the rest. */
export function listedKitUses(unused: readonly { item: string | undefined; said: string }[]): string[] {
  const used = unused.flatMap(({ item, said }) => {
    const use = PLAN_KIT.uses.find((entry) => entry.item === item)?.use;
    return use === undefined ? [] : [use.replace('{kit}', said)];
  });
  const rest = unused.filter(({ item }) => !PLAN_KIT.uses.some((entry) => entry.item === item)).map(({ said }) => said);
  return [...used, ...(rest.length > 0 ? [PLAN_KIT.unused.replace('{kit}', rest.join(', '))] : [])];
}
