import MiniSearch from 'minisearch';
import type { LocalPlaybookItem } from '../../local/database';

/** Finds items by title, tags, notes, the question and the saved text, on this device. */
export function searchItems(items: LocalPlaybookItem[], query: string): LocalPlaybookItem[] {
  const terms = query.trim();
  if (!terms) return items;
  const index = new MiniSearch<LocalPlaybookItem>({
    fields: ['title', 'tagText', 'notes', 'question', 'markdown'],
    extractField: (item, field) =>
      field === 'tagText' ? item.tags.join(' ') : String((item as unknown as Record<string, unknown>)[field] ?? ''),
    searchOptions: { prefix: true, fuzzy: 0.2, combineWith: 'AND', boost: { title: 3, tagText: 2 } },
  });
  index.addAll(items);
  const byId = new Map(items.map((item) => [item.id, item]));
  return index.search(terms).flatMap((result) => byId.get(String(result.id)) ?? []);
}
