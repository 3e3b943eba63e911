import { Effect } from 'effect'
import type { Knex } from 'knex'
import { consultaDivulgacaoVaga, type ContagemDivulgacao } from '../../core/captacao/relatorios/divulgacao-vaga.ts'
import { consultaIndicacaoCandidato } from '../../core/captacao/relatorios/indicacao-candidato.ts'
import {
  consultaQualificacaoCadastralCandidato,
  nomeQualificacao,
} from '../../core/captacao/relatorios/qualificacao-cadastral-candidato.ts'
import { formatarCpf } from '../../core/shared/br/cpf.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { sql } from '../relatorios/consultas.ts'
import { ehPostgres } from '../db/knex.ts'
import { consulta } from '../db/repositorio.ts'
import { diaDoInstante, instantesDoPeriodo, numero, simNao, texto } from './relatorios-sql.ts'

type Registro = Record<string, unknown>
const cpf = (v: unknown) => (typeof v === 'string' && v.length === 11 ? formatarCpf(v) : texto(v))
const ORDEM_QUALIFICACAO = `case coalesce(c.qualificacao_cadastral, 'NAO_VERIFICADO') when 'QUALIFICADO' then 1 when 'NAO_QUALIFICADO' then 2 when 'DADOS_INCOMPLETOS' then 3 else 4 end`

// candidatos.cargos is a JSON array of cargo ids.
const temCargo = (knex: Knex, n: number) =>
  ehPostgres(knex)
    ? `exists (select 1 from json_array_elements_text(c.cargos::json) as cc(v) where cc.v::int in (${Array(n).fill('?').join(', ')}))`
    : `exists (select 1 from json_each(c.cargos) as cc where cc.value in (${Array(n).fill('?').join(', ')}))`

/** SQL of the candidate-base reports: how-heard channels, referrals, registration qualification. */
export const SQL_RELATORIOS_CANDIDATOS = [
  sql(consultaDivulgacaoVaga, (knex, f, e) =>
    Effect.map(
      Effect.all([
        consulta(knex, (db) => db.select('id', 'nome').from('como_ficou_sabendo_vaga').where('empresa_id', e.empresaId)),
        consulta(knex, (db) => {
          const q = db
            .select({ meioId: 'c.como_ficou_sabendo_vaga_id' })
            .select(db.raw('count(*) as candidatos'), db.raw('sum(case when c.contratado then 1 else 0 end) as contratados'))
            .from({ c: 'candidatos' })
            .where('c.empresa_id', e.empresaId)
            .whereNull('c.removed_at')
            .groupBy('c.como_ficou_sabendo_vaga_id')
          instantesDoPeriodo(q, 'c.criado_em', f.dataIni, f.dataFim)
          if (f.cargosIds.length) q.whereRaw(temCargo(knex, f.cargosIds.length), [...f.cargosIds])
          return q
        }),
      ]),
      ([opcoes, contagens]: [Registro[], Registro[]]) => {
        const porId = new Map(contagens.map((c) => [c['meioId'] == null ? null : Number(c['meioId']), c]))
        const linhas: ContagemDivulgacao[] = opcoes.map((o) => {
          const c = porId.get(Number(o['id']))
          porId.delete(Number(o['id']))
          return { meio: String(o['nome']), candidatos: numero(c?.['candidatos']), contratados: numero(c?.['contratados']) }
        })
        // Without an answer, or an option of another company (never expected): 'Não informado'.
        const resto = [...porId.values()]
        if (resto.length)
          linhas.push({
            meio: null,
            candidatos: resto.reduce((a, c) => a + numero(c['candidatos']), 0),
            contratados: resto.reduce((a, c) => a + numero(c['contratados']), 0),
          })
        return linhas
      },
    ),
  ),

  sql(consultaIndicacaoCandidato, (knex, f, e) =>
    Effect.map(
      consulta(knex, (db) => {
        const q = db
          .select(db.raw('trim(c.indicado_por) as indicado_por'))
          .select({
            candidato: 'c.nome',
            cpf: 'c.cpf',
            criadoEm: 'c.criado_em',
            qualificacao: 'c.qualificacao_cadastral',
            contratado: 'c.contratado',
          })
          .from({ c: 'candidatos' })
          .where('c.empresa_id', e.empresaId)
          .whereNull('c.removed_at')
          .whereNotNull('c.indicado_por')
          .whereRaw(`trim(c.indicado_por) <> ''`)
        instantesDoPeriodo(q, 'c.criado_em', f.dataIni, f.dataFim)
        if (f.somenteContratados) q.where('c.contratado', true)
        return q.orderByRaw('rh_norm(trim(c.indicado_por)), trim(c.indicado_por), rh_norm(c.nome), c.id')
      }),
      (linhas: Registro[]): ReadonlyArray<Linha> =>
        linhas.map((l) => ({
          indicadoPor: String(l['indicadoPor']),
          candidato: String(l['candidato']),
          cpf: cpf(l['cpf']),
          cadastro: diaDoInstante(l['criadoEm']),
          qualificacao: nomeQualificacao(texto(l['qualificacao'])),
          contratado: simNao(l['contratado']),
        })),
    ),
  ),

  sql(consultaQualificacaoCadastralCandidato, (knex, f, e) => {
    const empresas = f.empresasIds.filter((id) => e.empresasVisiveis.includes(id))
    if (!empresas.length) return Effect.succeed([])
    return Effect.map(
      consulta(knex, (db) => {
        const q = db
          .from({ c: 'candidatos' })
          .join({ em: 'empresas' }, 'em.id', 'c.empresa_id')
          .whereIn('c.empresa_id', empresas)
          .whereNull('c.removed_at')
        if (f.qualificacao === 'NAO_VERIFICADO') q.where((w) => w.whereNull('c.qualificacao_cadastral').orWhere('c.qualificacao_cadastral', 'NAO_VERIFICADO'))
        else if (f.qualificacao !== 'TODOS') q.where('c.qualificacao_cadastral', f.qualificacao)
        if (f.tipo === 'D') {
          return q
            .select({
              empresa: 'em.nome',
              candidato: 'c.nome',
              cpf: 'c.cpf',
              criadoEm: 'c.criado_em',
              qualificacao: 'c.qualificacao_cadastral',
              mensagem: 'c.mensagem_qualificacao',
            })
            .orderByRaw(`rh_norm(em.nome), em.id, ${ORDEM_QUALIFICACAO}, rh_norm(c.nome), c.id`)
        }
        return q
          .select({ empresa: 'em.nome', empresaId: 'em.id' })
          .select(db.raw(`coalesce(c.qualificacao_cadastral, 'NAO_VERIFICADO') as qualificacao`), db.raw('count(*) as candidatos'))
          .groupBy('em.id', 'em.nome', db.raw(`coalesce(c.qualificacao_cadastral, 'NAO_VERIFICADO')`))
          .orderByRaw(`rh_norm(em.nome), em.id, min(${ORDEM_QUALIFICACAO})`)
      }),
      (linhas: Registro[]): ReadonlyArray<Linha> =>
        f.tipo === 'D'
          ? linhas.map((l) => ({
              empresa: String(l['empresa']),
              candidato: String(l['candidato']),
              cpf: cpf(l['cpf']),
              cadastro: diaDoInstante(l['criadoEm']),
              qualificacao: nomeQualificacao(texto(l['qualificacao'])),
              mensagem: texto(l['mensagem']),
            }))
          : linhas.map((l) => ({
              empresa: String(l['empresa']),
              qualificacao: nomeQualificacao(texto(l['qualificacao'])),
              candidatos: numero(l['candidatos']),
            })),
    )
  },
  ),
]
