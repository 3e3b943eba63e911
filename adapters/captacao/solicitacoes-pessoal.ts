import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { ConsultaEstatisticas, type FiltroEstatisticas, type SomaCargo } from '../../core/captacao/estatisticas-preenchimento-vaga.ts'
import { GeradorPdf } from '../../core/captacao/imprimirSolicitacao.ts'
import { ConsultaPipeline, type CandidatoNaSolicitacao } from '../../core/captacao/pipeline.ts'
import { ConsultaSolicitacoes, solicitacoesPessoal, type ConsultaListaSolicitacoes } from '../../core/captacao/solicitacoes-pessoal.ts'
import type { Escopo } from '../../core/shared/ports.ts'
import { consulta, ordenaveis, paraRegistro } from '../db/repositorio.ts'
import { ehPostgres, normalizarBusca } from '../db/knex.ts'
import { gerarPdf } from '../pdf.ts'

const comoLista = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v])
const verdadeiro = (v: unknown) => v === true || v === 1 || v === '1' || v === 't' || v === 'true'
const TABELA = 'solicitacoes_pessoal'

/** The request list: the generic field filters, the spec's search filter and the T/A/S/E/C view, in SQL. */
const listar = (knex: Knex) => (e: Escopo, q: ConsultaListaSolicitacoes) =>
  Effect.gen(function* () {
    const r = solicitacoesPessoal
    const f = q.especiais
    const base = (db: Knex) => {
      const b = db(TABELA).whereIn(`${TABELA}.empresaId`, [...e.empresasVisiveis])
      const pedidas = q.campos['empresaId'] === undefined ? [e.empresaId] : comoLista(q.campos['empresaId']).map(Number)
      b.whereIn(`${TABELA}.empresaId`, pedidas)
      for (const [k, v] of Object.entries(q.campos)) {
        if (v === undefined || v === null || v === '' || k === 'empresaId') continue
        if (k === 'q') {
          const termo = `%${normalizarBusca(String(v))}%`
          const textos = Object.keys(r.fields).filter((x) => r.fields[x]!.filter === 'like')
          b.where((w) => {
            textos.forEach((x) => w.orWhereRaw('rh_norm(??) like ?', [`${TABELA}.${x}`, termo]))
            if (/^\d{1,9}$/.test(String(v).trim())) w.orWhere(`${TABELA}.id`, Number(String(v).trim()))
          })
          continue
        }
        if (k === 'id') {
          b.whereIn(`${TABELA}.id`, comoLista(v).map(Number))
          continue
        }
        const c = r.fields[k]
        if (!c) continue
        if (c.storage === 'boolean') b.where(`${TABELA}.${k}`, verdadeiro(v))
        else if (c.filter === 'like' && !Array.isArray(v)) b.whereRaw('rh_norm(??) like ?', [`${TABELA}.${k}`, `%${normalizarBusca(String(v))}%`])
        else b.whereIn(`${TABELA}.${k}`, comoLista(v) as any[])
      }
      if (f.codigo !== undefined) b.where(`${TABELA}.id`, f.codigo)
      if (f.dataIni) b.where(`${TABELA}.data`, '>=', f.dataIni)
      if (f.dataFim) b.where(`${TABELA}.data`, '<=', f.dataFim)
      if (f.areaOrganizacionaId !== undefined) b.where(`${TABELA}.areaOrganizacionalId`, f.areaOrganizacionaId)
      if (f.motivoId !== undefined) b.where(`${TABELA}.motivoSolicitacaoId`, f.motivoId)
      if (f.dataEncerramentoIni) b.where(`${TABELA}.dataEncerramento`, '>=', f.dataEncerramentoIni)
      if (f.dataEncerramentoFim) b.where(`${TABELA}.dataEncerramento`, '<=', f.dataEncerramentoFim)
      switch (f.visualizar ?? 'T') {
        case 'A':
          b.where(`${TABELA}.cancelada`, false).where(`${TABELA}.encerrada`, false).where(`${TABELA}.suspensa`, false)
          break
        case 'S':
          b.where(`${TABELA}.cancelada`, false).where(`${TABELA}.encerrada`, false).where(`${TABELA}.suspensa`, true)
          break
        case 'E':
          b.where(`${TABELA}.cancelada`, false).where(`${TABELA}.encerrada`, true)
          break
        case 'C':
          b.where(`${TABELA}.cancelada`, true)
          break
      }
      if (f.semCandidatoId !== undefined) {
        b.whereNotExists((s) =>
          s.select(db.raw('1')).from('candidato_solicitacao').whereRaw('candidato_solicitacao.solicitacao_id = solicitacoes_pessoal.id').where('candidato_solicitacao.candidatoId', f.semCandidatoId!).whereNull('candidato_solicitacao.removedAt'),
        )
      }
      if (q.ocultarInvisiveis) b.where(`${TABELA}.invisivelParaGestor`, false)
      return b
    }
    const total = yield* consulta(knex, (db) => base(db).count({ n: '*' }))
    const sort = q.sort && ordenaveis(r).includes(q.sort.field) ? q.sort : r.sort
    const linhas: Array<Record<string, unknown>> = yield* consulta(knex, (db) => {
      const b = base(db).select(
        `${TABELA}.*`,
        db.raw('(select count(*) from candidato_solicitacao cs where cs.solicitacao_id = solicitacoes_pessoal.id and cs.removed_at is null) as qtd_candidatos'),
      )
      const campo = r.fields[sort.field]
      if (campo?.storage === 'string') b.orderByRaw(`rh_norm(??) ${sort.order === 'DESC' ? 'desc' : 'asc'}`, [`${TABELA}.${sort.field}`])
      else b.orderBy(`${TABELA}.${sort.field}`, sort.order === 'DESC' ? 'desc' : 'asc')
      b.orderBy(`${TABELA}.id`, sort.order === 'DESC' ? 'desc' : 'asc')
      if (q.range) b.offset(q.range.offset).limit(q.range.limit)
      return b
    })
    return {
      rows: linhas.map((l) => ({ ...paraRegistro(r, l), qtdCandidatos: Number(l['qtdCandidatos'] ?? 0) })),
      total: Number(total[0]?.['n'] ?? 0),
    }
  })

const candidatos = (knex: Knex) => (empresaId: number, solicitacaoId: number) =>
  Effect.map(
    consulta(knex, (db) =>
      db('candidato_solicitacao as cs')
        .join('candidatos as c', 'c.id', 'cs.candidatoId')
        .select({
          candidatoSolicitacaoId: 'cs.id',
          candidatoId: 'cs.candidatoId',
          nome: 'c.nome',
          etapaSeletivaId: 'cs.etapaSeletivaId',
          dataEtapa: 'cs.dataEtapa',
          apto: 'cs.apto',
          contratado: 'cs.contratado',
          dataVinculo: 'cs.dataVinculo',
        })
        .select(db.raw('(select max(h.id) from historico h where h.candidato_solicitacao_id = cs.id) as historico_id'))
        .where('cs.empresaId', empresaId)
        .where('cs.solicitacaoId', solicitacaoId)
        .whereNull('cs.removedAt')
        .orderByRaw('rh_norm(c.nome), cs.id'),
    ),
    (linhas: Array<Record<string, unknown>>): ReadonlyArray<CandidatoNaSolicitacao> =>
      linhas.map((l) => ({
        candidatoSolicitacaoId: Number(l['candidatoSolicitacaoId']),
        candidatoId: Number(l['candidatoId']),
        nome: String(l['nome']),
        etapaSeletivaId: l['etapaSeletivaId'] == null ? null : Number(l['etapaSeletivaId']),
        dataEtapa: (l['dataEtapa'] as string | null) ?? null,
        apto: l['apto'] === 'S' || l['apto'] === 'N' ? l['apto'] : null,
        contratado: verdadeiro(l['contratado']),
        dataVinculo: (l['dataVinculo'] as string | null) ?? null,
        historicoId: l['historicoId'] == null ? null : Number(l['historicoId']),
      })),
  )

/** Cached per process: whether an optional column of another slice's table exists. */
const existeColuna = (knex: Knex) => {
  const cache = new Map<string, boolean>()
  return (tabela: string, coluna: string) =>
    cache.has(`${tabela}.${coluna}`)
      ? Effect.succeed(cache.get(`${tabela}.${coluna}`)!)
      : Effect.map(
          consulta(knex, async (db) => (await db.schema.hasTable(tabela)) && (await db.schema.hasColumn(tabela, coluna))),
          (existe) => {
            // Only a positive answer is cached: a migration may add the column while the process runs.
            if (existe) cache.set(`${tabela}.${coluna}`, true)
            return existe
          },
        )
}

const pipeline = (knex: Knex) => {
  const coluna = existeColuna(knex)
  return {
    candidatos: candidatos(knex),
    candidatosExistentes: (empresaId: number, ids: ReadonlyArray<number>) =>
      Effect.map(
        consulta(knex, (db) => db('candidatos').select('id', 'nome').where('empresaId', empresaId).whereIn('id', [...ids]).whereNull('removedAt')),
        (ls: Array<Record<string, unknown>>) => ls.map((l) => ({ id: Number(l['id']), nome: String(l['nome']) })),
      ),
    participacoesNoCargo: (empresaId: number, cargoId: number, candidatosIds: ReadonlyArray<number>, excetoSolicitacaoId: number) =>
      candidatosIds.length === 0
        ? Effect.succeed([])
        : Effect.map(
            consulta(knex, (db) =>
              db('candidato_solicitacao as cs')
                .join('solicitacoes_pessoal as s', 's.id', 'cs.solicitacaoId')
                .select({ candidatoId: 'cs.candidatoId' })
                .count({ quantidade: '*' })
                .where('cs.empresaId', empresaId)
                .whereNull('cs.removedAt')
                .where('s.cargoId', cargoId)
                .where('s.encerrada', false)
                .where('s.cancelada', false)
                .whereNot('s.id', excetoSolicitacaoId)
                .whereIn('cs.candidatoId', [...candidatosIds])
                .groupBy('cs.candidatoId'),
            ),
            (ls: Array<Record<string, unknown>>) => ls.map((l) => ({ candidatoId: Number(l['candidatoId']), quantidade: Number(l['quantidade']) })),
          ),
    ultimaParticipacaoNoCargo: (empresaId: number, cargoId: number, candidatosIds: ReadonlyArray<number>) =>
      candidatosIds.length === 0
        ? Effect.succeed([])
        : Effect.map(
            consulta(knex, (db) =>
              db('candidato_solicitacao as cs')
                .join('solicitacoes_pessoal as s', 's.id', 'cs.solicitacaoId')
                .select({ candidatoId: 'cs.candidatoId' })
                .max({ data: 'cs.dataVinculo' })
                .where('cs.empresaId', empresaId)
                .where('s.cargoId', cargoId)
                .whereIn('cs.candidatoId', [...candidatosIds])
                .whereNotNull('cs.dataVinculo')
                .groupBy('cs.candidatoId'),
            ),
            (ls: Array<Record<string, unknown>>) => ls.map((l) => ({ candidatoId: Number(l['candidatoId']), data: String(l['data']) })),
          ),
    // The ad (slice C's `anuncios`) may not exist yet: without it there is no wait.
    diasEsperaNovaAplicacao: (solicitacaoId: number) =>
      Effect.gen(function* () {
        if (!(yield* coluna('anuncios', 'dias_espera_nova_aplicacao')) || !(yield* coluna('anuncios', 'solicitacao_id'))) return 0
        const removivel = yield* coluna('anuncios', 'removed_at')
        const r: Array<Record<string, unknown>> = yield* consulta(knex, (db) => {
          const b = db('anuncios').max({ dias: 'diasEsperaNovaAplicacao' }).where('solicitacaoId', solicitacaoId)
          if (removivel) b.whereNull('removedAt')
          return b
        })
        return Number(r[0]?.['dias'] ?? 0) || 0
      }),
    referenciasDaSolicitacao: (solicitacaoId: number) =>
      Effect.gen(function* () {
        let n = 0
        for (const tabela of ['anuncios', 'avaliacoes_candidato']) {
          if (!(yield* coluna(tabela, 'solicitacao_id'))) continue
          const r: Array<Record<string, unknown>> = yield* consulta(knex, (db) => db(tabela).where('solicitacaoId', solicitacaoId).count({ n: '*' }))
          n += Number(r[0]?.['n'] ?? 0)
        }
        return n
      }),
    marcarContratado: (candidatoId: number) =>
      Effect.gen(function* () {
        if (!(yield* coluna('candidatos', 'contratado'))) return
        yield* consulta(knex, (db) => db('candidatos').where('id', candidatoId).update({ contratado: true }))
      }),
  }
}

const estatisticas = (knex: Knex) => (e: Escopo, f: FiltroEstatisticas, ocultarInvisiveis: boolean) =>
  Effect.gen(function* () {
    const pg = ehPostgres(knex)
    const filtrar = (b: Knex.QueryBuilder) => {
      b.where('s.empresaId', e.empresaId).where('s.cancelada', false).whereBetween('s.data', [f.dataIni, f.dataFim])
      if (f.cargoId !== undefined) b.where('s.cargoId', f.cargoId)
      if (f.areaOrganizacionalId !== undefined) b.where('s.areaOrganizacionalId', f.areaOrganizacionalId)
      if (f.estabelecimentoId !== undefined) b.where('s.estabelecimentoId', f.estabelecimentoId)
      if (ocultarInvisiveis) b.where('s.invisivelParaGestor', false)
      return b
    }
    const somas: Array<Record<string, unknown>> = yield* consulta(knex, (db) =>
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
    const dias = pg ? 'sum(cs.data_contratacao::date - s.data::date)' : 'sum(julianday(cs.data_contratacao) - julianday(s.data))'
    const contratacoes: Array<Record<string, unknown>> = yield* consulta(knex, (db) =>
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
    return somas.map((l): SomaCargo => {
      const h = contratacoes.find((x) => Number(x['cargoId'] ?? 0) === Number(l['cargoId'] ?? 0))
      return {
        cargoId: l['cargoId'] == null ? null : Number(l['cargoId']),
        cargo: l['cargo'] == null ? '(sem cargo)' : String(l['cargo']),
        solicitacoes: Number(l['solicitacoes'] ?? 0),
        vagas: Number(l['vagas'] ?? 0),
        vagasPreenchidas: Number(l['vagasPreenchidas'] ?? 0),
        solicitacoesPreenchidas: Number(l['solicitacoesPreenchidas'] ?? 0),
        contratacoes: Number(h?.['contratacoes'] ?? 0),
        somaDias: Number(h?.['somaDias'] ?? 0),
      }
    })
  })

/** Adapters (ports' implementations) of this recruitment slice. */
export const camadaSolicitacoes = (knex: Knex) =>
  Layer.mergeAll(
    Layer.succeed(ConsultaSolicitacoes, { listar: listar(knex) }),
    Layer.succeed(ConsultaPipeline, pipeline(knex)),
    Layer.succeed(ConsultaEstatisticas, { porCargo: estatisticas(knex) }),
    Layer.succeed(GeradorPdf, { gerar: (d) => Effect.promise(async () => new Uint8Array(await gerarPdf(d))) }),
  )

interface PlanoDemo {
  readonly descricao: string
  readonly cargo: number
  readonly dias: number
  readonly quantidade: number
  readonly status: 'I' | 'A' | 'R'
  /** Candidates per stage (index = stage), then hires among those in the last stage. */
  readonly porEtapa?: ReadonlyArray<number>
  readonly contratados?: number
  readonly depois?: 'suspende' | 'encerra' | 'cancela'
  readonly extra?: Record<string, unknown>
}

/**
 * Demo data of this slice, run after the platform's and the candidates' demo (empresa 1 = 'Empresa Demonstração'):
 * requests in every state and the demo candidates spread over the stages, through the core use cases (so every
 * row is valid and the history is complete); then the dates are spread back in time so the board shows real
 * times in stage and the statistics have days to fill.
 */
export const semearDemoSolicitacoes = async (knex: Knex): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  if (Number((await knex('solicitacoes_pessoal').where('empresaId', empresaId).count({ n: '*' }))[0]?.['n'] ?? 0) > 0) return
  const primeiro = async (t: string) => Number((await knex(t).where('empresaId', empresaId).orderBy('id').first('id'))?.id ?? 0)
  const cargos = (await knex('cargos').where('empresaId', empresaId).orderBy('id').select('id', 'nome')) as Array<{ id: number; nome: string }>
  const areas = (await knex('areas_organizacionais').where('empresaId', empresaId).select('id', 'nome')) as Array<{ id: number; nome: string }>
  const motivos = (await knex('motivos_solicitacao').where('empresaId', empresaId).orderBy('id').select('id')) as Array<{ id: number }>
  const candidatos = ((await knex('candidatos').where('empresaId', empresaId).whereNull('removedAt').orderBy('id').select('id')) as Array<{ id: number }>).map((c) => c.id)
  const estabelecimentoId = await primeiro('estabelecimentos')
  if (cargos.length < 4 || !motivos.length || !estabelecimentoId) return
  const area = (nome: string) => areas.find((a) => a.nome === nome)?.id ?? areas[0]!.id
  // The RH requests come from the parent area (Administrativo): the platform's tests remove 'Recursos Humanos'
  // expecting it to be in use by cargos only.
  const areaDoCargo = [area('Administrativo'), area('Administrativo'), area('Produção'), area('Comercial')]

  const [{ Effect: E }, alterar, pipelineUc, vincularUc, { camadasBanco }, { TODAS_AUTORIDADES }, { Relogio }] = await Promise.all([
    import('effect'),
    import('../../core/captacao/alterarSolicitacao.ts'),
    import('../../core/captacao/pipeline.ts'),
    import('../../core/captacao/vincularSolicitacao.ts'),
    import('../camadas.ts'),
    import('../../core/sessao/autoridades.ts'),
    import('../../core/shared/ports.ts'),
  ])
  const usuario = (await knex('usuarios').where('id', 1).first('id', 'nome')) as { id: number; nome: string } | undefined
  const ator = {
    escopo: { usuarioId: usuario?.id ?? 1, empresaId, empresasVisiveis: [empresaId] },
    usuario: { id: usuario?.id ?? 1, nome: usuario?.nome ?? 'Administrador' },
    autoridades: TODAS_AUTORIDADES,
  }
  const planos: PlanoDemo[] = [
    { descricao: 'Analista de RH pleno', cargo: 0, dias: 40, quantidade: 2, status: 'A', porEtapa: [5, 4, 3, 2, 2], contratados: 1, extra: { remuneracao: 520000, escolaridade: '09', tipoVaga: 'A', recrutadorResponsavel: 'Joana Lima' } },
    { descricao: 'Operadores de máquinas — turno B', cargo: 2, dias: 25, quantidade: 5, status: 'A', porEtapa: [6, 5, 3, 2, 3], contratados: 2, extra: { horarioComercial: '14h às 22h', remuneracao: 260000, sexo: 'I' } },
    { descricao: 'Assistente administrativo', cargo: 1, dias: 18, quantidade: 1, status: 'A', porEtapa: [3, 2, 1, 0, 0], depois: 'suspende' },
    { descricao: 'Recepcionista — sede', cargo: 1, dias: 33, quantidade: 2, status: 'A', porEtapa: [3, 2, 2, 1, 0], extra: { tipoVaga: 'E', horasDiariasPrevistas: 8 } },
    { descricao: 'Representante comercial — Nordeste', cargo: 3, dias: 5, quantidade: 3, status: 'I', extra: { estadoId: 23, cidadeId: 2304400, bairros: ['Aldeota', 'Meireles'] } },
    { descricao: 'Vendedor externo — interior', cargo: 3, dias: 12, quantidade: 1, status: 'R', extra: { observacaoLiberador: 'Sem orçamento neste trimestre' } },
    { descricao: 'Analista de RH júnior', cargo: 0, dias: 75, quantidade: 1, status: 'A', porEtapa: [2, 1, 0, 0, 1], contratados: 1, depois: 'encerra' },
    { descricao: 'Projeto temporário de inventário', cargo: 1, dias: 60, quantidade: 4, status: 'A', depois: 'cancela' },
  ]
  const run = <A>(ef: import('effect').Effect.Effect<A, unknown, any>) => E.runPromise(E.provide(E.orDie(ef), camadasBanco(knex)) as import('effect').Effect.Effect<A>)
  const hoje = await run(E.flatMap(Relogio, (r) => r.hoje))
  const diasAtras = (n: number) => new Date(Date.parse(`${hoje}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10)
  let proximo = 0
  const ajustes: Array<{ linkId: number; diasNaEtapa: number; dataSolicitacao: string; dias: number }> = []
  for (const [i, p] of planos.entries()) {
    const cargo = cargos[p.cargo]!
    const { observacaoLiberador, ...extra } = p.extra ?? {}
    const s = await run(
      alterar.criarSolicitacao(ator, {
        descricao: p.descricao,
        data: diasAtras(p.dias),
        dataPrevisaoEncerramento: diasAtras(p.dias - 45),
        horarioComercial: '08h às 17h',
        estabelecimentoId,
        areaOrganizacionalId: areaDoCargo[p.cargo],
        cargoId: cargo.id,
        motivoSolicitacaoId: motivos[i % motivos.length]!.id,
        quantidade: p.quantidade,
        experiencias: 'Experiência comprovada na função.',
        ...extra,
      }),
    )
    if (p.status !== 'I') await run(alterar.alterarStatusSolicitacao(ator, s.id, { status: p.status, observacaoLiberador: observacaoLiberador ?? 'Aprovada pelo RH' }))
    const porEtapa = p.porEtapa ?? []
    const total = porEtapa.reduce((a, b) => a + b, 0)
    const meus = candidatos.slice(proximo, proximo + total)
    proximo += total
    if (meus.length) {
      const links = await run(vincularUc.vincularCandidatosNaSolicitacao(ator, s.id, { candidatosIds: meus }))
      const etapas = await run(pipelineUc.etapasDaSolicitacao(ator, s))
      let k = 0
      for (const [indice, n] of porEtapa.entries()) {
        for (let j = 0; j < n && k < links.length; j++, k++) {
          const link = links[k]!
          if (indice > 0) await run(pipelineUc.moverCandidato(ator, link.id, { etapaSeletivaId: etapas[indice]!.id }))
          if (indice === porEtapa.length - 1 && j < (p.contratados ?? 0)) await run(pipelineUc.contratarCandidato(ator, link.id))
          ajustes.push({ linkId: link.id, diasNaEtapa: Math.min(p.dias - 1, 1 + ((k * 7 + i * 3) % 19)), dataSolicitacao: diasAtras(p.dias), dias: p.dias })
        }
      }
    }
    if (p.depois === 'suspende') await run(alterar.suspenderSolicitacao(ator, s.id))
    if (p.depois === 'encerra') await run(alterar.encerrarSolicitacao(ator, s.id, { dataEncerramento: diasAtras(10), obsEncerra: 'Vaga preenchida.' }))
    if (p.depois === 'cancela') await run(alterar.cancelarSolicitacao(ator, s.id, { obsCancelamento: 'Projeto adiado pela diretoria.' }))
  }
  // Spread the pipeline back in time: each card entered its stage `diasNaEtapa` days ago, earlier steps before that.
  const agora = Date.now()
  await knex.transaction(async (trx) => {
    for (const a of ajustes) {
      const desde = new Date(agora - a.diasNaEtapa * 86_400_000 - (a.linkId % 9) * 3_600_000).toISOString()
      await trx('candidatoSolicitacao').where('id', a.linkId).update({ dataEtapa: desde })
      const passos = (await trx('historico').where('candidatoSolicitacaoId', a.linkId).orderBy('id').select('id')) as Array<{ id: number }>
      for (const [n, h] of passos.entries()) {
        const volta = n === passos.length - 1 ? a.diasNaEtapa : Math.max(a.diasNaEtapa + 1, Math.round(a.dias - 1 - ((a.dias - a.diasNaEtapa - 1) * n) / passos.length))
        const instante = new Date(agora - volta * 86_400_000).toISOString()
        await trx('historico').where('id', h.id).update({ data: instante.slice(0, 10), registradoEm: instante })
      }
      await trx('candidatoSolicitacao').where('id', a.linkId).where('contratado', true).update({ dataContratacao: new Date(agora - a.diasNaEtapa * 86_400_000).toISOString().slice(0, 10) })
      await trx('candidatoSolicitacao').where('id', a.linkId).update({ dataVinculo: a.dataSolicitacao })
    }
  })
}
