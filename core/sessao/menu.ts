import type { MenuPos, Resource } from '../shared/resource.ts'
import type { Relatorio } from '../shared/relatorio.ts'
import { podeAbrirTela } from './autoridades.ts'

/** A screen that may appear in the menu: a resource's list, a report or a module's own screen (`telas`). */
export interface Tela {
  readonly label: string
  /** Route without the leading slash. */
  readonly caminho: string
  readonly authority: string | null
  readonly menu?: MenuPos
}

export const telasDoMenu = (recursos: ReadonlyArray<Resource>, relatorios: ReadonlyArray<Relatorio> = [], avulsas: ReadonlyArray<Tela> = []): ReadonlyArray<Tela> => [
  ...recursos.map((r) => ({ label: r.label, caminho: r.name, authority: r.authority, ...(r.menu ? { menu: r.menu } : {}) })),
  ...relatorios.map((r) => ({ label: r.titulo, caminho: r.caminho, authority: r.autoridade, menu: r.menu })),
  ...avulsas,
]

export interface ItemMenu {
  readonly label: string
  /** Single-page route (`/captacao/etapas-seletivas`). */
  readonly path?: string
  /** Text searched by 'Pesquisar Menu': the breadcrumb ('Captação e Seleção > Cadastros > Etapas Seletivas'). */
  readonly breadcrumb?: string
  readonly children?: ReadonlyArray<ItemMenu>
}

/** The top menu for a user: the screens they may open, grouped as declared, groups in the modules' order. */
export const construirMenu = (telas: ReadonlyArray<Tela>, autoridades: ReadonlyArray<string>, ordemGrupos: ReadonlyArray<string>): ReadonlyArray<ItemMenu> => {
  const grupos = new Map<string, Map<string, Array<{ ordem: number; item: ItemMenu }>>>()
  for (const r of telas) {
    if (!r.menu || !podeAbrirTela(autoridades, r)) continue
    const sub = r.menu.subgrupo ?? ''
    const g = grupos.get(r.menu.grupo) ?? new Map()
    grupos.set(r.menu.grupo, g)
    const l = g.get(sub) ?? []
    g.set(sub, l)
    const breadcrumb = [r.menu.grupo, r.menu.subgrupo, r.label].filter(Boolean).join(' > ')
    l.push({ ordem: r.menu.ordem ?? 99, item: { label: r.label, path: `/${r.caminho}`, breadcrumb } })
  }
  const pos = (g: string) => ordemGrupos.indexOf(g) + 1 || ordemGrupos.length + 1
  return [...grupos.entries()]
    .sort(([a], [b]) => pos(a) - pos(b))
    .map(([grupo, subs]) => ({
      label: grupo,
      children: [...subs.entries()].flatMap(([sub, itens]) => {
        const ordenados = itens.sort((a, b) => a.ordem - b.ordem).map((i) => i.item)
        return sub ? [{ label: sub, children: ordenados }] : ordenados
      }),
    }))
}

/** Accent- and case-insensitive key for menu search. */
export const chaveBusca = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** Leaves whose breadcrumb contains every word typed. */
export const pesquisarMenu = (menu: ReadonlyArray<ItemMenu>, termo: string): ReadonlyArray<ItemMenu> => {
  const palavras = chaveBusca(termo).split(' ').filter(Boolean)
  if (!palavras.length) return []
  const folhas: ItemMenu[] = []
  const visitar = (i: ItemMenu) => {
    if (i.path && i.breadcrumb) {
      const chave = chaveBusca(i.breadcrumb)
      if (palavras.every((p) => chave.includes(p))) folhas.push(i)
    }
    i.children?.forEach(visitar)
  }
  menu.forEach(visitar)
  return folhas
}
