import { Effect } from 'effect'
import { consultaAnaliseEtapaSeletiva, taxaAprovacao } from '../../core/captacao/relatorios/analise-etapa-seletiva.ts'
import { consultaAvaliacaoCandidato } from '../../core/captacao/relatorios/avaliacao-candidato.ts'
import { consultaCandidatoSelecao } from '../../core/captacao/relatorios/candidato-selecao.ts'
import { percentual, type StatusSolicitacaoFiltro } from '../../core/captacao/relatorios/comum.ts'
import { formatarCpf } from '../../core/shared/br/cpf.ts'
import type { Linha } from '../../core/shared/consulta.ts'
import { sql } from '../relatorios/consultas.ts'
import { consulta } from '../db/repositorio.ts'
import { diaDoInstante, doAno, filtrarStatus, numero, numeroOuNulo, resultadoApto, rotuloSolicitacao, simNao, situacaoSolicitacao, texto } from './relatorios-sql.ts'

type Registro = Record<string, unknown>
const cpf = (v: unknown) => (typeof v === 'string' && v.length === 11 ? formatarCpf(v) : texto(v))

/** SQL of the selection reports: candidates in selection, stage analysis, candidate evaluations. */
export const SQL_RELATORIOS_SELECAO = [
  sql(consultaCandidatoSelecao, (knex, f, e) =>
    Effect.map(
      consulta(knex, (db) => {
        const q = db
          .select({
            solicitacaoId: 's.id',
            descricao: 's.descricao',
            status: 's.status',
            suspensa: 's.suspensa',
            encerrada: 's.encerrada',
            cancelada: 's.cancelada',
            cargo: 'cg.nome',
            candidato: 'c.nome',
            cpf: 'c.cpf',
            etapa: 'e.nome',
            dataEtapa: 'cs.data_etapa',
            dataVinculo: 'cs.data_vinculo',
            apto: 'cs.apto',
            contratado: 'cs.contratado',
          })
          .from({ cs: 'candidato_solicitacao' })
          .join({ s: 'solicitacoes_pessoal' }, 's.id', 'cs.solicitacao_id')
          .join({ c: 'candidatos' }, 'c.id', 'cs.candidato_id')
          .leftJoin({ e: 'etapas_seletivas' }, 'e.id', 'cs.etapa_seletiva_id')
          .leftJoin({ cg: 'cargos' }, 'cg.id', 's.cargo_id')
          .where('cs.empresa_id', e.empresaId)
          .where('s.empresa_id', e.empresaId)
          .whereNull('cs.removed_at')
          .whereNull('c.removed_at')
        filtrarStatus(q, f.statusSolicitacao as StatusSolicitacaoFiltro)
        if (f.situacaoCandidato !== 'I') q.where('cs.apto', f.situacaoCandidato)
        if (f.solicitacoesIds.length) q.whereIn('s.id', [...f.solicitacoesIds])
        if (f.cargosIds.length) q.whereIn('s.cargo_id', [...f.cargosIds])
        q.orderBy([{ column: 's.data' }, { column: 's.id' }])
        if (f.ordem === 'E') q.orderByRaw('case when e.id is null then 1 else 0 end, e.ordem, e.id')
        return q.orderByRaw('rh_norm(c.nome), c.id')
      }),
      (linhas: Registro[]): ReadonlyArray<Linha> =>
        linhas.map((l) => ({
          solicitacao: `${rotuloSolicitacao(l['solicitacaoId'], l['descricao'])}${l['cargo'] ? ` (${l['cargo']})` : ''} — ${situacaoSolicitacao(l)}`,
          candidato: String(l['candidato']),
          cpf: cpf(l['cpf']),
          etapa: texto(l['etapa']) ?? '(sem etapa)',
          desde: diaDoInstante(l['dataEtapa']) ?? texto(l['dataVinculo']),
          resultado: resultadoApto(l['apto']),
          contratado: simNao(l['contratado']),
        })),
    ),
  ),

  sql(consultaAnaliseEtapaSeletiva, (knex, f, e) =>
    Effect.map(
      consulta(knex, (db) => {
        const q = db
          .from({ h: 'historico' })
          .join({ s: 'solicitacoes_pessoal' }, 's.id', 'h.solicitacao_id')
          .join({ c: 'candidatos' }, 'c.id', 'h.candidato_id')
          .join({ e: 'etapas_seletivas' }, 'e.id', 'h.etapa_seletiva_id')
          .where('h.empresa_id', e.empresaId)
          .where('s.empresa_id', e.empresaId)
          .whereNull('c.removed_at')
          .whereIn('h.etapa_seletiva_id', [...f.etapasIds])
        doAno(q, 'h.data', f.ano)
        filtrarStatus(q, f.statusSolicitacao as StatusSolicitacaoFiltro)
        if (f.situacaoCandidato !== 'I') q.where('h.apto', f.situacaoCandidato)
        if (f.tipo === 'D') {
          return q
            .select({
              etapa: 'e.nome',
              data: 'h.data',
              candidato: 'c.nome',
              solicitacaoId: 's.id',
              descricao: 's.descricao',
              responsavel: 'h.responsavel',
              apto: 'h.apto',
              observacao: 'h.observacao',
            })
            .orderBy([{ column: 'e.ordem' }, { column: 'e.id' }, { column: 'h.data' }])
            .orderByRaw('rh_norm(c.nome), h.id')
        }
        return q
          .select({ etapaId: 'e.id', etapa: 'e.nome', ordem: 'e.ordem' })
          .select(
            db.raw('count(distinct h.candidato_solicitacao_id) as candidatos'),
            db.raw(`sum(case when h.apto = 'S' then 1 else 0 end) as aptos`),
            db.raw(`sum(case when h.apto = 'N' then 1 else 0 end) as nao_aptos`),
            db.raw('sum(case when h.apto is null then 1 else 0 end) as pendentes'),
          )
          .groupBy('e.id', 'e.nome', 'e.ordem')
          .orderBy([{ column: 'e.ordem' }, { column: 'e.id' }])
      }),
      (linhas: Registro[]): ReadonlyArray<Linha> =>
        f.tipo === 'D'
          ? linhas.map((l) => ({
              etapa: String(l['etapa']),
              data: texto(l['data']),
              candidato: String(l['candidato']),
              solicitacao: rotuloSolicitacao(l['solicitacaoId'], l['descricao']),
              responsavel: texto(l['responsavel']),
              resultado: resultadoApto(l['apto']),
              observacao: texto(l['observacao']),
            }))
          : linhas.map((l) => ({
              etapa: String(l['etapa']),
              candidatos: numero(l['candidatos']),
              aptos: numero(l['aptos']),
              naoAptos: numero(l['naoAptos']),
              pendentes: numero(l['pendentes']),
              taxa: taxaAprovacao(numero(l['aptos']), numero(l['naoAptos'])),
            })),
    ),
  ),

  sql(consultaAvaliacaoCandidato, (knex, f, e) =>
    Effect.map(
      consulta(knex, (db) => {
        const q = db
          .select({
            modelo: 'm.titulo',
            candidato: 'c.nome',
            data: 'a.data',
            solicitacaoId: 's.id',
            descricao: 's.descricao',
            etapa: 'e.nome',
            pontuacao: 'a.pontuacao',
            pontuacaoMaxima: 'a.pontuacao_maxima',
            percentual: 'a.percentual',
            aprovado: 'a.aprovado',
          })
          .from({ a: 'avaliacoes_candidato' })
          .join({ c: 'candidatos' }, 'c.id', 'a.candidato_id')
          .join({ m: 'modelos_avaliacao_candidato' }, 'm.id', 'a.modelo_id')
          .leftJoin({ s: 'solicitacoes_pessoal' }, 's.id', 'a.solicitacao_id')
          .leftJoin({ e: 'etapas_seletivas' }, 'e.id', 'a.etapa_seletiva_id')
          .where('a.empresa_id', e.empresaId)
          .whereNull('c.removed_at')
          .whereBetween('a.data', [f.dataIni, f.dataFim])
        if (f.modelosIds.length) q.whereIn('a.modelo_id', [...f.modelosIds])
        if (f.etapasIds.length) q.whereIn('a.etapa_seletiva_id', [...f.etapasIds])
        return q.orderByRaw('rh_norm(m.titulo), m.id, a.data, rh_norm(c.nome), a.id')
      }),
      (linhas: Registro[]): ReadonlyArray<Linha> =>
        linhas.map((l) => {
          const pontuacao = numeroOuNulo(l['pontuacao'])
          const maxima = numeroOuNulo(l['pontuacaoMaxima'])
          const guardado = numeroOuNulo(l['percentual'])
          const aprovado = l['aprovado']
          return {
            modelo: String(l['modelo']),
            candidato: String(l['candidato']),
            data: texto(l['data']),
            solicitacao: l['solicitacaoId'] == null ? null : rotuloSolicitacao(l['solicitacaoId'], l['descricao']),
            etapa: texto(l['etapa']),
            pontuacao,
            pontuacaoMaxima: maxima,
            percentual: guardado ?? (pontuacao !== null && maxima ? percentual(pontuacao, maxima) : null),
            resultado: aprovado === null || aprovado === undefined ? null : aprovado === true || aprovado === 1 ? 'Aprovado' : 'Reprovado',
          }
        }),
    ),
  ),
]
