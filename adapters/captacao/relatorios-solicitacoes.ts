import { sqlSituacaoEm } from './solicitacoes-pessoal.ts'
import { Effect } from 'effect'
import type { Knex } from 'knex'
import type { StatusSolicitacaoFiltro } from '../../core/captacao/relatorios/comum.ts'
import { consultaDuracaoVaga } from '../../core/captacao/relatorios/duracao-vaga.ts'
import {
  consultaQualificacaoCadastralSolicitacao,
} from '../../core/captacao/relatorios/qualificacao-cadastral-solicitacao-pessoal.ts'
import { consultaVagaMotivo } from '../../core/captacao/relatorios/vaga-motivo.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { sql } from '../relatorios/consultas.ts'
import { ehPostgres } from '../db/knex.ts'
import { consulta } from '../db/repositorio.ts'
import { diasSql, doAno, filtrarStatus, numero, rotuloSolicitacao, situacaoSolicitacao, texto } from './relatorios-sql.ts'

type Registro = Record<string, unknown>
const SEM_MOTIVO = 'Sem motivo informado'
const SEM_CARGO = 'Sem cargo informado'

/** Days from the request's date to its closing date. */
const dias = (knex: Knex) => diasSql(ehPostgres(knex), 's.data', 's.data_encerramento')

/** SQL of the personnel-request reports: vacancies by reason, vacancy duration, qualification per request. */
export const SQL_RELATORIOS_SOLICITACOES = [
  sql(consultaVagaMotivo, (knex, f, e) =>
    Effect.map(
      consulta(knex, (db) => {
        const q = db
          .from({ s: 'solicitacoes_pessoal' })
          .leftJoin({ m: 'motivos_solicitacao' }, 'm.id', 's.motivo_solicitacao_id')
          .where('s.empresa_id', e.empresaId)
        doAno(q, 's.data', f.ano)
        filtrarStatus(q, f.statusSolicitacao as StatusSolicitacaoFiltro)
        if (f.areasOrganizacionaisIds.length) q.whereIn('s.area_organizacional_id', [...f.areasOrganizacionaisIds])
        if (f.tipo === 'D') {
          return q
            .leftJoin({ cg: 'cargos' }, 'cg.id', 's.cargo_id')
            .leftJoin({ a: 'areas_organizacionais' }, 'a.id', 's.area_organizacional_id')
            .select({
              motivo: 'm.nome',
              id: 's.id',
              descricao: 's.descricao',
              data: 's.data',
              cargo: 'cg.nome',
              area: 'a.nome',
              status: 's.status',
              suspensa: 's.suspensa',
              encerrada: 's.encerrada',
              cancelada: 's.cancelada',
              vagas: 's.quantidade',
              preenchidas: 's.qtd_vagas_preenchidas',
            })
            .orderByRaw('case when m.id is null then 1 else 0 end, rh_norm(m.nome), m.id, s.data, s.id')
        }
        return q
          .select({ motivoId: 'm.id', motivo: 'm.nome' })
          .select(db.raw('count(*) as solicitacoes'), db.raw('sum(s.quantidade) as vagas'), db.raw('sum(s.qtd_vagas_preenchidas) as preenchidas'))
          .groupBy('m.id', 'm.nome')
          .orderByRaw('sum(s.quantidade) desc, case when m.id is null then 1 else 0 end, rh_norm(m.nome)')
      }),
      (linhas: Registro[]): ReadonlyArray<Linha> =>
        f.tipo === 'D'
          ? linhas.map((l) => ({
              motivo: texto(l['motivo']) ?? SEM_MOTIVO,
              solicitacao: rotuloSolicitacao(l['id'], l['descricao']),
              data: texto(l['data']),
              cargo: texto(l['cargo']),
              area: texto(l['area']),
              situacao: situacaoSolicitacao(l),
              vagas: numero(l['vagas']),
              preenchidas: numero(l['preenchidas']),
            }))
          : linhas.map((l) => ({
              motivo: texto(l['motivo']) ?? SEM_MOTIVO,
              solicitacoes: numero(l['solicitacoes']),
              vagas: numero(l['vagas']),
              preenchidas: numero(l['preenchidas']),
            })),
    ),
  ),

  sql(consultaDuracaoVaga, (knex, f, e) =>
    Effect.map(
      consulta(knex, (db) => {
        const [tabela, fk] = f.agrupamento === 'M' ? ['motivos_solicitacao', 's.motivo_solicitacao_id'] : ['cargos', 's.cargo_id']
        const q = db
          .from({ s: 'solicitacoes_pessoal' })
          .leftJoin({ g: tabela }, 'g.id', fk)
          .where('s.empresa_id', e.empresaId)
          .whereRaw(sqlSituacaoEm('s', ['encerrada']))
          .whereNotNull('s.data_encerramento')
        doAno(q, 's.data_encerramento', f.ano)
        if (f.areasOrganizacionaisIds.length) q.whereIn('s.area_organizacional_id', [...f.areasOrganizacionaisIds])
        if (f.tipo === 'D') {
          return q
            .select({
              grupo: 'g.nome',
              id: 's.id',
              descricao: 's.descricao',
              abertura: 's.data',
              encerramento: 's.data_encerramento',
              vagas: 's.quantidade',
              preenchidas: 's.qtd_vagas_preenchidas',
            })
            .select(db.raw(`${dias(knex)} as dias`))
            .orderByRaw('case when g.id is null then 1 else 0 end, rh_norm(g.nome), g.id, s.data_encerramento, s.id')
        }
        return q
          .select({ grupoId: 'g.id', grupo: 'g.nome' })
          .select(
            db.raw('count(*) as solicitacoes'),
            db.raw('sum(s.quantidade) as vagas'),
            db.raw('sum(s.qtd_vagas_preenchidas) as preenchidas'),
            db.raw(`sum(${dias(knex)}) as soma_dias`),
            db.raw(`min(${dias(knex)}) as minimo`),
            db.raw(`max(${dias(knex)}) as maximo`),
          )
          .groupBy('g.id', 'g.nome')
          .orderByRaw('case when g.id is null then 1 else 0 end, rh_norm(g.nome), g.id')
      }),
      (linhas: Registro[]): ReadonlyArray<Linha> => {
        const semGrupo = f.agrupamento === 'M' ? SEM_MOTIVO : SEM_CARGO
        return f.tipo === 'D'
          ? linhas.map((l) => ({
              grupo: texto(l['grupo']) ?? semGrupo,
              solicitacao: rotuloSolicitacao(l['id'], l['descricao']),
              abertura: texto(l['abertura']),
              encerramento: texto(l['encerramento']),
              dias: numero(l['dias']),
              vagas: numero(l['vagas']),
              preenchidas: numero(l['preenchidas']),
            }))
          : linhas.map((l) => ({
              grupo: texto(l['grupo']) ?? semGrupo,
              solicitacoes: numero(l['solicitacoes']),
              vagas: numero(l['vagas']),
              preenchidas: numero(l['preenchidas']),
              somaDias: numero(l['somaDias']),
              media: numero(l['solicitacoes']) ? Math.round((numero(l['somaDias']) / numero(l['solicitacoes'])) * 10) / 10 : 0,
              minimo: numero(l['minimo']),
              maximo: numero(l['maximo']),
            }))
      },
    ),
  ),

  sql(consultaQualificacaoCadastralSolicitacao, (knex, f, e) =>
    Effect.map(
      consulta(knex, (db) => {
        const q = db
          .from({ s: 'solicitacoes_pessoal' })
          .join({ cs: 'candidato_solicitacao' }, 'cs.solicitacao_id', 's.id')
          .join({ c: 'candidatos' }, 'c.id', 'cs.candidato_id')
          .leftJoin({ cg: 'cargos' }, 'cg.id', 's.cargo_id')
          .where('s.empresa_id', e.empresaId)
          .where('cs.empresa_id', e.empresaId)
          .whereNull('cs.removed_at')
          .whereNull('c.removed_at')
        doAno(q, 's.data', f.ano)
        filtrarStatus(q, f.statusSolicitacao as StatusSolicitacaoFiltro)
        if (f.areasOrganizacionaisIds.length) q.whereIn('s.area_organizacional_id', [...f.areasOrganizacionaisIds])
        const conta = (status: string) => db.raw(`sum(case when c.qualificacao_cadastral = '${status}' then 1 else 0 end) as ${status.toLowerCase()}`)
        return q
          .select({ id: 's.id', descricao: 's.descricao', data: 's.data', cargo: 'cg.nome' })
          .select(
            db.raw('count(*) as candidatos'),
            conta('QUALIFICADO'),
            conta('NAO_QUALIFICADO'),
            conta('DADOS_INCOMPLETOS'),
            db.raw(`sum(case when c.qualificacao_cadastral is null or c.qualificacao_cadastral = 'NAO_VERIFICADO' then 1 else 0 end) as nao_verificado`),
          )
          .groupBy('s.id', 's.descricao', 's.data', 'cg.nome')
          .orderBy([{ column: 's.data' }, { column: 's.id' }])
      }),
      (linhas: Registro[]): ReadonlyArray<Linha> =>
        linhas.map((l) => ({
          solicitacao: rotuloSolicitacao(l['id'], l['descricao']),
          cargo: texto(l['cargo']),
          candidatos: numero(l['candidatos']),
          qualificados: numero(l['qualificado']),
          naoQualificados: numero(l['naoQualificado']),
          dadosIncompletos: numero(l['dadosIncompletos']),
          naoVerificados: numero(l['naoVerificado']),
        })),
    ),
  ),
]
