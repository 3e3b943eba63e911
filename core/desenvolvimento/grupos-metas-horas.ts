import { Effect, Schema } from 'effect'
import { lista, texto } from '../shared/campos.ts'
import { ehDataValida, mesDe } from '../shared/datas.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { parseHora } from '../shared/formatos.ts'
import { defineResource } from '../shared/resource.ts'
import { validarMetasHoras } from './cargaHoraria.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'

export const META_AO_MENOS_UMA = 'Informe ao menos uma meta'
export const META_DATA_INVALIDA = 'Data inválida'
export const META_MES_REPETIDO = 'Já existe uma meta a partir deste mês'
export const META_NAO_EDITAVEL = 'Esta meta não é editável e não pode ser alterada nem removida'

/** A monthly goal of hours of training from a month on (`mesAno`, a date: its month counts) until the next goal. */
export const MetaHoras = Schema.Struct({
  mesAno: Schema.optional(Schema.NullOr(Schema.String)),
  metaHora: Schema.optional(Schema.NullOr(Schema.String)),
  editavel: Schema.optional(Schema.Boolean),
})
export type MetaHoras = typeof MetaHoras.Type

/**
 * The goals' rules (spec 002 §5): at least one; each with its date ('data a partir de é obrigatória', a real date)
 * and a goal other than 0:00 ('meta em horas é obrigatória'); one goal per month.
 */
export const regrasMetas = (metas: ReadonlyArray<MetaHoras>): ReadonlyArray<ErroCampo> => {
  if (!metas.length) return [{ field: 'metas', message: META_AO_MENOS_UMA }]
  const erros: ErroCampo[] = [...validarMetasHoras(metas)]
  const meses = new Set<string>()
  metas.forEach((m, i) => {
    if (!m.mesAno) return
    if (!ehDataValida(m.mesAno)) erros.push({ field: `metas[${i}].mesAno`, message: META_DATA_INVALIDA })
    else if (meses.has(mesDe(m.mesAno))) erros.push({ field: `metas[${i}].mesAno`, message: META_MES_REPETIDO })
    else meses.add(mesDe(m.mesAno))
  })
  return erros
}

/** A goal stored as not editable must come back unchanged (same month and hours). */
export const regrasNaoEditaveis = (atuais: ReadonlyArray<MetaHoras>, novas: ReadonlyArray<MetaHoras>): ReadonlyArray<ErroCampo> =>
  atuais
    .filter((m) => m.editavel === false)
    .some((m) => !novas.some((n) => n.mesAno === m.mesAno && n.metaHora === m.metaHora && n.editavel === false))
    ? [{ field: 'metas', message: META_NAO_EDITAVEL }]
    : []

/**
 * The goal (minutes) of a `YYYY-MM` month: the latest goal starting in that month or before it; undefined when the
 * month is before every goal.
 */
export const metaDoMes = (metas: ReadonlyArray<MetaHoras>, mes: string): number | undefined => {
  let melhor: { mes: string; minutos: number } | undefined
  for (const m of metas) {
    if (!m.mesAno || !ehDataValida(m.mesAno)) continue
    const inicio = mesDe(m.mesAno)
    const minutos = parseHora(m.metaHora ?? '')
    if (minutos === undefined || inicio > mes) continue
    if (!melhor || inicio > melhor.mes) melhor = { mes: inicio, minutos }
  }
  return melhor?.minutos
}

/**
 * Monthly hour-goal group (spec 002 §3 and §5: nome required, max 60; at least one goal): the hours of training
 * per month the company aims at, read by the development dashboard (/analytics/desenvolvimento).
 */
export const gruposMetasHoras = defineResource({
  name: 'desenvolvimento/grupos-metas-horas',
  table: 'grupos_metas_horas',
  label: 'Grupos de Metas de Horas',
  labelSingular: 'Grupo de Metas de Horas',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  fields: {
    nome: texto({ label: 'Nome', max: 60, required: true, list: true, unique: 'Já existe um grupo de metas com este nome' }),
    metas: lista({ label: 'Metas', item: MetaHoras, max: 240, feminino: true }),
  },
  rules: (g) => regrasMetas(g.metas ?? []),
  validar: (g, ctx) => Effect.succeed(ctx.atual ? regrasNaoEditaveis((ctx.atual['metas'] ?? []) as ReadonlyArray<MetaHoras>, g.metas ?? []) : []),
  sort: { field: 'nome', order: 'ASC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Planejamento', ordem: 4 },
})
