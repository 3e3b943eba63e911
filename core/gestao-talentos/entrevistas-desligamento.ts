import { Effect, Either } from 'effect'
import { booleano, comPadroes, data, lista, referencia, referencias, texto, textoLongo } from '../shared/campos.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { Pergunta, Resposta, validarRespostas, type PerguntaQuestionario } from '../shared/questionario.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineResource, type ContextoValidacao, type Entrada, type ResultadoValidar } from '../shared/resource.ts'
import { antesDaAdmissao } from './configuracoes-niveis-competencia-colaborador.ts'
import { modelosEntrevistaDesligamento } from './modelos-entrevista-desligamento.ts'
import { talentoDoRegistro } from './talentoNoPeriodo.ts'

export const AUTORIDADE_DESLIGAMENTOS = 'ROLE_CARGO_SALARIO_COLABORADORES'
export const TALENTO_NAO_DESLIGADO = 'O talento não está desligado: registre o desligamento antes da entrevista'
export const ENTREVISTA_JA_RESPONDIDA = 'A entrevista de desligamento deste talento já foi respondida'
export const MODELO_ENTREVISTA_INATIVO = 'Modelo de entrevista inativo'
export const MODELO_ENTREVISTA_SEM_PERGUNTAS = 'O modelo de entrevista não possui perguntas'
export const MODELO_ENTREVISTA_NAO_ENCONTRADO = 'Modelo de Entrevista: registro não encontrado'

const campos = {
  colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true, list: true, obrigatorio: 'Talento é obrigatório' }),
  modeloId: referencia({ label: 'Modelo de Entrevista', resource: 'gestao-talentos/modelos-entrevista-desligamento', required: true, list: true }),
  data: data({ label: 'Data da Entrevista', required: true, list: true }),
  respostas: lista({ label: 'Respostas', item: Resposta, feminino: true }),
  observacao: textoLongo({ label: 'Observação', feminino: true, max: 4000 }),
}

/**
 * Exit interview (spec 001 /gestao-talentos/talentos/{talentoId}/entrevista-desligamento): a dismissed employee's
 * answers to an exit-interview model, recorded by HR on the employee's behalf or by the employee through a one-time
 * link (`respondidaPeloTalento`; core/gestao-talentos/entrevistas-desligamento-link.ts). One per dismissal: the record keeps
 * the dismissal date it answers (`dataDesligamento`, server state) and a second interview of the same dismissal is
 * refused; cancelling the dismissal removes it (core/gestao-talentos/desligamentos.ts). The questions answered are
 * copied with the record (`perguntas`), so editing the model never changes a recorded interview; every mandatory
 * question needs its answer (the questionnaire engine's rules). The interview date is not before the admission (it
 * may precede the dismissal date, during the notice period). A manager sees the interviews of the people of their
 * areas only.
 */
export const entrevistasDesligamento = defineResource({
  name: 'gestao-talentos/entrevistas-desligamento',
  table: 'entrevistas_desligamento',
  label: 'Entrevistas de Desligamento',
  labelSingular: 'Entrevista de Desligamento',
  scope: 'empresa',
  authority: AUTORIDADE_DESLIGAMENTOS,
  fields: campos,
  estado: {
    /** The dismissal this interview answers (the employee's dismissal date when it was recorded). */
    dataDesligamento: data({ label: 'Data de Desligamento', list: true }),
    /** The model's questions as answered. */
    perguntas: lista({ label: 'Perguntas', item: Pergunta, feminino: true }),
    /** Answered by the employee through the link HR sent (core/gestao-talentos/entrevistas-desligamento-link.ts). */
    respondidaPeloTalento: booleano({ label: 'Respondida pelo Talento', list: true, feminino: true }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Nome do Talento', max: 100 }),
    tituloModelo: texto({ label: 'Modelo', max: 250 }),
  },
  filtros: {
    /** The employee's position today (their last one, once dismissed). */
    estabelecimentoId: { campo: referencias({ label: 'Estabelecimentos', resource: 'utilitario/estabelecimentos' }), op: 'predicado' },
    areaOrganizacionalId: { campo: referencias({ label: 'Áreas Organizacionais', resource: 'cargo-salario/areas-organizacionais', feminino: true }), op: 'predicado' },
  },
  escopoGestor: 'areaOrganizacionalId',
  sort: { field: 'data', order: 'DESC' },
  menu: { grupo: 'Gestão de Talentos', ordem: 4 },
  validar: (e, ctx) => validarEntrevista(e, ctx),
})

/** The interview's rules that read stored data (the declaration's `validar`; see the declaration). */
const validarEntrevista = (e: Entrada<typeof campos>, ctx: ContextoValidacao): Effect.Effect<ResultadoValidar, never, unknown> =>
    Effect.gen(function* () {
      const t = yield* talentoDoRegistro(e.colaboradorId, ctx)
      if (t._tag === 'erros') return t.erros
      const repo = yield* Repositorio
      const empresaId = Number(ctx.atual?.empresaId ?? ctx.escopo.empresaId)
      const naEmpresa = { ...ctx.escopo, empresasVisiveis: [empresaId] }
      const desligamento = ctx.atual ? String(ctx.atual['dataDesligamento']) : (t.talento?.dataDesligamento ?? null)
      if (!desligamento) return [{ field: 'colaboradorId', message: TALENTO_NAO_DESLIGADO }]
      if (!ctx.atual) {
        const mesmas = yield* repo.list(entrevistasDesligamento, naEmpresa, { filter: { colaboradorId: e.colaboradorId, empresaId }, range: { offset: 0, limit: 50 } })
        if (mesmas.rows.some((x) => x['dataDesligamento'] === desligamento)) return [{ field: 'colaboradorId', message: ENTREVISTA_JA_RESPONDIDA }]
      }
      const lido = yield* Effect.either(repo.get(modelosEntrevistaDesligamento, naEmpresa, e.modeloId))
      if (Either.isLeft(lido)) return [{ field: 'modeloId', message: MODELO_ENTREVISTA_NAO_ENCONTRADO }]
      const mesmoModelo = ctx.atual !== undefined && ctx.atual['modeloId'] === e.modeloId
      if (!mesmoModelo && !lido.right.ativo) return [{ field: 'modeloId', message: MODELO_ENTREVISTA_INATIVO }]
      const perguntas = ((mesmoModelo ? ctx.atual!['perguntas'] : lido.right.perguntas) ?? []) as ReadonlyArray<PerguntaQuestionario>
      if (!perguntas.length) return [{ field: 'modeloId', message: MODELO_ENTREVISTA_SEM_PERGUNTAS }]
      const erros: ErroCampo[] = []
      if (t.talento && e.data < t.talento.dataAdmissao) erros.push({ field: 'data', message: antesDaAdmissao(t.talento.dataAdmissao) })
      const julgadas = validarRespostas(perguntas, e.respostas ?? [])
      erros.push(...julgadas.erros)
      if (erros.length) return erros
      const resultado: ResultadoValidar = { erros: [], entrada: { ...comPadroes(campos, e), respostas: julgadas.respostas, perguntas, dataDesligamento: desligamento } }
      return resultado
    })
