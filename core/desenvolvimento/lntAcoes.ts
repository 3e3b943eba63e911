import { Effect, Schema } from 'effect'
import { valorBooleano, valorData, valorDinheiro, valorOpcoes, valorReferencia, valorTexto } from '../shared/campos.ts'
import { alterar, criar, listar, obter } from '../shared/crud.ts'
import { RegraViolada, ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { naEmpresa, type Ator } from '../shared/ator.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao } from '../shared/resource.ts'
import { colaboradorTurma } from './colaborador-turma.ts'
import { CARGA_HORARIA_OBRIGATORIA, cursos } from './cursos.ts'
import {
  consolidarLnt,
  erroTransicaoLnt,
  LNT_NAO_EM_CONSOLIDACAO,
  lnt,
  lntCursos,
  SITUACOES_LNT,
  type LinhaLnt,
  type SituacaoLnt,
  type SituacaoProposta,
} from './lnt.ts'
import { turmas } from './turmas.ts'

export const PROPOSTA_NAO_ENCONTRADA = 'Proposta: registro não encontrado nesta LNT'
export const PROPOSTA_JA_EM_TURMA = 'Esta proposta já virou turma'
export const PROPOSTA_NAO_APROVADA = 'Só propostas aprovadas viram turma'
export const CURSOS_DIFERENTES = 'As propostas de uma turma devem ser do mesmo curso'

const todos = { range: { offset: 0, limit: 10_000 } } as const

/** The round's lines as the pure consolidation reads them. */
const linhasDaLnt = (ator: Ator, lntId: number) =>
  Effect.map(listar(lntCursos, ator, { ...todos, filter: { lntId } }), (l) =>
    l.rows.map(
      (r): LinhaLnt & { readonly areaOrganizacionalId: number; readonly justificativa: string; readonly prioridade: string } => ({
        id: r.id,
        cursoId: r.cursoId ?? null,
        cursoSugerido: r.cursoSugerido ?? null,
        nomeCurso: r.nomeCurso ?? null,
        colaboradoresIds: r.colaboradoresIds ?? [],
        situacao: r.situacao as SituacaoProposta,
        turmaId: r.turmaId ?? null,
        areaOrganizacionalId: Number(r.areaOrganizacionalId),
        justificativa: String(r.justificativa ?? ''),
        prioridade: String(r.prioridade ?? ''),
      }),
    ),
  )

export const CorpoSituacaoLnt = Schema.Struct({ situacao: valorOpcoes(SITUACOES_LNT.map((s) => s.id), { label: 'Situação', feminino: true }) })

/** Moves the round to another state (core/desenvolvimento/lnt.ts `erroTransicaoLnt`). */
export const mudarSituacaoLnt = (ator: Ator, id: number, situacao: SituacaoLnt) =>
  Effect.gen(function* () {
    const atual = yield* obter(lnt, ator, id)
    const pendentes = (yield* linhasDaLnt(ator, id)).filter((l) => l.situacao === 'PENDENTE').length
    const erro = erroTransicaoLnt(atual.situacao as SituacaoLnt, situacao, pendentes)
    if (erro) return yield* new RegraViolada({ message: erro })
    return yield* alterar(lnt, ator, id, { situacao })
  })

export const CorpoAvaliarProposta = Schema.Struct({
  cursoLntId: valorReferencia({ label: 'Proposta', feminino: true }),
  aprovada: valorBooleano({ label: 'Aprovada', feminino: true }),
  cargaHoraria: Schema.optional(valorTexto({ label: 'Carga horária', max: 7, feminino: true })),
})

/**
 * HR approves or rejects a line of a round in consolidation. Approving a free-text suggestion creates its course
 * (named as suggested, with the workload given; the company's course of that name when one exists) in the same
 * transaction, and the line points at it from then on.
 */
export const avaliarProposta = (ator: Ator, lntId: number, corpo: typeof CorpoAvaliarProposta.Type) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const r = yield* obter(lnt, ator, lntId)
        if (r.situacao !== 'EM_CONSOLIDACAO') return yield* new RegraViolada({ message: LNT_NAO_EM_CONSOLIDACAO })
        const p = yield* Effect.either(obter(lntCursos, ator, corpo.cursoLntId))
        if (p._tag === 'Left' || Number(p.right.lntId) !== lntId) return yield* ValidacaoFalhou.campo('cursoLntId', PROPOSTA_NAO_ENCONTRADA)
        if (p.right.turmaId) return yield* new RegraViolada({ message: PROPOSTA_JA_EM_TURMA })
        if (!corpo.aprovada) return yield* alterar(lntCursos, ator, p.right.id, { situacao: 'REPROVADA' })
        let cursoId = p.right.cursoId ?? null
        if (!cursoId) {
          const nome = String(p.right.cursoSugerido ?? '').trim()
          const existente = (yield* listar(cursos, ator, { ...todos, filter: { empresaId: Number(r.empresaId) } })).rows.find(
            (c) => String(c.nome).toLocaleLowerCase('pt-BR') === nome.toLocaleLowerCase('pt-BR'),
          )
          if (existente) cursoId = existente.id
          else {
            if (!corpo.cargaHoraria) return yield* ValidacaoFalhou.campo('cargaHoraria', CARGA_HORARIA_OBRIGATORIA)
            cursoId = (yield* criar(cursos, naEmpresa(ator, Number(r.empresaId)), { nome, cargaHoraria: corpo.cargaHoraria })).id
          }
        }
        return yield* alterar(lntCursos, ator, p.right.id, { situacao: 'APROVADA', cursoId })
      }),
    ),
  )

export const CorpoGerarTurma = Schema.Struct({
  cursosLntIds: Schema.Array(valorReferencia({ label: 'Proposta', feminino: true }))
    .annotations({ message: () => 'Propostas inválidas' })
    .pipe(Schema.minItems(1, { message: () => 'Selecione ao menos uma proposta aprovada' })),
  descricao: valorTexto({ label: 'Descrição', max: 100, feminino: true }),
  instrutor: valorTexto({ label: 'Instrutor', max: 100 }),
  custo: valorDinheiro({ label: 'Custo' }),
  dataPrevIni: valorData({ label: 'Data inicial', feminino: true }),
  dataPrevFim: Schema.optional(valorData({ label: 'Data final', feminino: true })),
})

/**
 * Turns approved lines of one course into a class of that course (spec 002 cursoLntId): the class, every employee of
 * the lines as a participant (each once, by the participants' own rules) and the lines' `turmaId`, in one transaction.
 */
export const gerarTurma = (ator: Ator, lntId: number, corpo: typeof CorpoGerarTurma.Type) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(
      Effect.gen(function* () {
        const r = yield* obter(lnt, ator, lntId)
        if (r.situacao !== 'EM_CONSOLIDACAO') return yield* new RegraViolada({ message: LNT_NAO_EM_CONSOLIDACAO })
        const porId = new Map((yield* linhasDaLnt(ator, lntId)).map((l) => [l.id, l]))
        const ids = [...new Set(corpo.cursosLntIds)]
        const erros: ErroCampo[] = []
        const escolhidas = ids.flatMap((id, i) => {
          const l = porId.get(id)
          const erro = !l ? PROPOSTA_NAO_ENCONTRADA : l.turmaId ? PROPOSTA_JA_EM_TURMA : l.situacao !== 'APROVADA' ? PROPOSTA_NAO_APROVADA : undefined
          if (erro) erros.push({ field: `cursosLntIds[${i}]`, message: erro })
          return l && !erro ? [l] : []
        })
        if (!erros.length && new Set(escolhidas.map((l) => l.cursoId)).size > 1) erros.push({ field: 'cursosLntIds', message: CURSOS_DIFERENTES })
        if (erros.length) return yield* ValidacaoFalhou.campos(erros)
        const naLnt = naEmpresa(ator, Number(r.empresaId))
        const turma = yield* criar(turmas, naLnt, {
          cursoId: escolhidas[0]!.cursoId,
          descricao: corpo.descricao,
          instrutor: corpo.instrutor,
          custo: corpo.custo,
          dataPrevIni: corpo.dataPrevIni,
          ...(corpo.dataPrevFim ? { dataPrevFim: corpo.dataPrevFim } : {}),
        })
        const pessoas = [...new Set(escolhidas.flatMap((l) => l.colaboradoresIds))]
        for (const colaboradorId of pessoas) yield* criar(colaboradorTurma, naLnt, { turmaId: turma.id, colaboradorId })
        for (const l of escolhidas) yield* alterar(lntCursos, ator, l.id, { turmaId: turma.id })
        return { turmaId: turma.id, participantes: pessoas.length }
      }),
    ),
  )

/** The round's lines and, per course, the proposals and employees (core/desenvolvimento/lnt.ts `consolidarLnt`). */
export const consolidacaoLnt = (ator: Ator, lntId: number) =>
  Effect.gen(function* () {
    yield* obter(lnt, ator, lntId)
    const linhas = yield* linhasDaLnt(ator, lntId)
    return { cursos: consolidarLnt(linhas), propostas: linhas }
  })

const Consolidacao = Schema.Struct({
  cursos: Schema.Array(
    Schema.Struct({
      chave: Schema.String,
      cursoId: Schema.NullOr(Schema.Number),
      nomeCurso: Schema.String,
      propostas: Schema.Number,
      colaboradores: Schema.Number,
      pendentes: Schema.Number,
      aprovadas: Schema.Number,
      reprovadas: Schema.Number,
      propostasIds: Schema.Array(Schema.Number),
    }),
  ),
  propostas: Schema.Array(
    Schema.Struct({
      id: Schema.Number,
      cursoId: Schema.NullOr(Schema.Number),
      cursoSugerido: Schema.NullOr(Schema.String),
      nomeCurso: Schema.NullOr(Schema.String),
      colaboradoresIds: Schema.Array(Schema.Number),
      situacao: Schema.String,
      turmaId: Schema.NullOr(Schema.Number),
      areaOrganizacionalId: Schema.Number,
      justificativa: Schema.String,
      prioridade: Schema.String,
    }),
  ),
})

export const ACOES_LNT = [
  defineAcao({
    nome: 'situacao',
    metodo: 'PUT',
    caminho: ':id/situacao',
    resumo: 'Muda a situação da LNT (aberta, em consolidação, finalizada)',
    modo: 'escrever',
    corpo: CorpoSituacaoLnt,
    resposta: 'registro',
    executar: (ator, { id, corpo }) => mudarSituacaoLnt(ator, id, corpo.situacao),
  }),
  defineAcao({
    nome: 'consolidacao',
    metodo: 'GET',
    caminho: ':id/consolidacao',
    resumo: 'Propostas da LNT e, por curso, o número de propostas e de talentos',
    modo: 'ler',
    resposta: Consolidacao,
    executar: (ator, { id }) => consolidacaoLnt(ator, id),
  }),
  defineAcao({
    nome: 'avaliar',
    metodo: 'POST',
    caminho: ':id/avaliar',
    resumo: 'Aprova ou reprova uma proposta da LNT em consolidação (aprovar uma sugestão cria o curso)',
    modo: 'escrever',
    corpo: CorpoAvaliarProposta,
    resposta: Schema.Struct({ id: Schema.Number, situacao: Schema.String, cursoId: Schema.NullOr(Schema.Number) }),
    executar: (ator, { id, corpo }) =>
      Effect.map(avaliarProposta(ator, id, corpo), (p) => ({ id: p.id, situacao: String(p.situacao), cursoId: p.cursoId ?? null })),
  }),
  defineAcao({
    nome: 'gerar-turma',
    metodo: 'POST',
    caminho: ':id/gerar-turma',
    resumo: 'Transforma propostas aprovadas de um curso numa turma com os talentos propostos (uma transação)',
    modo: 'escrever',
    corpo: CorpoGerarTurma,
    status: 201,
    resposta: Schema.Struct({ turmaId: Schema.Number, participantes: Schema.Number }),
    executar: (ator, { id, corpo }) => gerarTurma(ator, id, corpo),
  }),
]
