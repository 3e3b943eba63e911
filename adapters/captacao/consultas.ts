import { Effect } from 'effect'
import type { Knex } from 'knex'
import { consultaComoFicouSabendo } from '../../core/captacao/como-ficou-sabendo-vaga-estatistica.ts'
import { consultaEstatisticasPreenchimento } from '../../core/captacao/estatisticas-preenchimento-vaga.ts'
import { consultaCargo } from '../../core/captacao/relatorios/cargo.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { adicionarDias, inicioDoDiaEmSaoPaulo } from '../../core/shared/datas.ts'
import { ehPostgres } from '../db/knex.ts'
import { consulta } from '../db/repositorio.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'
import { SQL_RELATORIOS_CANDIDATOS } from './relatorios-candidatos.ts'
import { SQL_RELATORIOS_SELECAO } from './relatorios-selecao.ts'
import { numero, verdadeiro } from './relatorios-sql.ts'
import { SQL_RELATORIOS_SOLICITACOES } from './relatorios-solicitacoes.ts'
import { sqlSituacaoForaDe } from './solicitacoes-pessoal.ts'

type Registro = Record<string, unknown>

const sqlCargo = sql(consultaCargo, (knex, f, e) => {
  const pg = ehPostgres(knex)
  // cargos.areas_organizacionais is a JSON array of ids.
  const areasDoCargo = pg
    ? 'cross join lateral json_array_elements_text(c.areas_organizacionais::json) as ca(area_id)'
    : 'join json_each(c.areas_organizacionais) as ca'
  const areaId = pg ? 'ca.area_id::int' : 'ca.value'
  return Effect.map(
    consulta(knex, (db) => {
      const q = db
        .select({ area: 'a.nome', cargo: 'c.nome', nomeMercado: 'c.nome_mercado', ativa: 'c.ativa', moduloExterno: 'c.exibir_modulo_externo' })
        .from({ c: 'cargos' })
        .joinRaw(areasDoCargo)
        .join({ a: 'areas_organizacionais' }, 'a.id', db.raw(areaId))
        .where('c.empresa_id', e.empresaId)
        .orderByRaw('rh_norm(a.nome), a.id, rh_norm(c.nome)')
      if (f.situacao !== 'T') q.where('c.ativa', f.situacao === 'A')
      if (f.areasOrganizacionaisIds?.length) q.whereIn('a.id', [...f.areasOrganizacionaisIds])
      if (f.exibirModuloExterno) q.where('c.exibir_modulo_externo', true)
      return q
    }),
    (linhas: Registro[]): ReadonlyArray<Linha> =>
      linhas.map((l) => ({
        area: String(l['area']),
        cargo: String(l['cargo']),
        nomeMercado: String(l['nomeMercado']),
        situacao: verdadeiro(l['ativa']) ? 'Ativo' : 'Inativo',
        moduloExterno: verdadeiro(l['moduloExterno']) ? 'Sim' : 'Não',
      })),
  )
})

/** Sums per cargo of the requests opened in the period, and the hires of those requests with their days to fill. */
const sqlEstatisticasPreenchimento = sql(consultaEstatisticasPreenchimento, (knex, f, e) =>
  Effect.gen(function* () {
    const filtrar = (b: Knex.QueryBuilder) => {
      b.where('s.empresaId', e.empresaId).whereRaw(sqlSituacaoForaDe('s', ['cancelada'])).whereBetween('s.data', [f.dataIni, f.dataFim])
      if (f.cargoId !== undefined) b.where('s.cargoId', f.cargoId)
      if (f.areaOrganizacionalId !== undefined) b.where('s.areaOrganizacionalId', f.areaOrganizacionalId)
      if (f.estabelecimentoId !== undefined) b.where('s.estabelecimentoId', f.estabelecimentoId)
      if (f.ocultarInvisiveis) b.where('s.invisivelParaGestor', false)
      return b
    }
    const somas: Registro[] = yield* consulta(knex, (db) =>
      filtrar(
        db('solicitacoes_pessoal as s')
          .leftJoin('cargos as c', 'c.id', 's.cargoId')
          .select({ cargoId: 's.cargoId', cargo: 'c.nome' })
          .count({ solicitacoes: '*' })
          .sum({ vagas: 's.quantidade', vagasPreenchidas: 's.qtdVagasPreenchidas' })
          .select(db.raw('sum(case when s.qtd_vagas_preenchidas >= s.quantidade then 1 else 0 end) as solicitacoes_preenchidas'))
          .groupBy('s.cargoId', 'c.nome')
          .orderByRaw('rh_norm(c.nome)'),
      ),
    )
    const dias = ehPostgres(knex) ? 'sum(cs.data_contratacao::date - s.data::date)' : 'sum(julianday(cs.data_contratacao) - julianday(s.data))'
    const contratacoes: Registro[] = yield* consulta(knex, (db) =>
      filtrar(
        db('candidato_solicitacao as cs')
          .join('solicitacoes_pessoal as s', 's.id', 'cs.solicitacaoId')
          .select({ cargoId: 's.cargoId' })
          .count({ contratacoes: '*' })
          .select(db.raw(`${dias} as soma_dias`))
          .where('cs.contratado', true)
          .whereNull('cs.removedAt')
          .whereNotNull('cs.dataContratacao')
          .groupBy('s.cargoId'),
      ),
    )
    return somas.map((l): Linha => {
      const h = contratacoes.find((x) => Number(x['cargoId'] ?? 0) === Number(l['cargoId'] ?? 0))
      return {
        cargoId: l['cargoId'] == null ? null : Number(l['cargoId']),
        cargo: l['cargo'] == null ? '(sem cargo)' : String(l['cargo']),
        solicitacoes: numero(l['solicitacoes']),
        vagas: numero(l['vagas']),
        vagasPreenchidas: numero(l['vagasPreenchidas']),
        solicitacoesPreenchidas: numero(l['solicitacoesPreenchidas']),
        contratacoes: numero(h?.['contratacoes']),
        somaDias: numero(h?.['somaDias']),
      }
    })
  }),
)

/** Every how-heard option of the company with its candidate count (0 too), and the count of those without an answer. */
const sqlComoFicouSabendo = sql(consultaComoFicouSabendo, (knex, f, e) => {
  const empresaId = f.empresaId !== undefined && e.empresasVisiveis.includes(f.empresaId) ? f.empresaId : e.empresaId
  return Effect.map(
    Effect.all([
      consulta(knex, (db) => db('como_ficou_sabendo_vaga').where('empresaId', empresaId).select('id', 'nome').orderBy('id')),
      consulta(knex, (db) => {
        const b = db('candidatos').where('empresaId', empresaId)
        if (f.dataIni) b.where('criadoEm', '>=', inicioDoDiaEmSaoPaulo(f.dataIni))
        if (f.dataFim) b.where('criadoEm', '<', inicioDoDiaEmSaoPaulo(adicionarDias(f.dataFim, 1)))
        return b.groupBy('comoFicouSabendoVagaId').select('comoFicouSabendoVagaId as id').count({ qtd: '*' })
      }),
    ]),
    ([opcoes, contagens]: [Registro[], Registro[]]): ReadonlyArray<Linha> => {
      const qtd = new Map(contagens.map((c) => [c['id'] == null ? null : Number(c['id']), numero(c['qtd'])]))
      const linhas: Linha[] = opcoes.map((o) => ({ id: Number(o['id']), nome: String(o['nome']), qtd: qtd.get(Number(o['id'])) ?? 0 }))
      const conhecidas = new Set(opcoes.map((o) => Number(o['id'])))
      const semResposta = [...qtd.entries()].filter(([id]) => id === null || !conhecidas.has(id)).reduce((a, [, n]) => a + n, 0)
      if (semResposta) linhas.push({ id: null, nome: null, qtd: semResposta })
      return linhas
    },
  )
})

/** Recruitment's consultas by name: the ten reports and the two statistics screens. */
export const SQL_CONSULTAS_CAPTACAO = mapaSql(
  sqlCargo,
  sqlEstatisticasPreenchimento,
  sqlComoFicouSabendo,
  ...SQL_RELATORIOS_SELECAO,
  ...SQL_RELATORIOS_SOLICITACOES,
  ...SQL_RELATORIOS_CANDIDATOS,
)
