import type { ItemMenu } from '../../../core/sessao/menu.ts'

/** Leaves (screens) under a menu node, in order. */
export const folhas = (item: ItemMenu): ReadonlyArray<ItemMenu> =>
  item.path ? [item] : (item.children ?? []).flatMap(folhas)

/** An item opens a single-page route, or an external URL in a new tab (spec 000 §2.3). */
export const ehExterno = (path: string) => /^https?:\/\//.test(path)
