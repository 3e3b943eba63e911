import { calcularDvCpf } from '../../core/shared/br/cpf.ts'
import type { RodarDemo } from '../modulo.ts'
import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { ConsultaPipeline, type CandidatoNaSolicitacao } from '../../core/captacao/pipeline.ts'
import { PRECEDENCIA_SITUACAO, SITUACAO_PADRAO, solicitacoesPessoal, type Situacao } from '../../core/captacao/solicitacoes-pessoal.ts'
import { consulta, type ExtensoesSql } from '../db/repositorio.ts'

const verdadeiro = (v: unknown) => v === true || v === 1 || v === '1' || v === 't' || v === 'true'

/** The situation column from core's precedence table (first flag set wins), the same SQL for lists and reports. */
export const sqlSituacaoSolicitacao = (tabela: string) =>
  `case ${PRECEDENCIA_SITUACAO.map((p) => `when ${tabela}.${p.flag} then '${p.situacao}'`).join(' ')} else '${SITUACAO_PADRAO}' end`

const lista = (situacoes: ReadonlyArray<Situacao>) => situacoes.map((s) => `'${s}'`).join(', ')

/** Requests (table or alias `tabela`) whose situation is one of `situacoes`: the checks of "open" requests, from the same column. */
export const sqlSituacaoEm = (tabela: string, situacoes: ReadonlyArray<Situacao>) => `(${sqlSituacaoSolicitacao(tabela)}) in (${lista(situacoes)})`

/** Requests whose situation is none of `situacoes`. */
export const sqlSituacaoForaDe = (tabela: string, situacoes: ReadonlyArray<Situacao>) => `(${sqlSituacaoSolicitacao(tabela)}) not in (${lista(situacoes)})`

/** Computed columns and predicate filters of the request list (see the declaration in core). */
export const EXTENSOES_SOLICITACOES: ExtensoesSql = {
  [solicitacoesPessoal.name]: {
    colunas: {
      qtdCandidatos: () => 'select count(*) from candidato_solicitacao cs where cs.solicitacao_id = solicitacoes_pessoal.id and cs.removed_at is null',
      situacao: () => sqlSituacaoSolicitacao('solicitacoes_pessoal'),
    },
    predicados: {
      semCandidatoId: (b, v, db) =>
        b.whereNotExists((s) =>
          s
            .select(db.raw('1'))
            .from('candidato_solicitacao')
            .whereRaw('candidato_solicitacao.solicitacao_id = solicitacoes_pessoal.id')
            .where('candidato_solicitacao.candidatoId', Number(v))
            .whereNull('candidato_solicitacao.removedAt'),
        ),
    },
  },
}

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

/** One aggregate per candidate over their links to requests for one cargo of the company (`q` adds it and its conditions). */
const porCandidatoNoCargo = (knex: Knex, empresaId: number, cargoId: number, candidatosIds: ReadonlyArray<number>, q: (b: Knex.QueryBuilder) => Knex.QueryBuilder) =>
  candidatosIds.length === 0
    ? Effect.succeed([] as Array<Record<string, unknown>>)
    : consulta(knex, (db): PromiseLike<Array<Record<string, unknown>>> =>
        q(
          db('candidato_solicitacao as cs')
            .join('solicitacoes_pessoal as s', 's.id', 'cs.solicitacaoId')
            .select({ candidatoId: 'cs.candidatoId' })
            .where('cs.empresaId', empresaId)
            .where('s.cargoId', cargoId)
            .whereIn('cs.candidatoId', [...candidatosIds]),
        ).groupBy('cs.candidatoId'),
      )

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
      porCandidatoNoCargo(knex, empresaId, cargoId, candidatosIds, (q) =>
        q.count({ quantidade: '*' }).whereNull('cs.removedAt').whereRaw(sqlSituacaoEm('s', ['aberta', 'suspensa'])).whereNot('s.id', excetoSolicitacaoId),
      ).pipe(Effect.map((ls) => ls.map((l) => ({ candidatoId: Number(l['candidatoId']), quantidade: Number(l['quantidade']) })))),
    ultimaParticipacaoNoCargo: (empresaId: number, cargoId: number, candidatosIds: ReadonlyArray<number>) =>
      porCandidatoNoCargo(knex, empresaId, cargoId, candidatosIds, (q) => q.max({ data: 'cs.dataVinculo' }).whereNotNull('cs.dataVinculo')).pipe(
        Effect.map((ls) => ls.map((l) => ({ candidatoId: Number(l['candidatoId']), data: String(l['data']) }))),
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
  }
}

/** Adapters (ports' implementations) of this recruitment slice. */
export const camadaSolicitacoes = (knex: Knex) => Layer.succeed(ConsultaPipeline, pipeline(knex))

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
export const semearDemoSolicitacoes = async (knex: Knex, rodar: RodarDemo): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  if (Number((await knex('solicitacoes_pessoal').where('empresaId', empresaId).count({ n: '*' }))[0]?.['n'] ?? 0) > 0) return
  const primeiro = async (t: string) => Number((await knex(t).where('empresaId', empresaId).orderBy('id').first('id'))?.id ?? 0)
  const todos = (await knex('cargos').where('empresaId', empresaId).orderBy('id').select('id', 'nome')) as Array<{ id: number; nome: string }>
  // The plans below point at these cargos by position.
  const cargos = ['Analista de Recursos Humanos', 'Assistente Administrativo', 'Operador de Produção', 'Vendedor Externo'].flatMap((n) => todos.filter((c) => c.nome === n))
  const areas = (await knex('areas_organizacionais').where('empresaId', empresaId).select('id', 'nome')) as Array<{ id: number; nome: string }>
  const motivos = (await knex('motivos_solicitacao').where('empresaId', empresaId).orderBy('id').select('id')) as Array<{ id: number }>
  const candidatos = ((await knex('candidatos').where('empresaId', empresaId).whereNull('removedAt').orderBy('id').select('id')) as Array<{ id: number }>).map((c) => c.id)
  const estabelecimentoId = await primeiro('estabelecimentos')
  if (cargos.length < 4 || !motivos.length || !estabelecimentoId) return
  const area = (nome: string) => areas.find((a) => a.nome === nome)?.id ?? areas[0]!.id
  // The RH requests come from the parent area (Administrativo): the platform's tests remove 'Recursos Humanos'
  // expecting it to be in use by cargos only.
  const areaDoCargo = [area('Administrativo'), area('Administrativo'), area('Produção'), area('Comercial')]

  const [{ Effect: E }, alterar, pipelineUc, contratacaoUc, vincularUc, { TODAS_AUTORIDADES }, { Relogio }, crud] = await Promise.all([
    import('effect'),
    import('../../core/captacao/alterarSolicitacao.ts'),
    import('../../core/captacao/pipeline.ts'),
    import('../../core/captacao/contratarCandidato.ts'),
    import('../../core/captacao/vincularSolicitacao.ts'),
    import('../../core/modulos.ts'),
    import('../../core/shared/ports.ts'),
    import('../../core/shared/crud.ts'),
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
  const run = <A, Er, R>(ef: import('effect').Effect.Effect<A, Er, R>) => rodar(E.orDie(ef))
  const hoje = await run(E.flatMap(Relogio, (r) => r.hoje))
  const diasAtras = (n: number) => new Date(Date.parse(`${hoje}T12:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10)
  let proximo = 0
  const ajustes: Array<{ linkId: number; diasNaEtapa: number; dataSolicitacao: string; dias: number }> = []
  for (const [i, p] of planos.entries()) {
    const cargo = cargos[p.cargo]!
    const { observacaoLiberador, ...extra } = p.extra ?? {}
    const s = await run(
      crud.criar(solicitacoesPessoal, ator, {
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
    if (p.status !== 'I') await run(alterar.alterarStatusSolicitacao(ator, s.id, { status: p.status, observacaoLiberador: String(observacaoLiberador ?? 'Aprovada pelo RH') }))
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
          if (indice === porEtapa.length - 1 && j < (p.contratados ?? 0)) {
            // Hired as an employee: a demo candidate may lack a birth date, which the dialog would ask.
            const c = (await knex('candidatos').where('id', Number(link.candidatoId)).first('dataNascimento', 'cpf')) as { dataNascimento?: string | null; cpf?: string | null } | undefined
            const base = String(700_000_000 + Number(link.candidatoId)).slice(0, 9)
            const faltam = { ...(c?.dataNascimento ? {} : { dataNascimento: '1995-06-15' }), ...(c?.cpf ? {} : { cpf: base + calcularDvCpf(base) }) }
            const corpo = { dataAdmissao: hoje, ...faltam, historico: { tipoSalario: 3, salario: Number(p.extra?.['remuneracao'] ?? 300_000) } }
            await run(contratacaoUc.contratarCandidato(ator, link.id, corpo))
          }
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
