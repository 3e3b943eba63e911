import { Effect, Either } from 'effect'
import { ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { decodificar, defineAcao } from '../shared/resource.ts'
import { candidatos, validarComDados, type EstadoCandidato } from './candidatos.ts'
import type { CandidatoIdioma } from '../geral/itensPessoa.ts'
import { qualificar } from './qualificacaoCandidato.ts'

export const CURRICULO_OBRIGATORIO = 'Currículo é obrigatório'
export const IDIOMA_NAO_ALTERAVEL = 'O idioma não pode ser alterado; remova-o e inclua outro'

/** What GET {id}/completo adds to the record; a client echoing it back may send it (fields, state and computed columns are ignored by the decoding). */
const semExtrasDaLeitura = (corpo: unknown) => {
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return corpo
  const { cargosDetalhe: _c, ...resto } = corpo as Record<string, unknown>
  return resto
}

export interface OpcoesSalvar {
  /** Absent = create in the session's company. */
  readonly id?: number | undefined
  /** The résumé variant (spec 000 §5): the résumé text is required too. */
  readonly curriculo?: boolean
  /** State a new record starts in besides its computed qualification (the portal's registration flags). */
  readonly estado?: Partial<Pick<EstadoCandidato, 'moduloExterno' | 'aceitoPoliticaSeguranca'>>
}

/**
 * Creates or replaces a candidate (staff API, portal, demo): field rules, cross-field rules, the company's
 * configuration, references; the sub-records normalised (lookup names from the rows, item ids); then stores it
 * with its computed qualification. PUT replaces the fields (absent ones take their defaults); the state fields
 * (hired, portal flags) stay as they are.
 */
export const salvarCandidato = (escopo: Escopo, corpo: unknown, o: OpcoesSalvar = {}) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const atual = o.id === undefined ? undefined : yield* repo.get(candidatos, escopo, o.id)
    const modo = atual ? 'update' : 'create'
    const entrada = yield* Either.match(decodificar(candidatos, semExtrasDaLeitura(corpo), modo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const empresaId = atual ? Number(atual.empresaId) : escopo.empresaId
    const possuiSenha = atual?.possuiSenha === true
    const { erros, candidato, cfg, hoje } = yield* validarComDados(entrada, { escopo, empresaId, id: atual?.id, possuiSenha })
    const todos: ErroCampo[] = [...erros]
    if (o.curriculo && !entrada.ocrTexto?.trim()) todos.push({ field: 'ocrTexto', message: CURRICULO_OBRIGATORIO })
    // A saved language keeps its idioma (spec 000 §4): only the level changes.
    const salvos = new Map((atual?.candidatoIdiomas ?? []).map((l: CandidatoIdioma) => [l.id, l.idioma.id]))
    entrada.candidatoIdiomas?.forEach((l, i) => {
      const antes = l.id === undefined ? undefined : salvos.get(l.id)
      if (antes !== undefined && antes !== l.idioma.id) todos.push({ field: `candidatoIdiomas.${i}.idioma`, message: IDIOMA_NAO_ALTERAVEL })
    })
    if (todos.length) return yield* ValidacaoFalhou.campos(todos)

    const q = qualificar(candidato, cfg, hoje, { possuiSenha: possuiSenha || entrada.senha !== undefined })
    const qualificacao = { qualificacaoCadastral: q.status, mensagemQualificacao: q.mensagem }
    const gravar = candidatos.prepare ? yield* candidatos.prepare(candidato, modo) : candidato
    return atual
      ? yield* repo.update(candidatos, escopo, atual.id, { ...gravar, ...qualificacao })
      : yield* repo.create(candidatos, escopo, { ...gravar, ...o.estado, ...qualificacao })
  })

/** The staff's create and update (POST/PUT, and the résumé variant of spec 000 §5) in the place of the generic ones. */
export const ACOES_CADASTRO_CANDIDATO = [
  defineAcao({
    nome: 'cadastra',
    metodo: 'POST',
    caminho: '',
    resumo: 'Cadastra candidato',
    modo: 'escrever',
    resposta: 'registro',
    corpo: candidatos.createSchema,
    validadoNoCaso: true,
    status: 201,
    executar: (ator, { corpo }) => salvarCandidato(ator.escopo, corpo),
  }),
  defineAcao({
    nome: 'altera',
    metodo: 'PUT',
    caminho: ':id',
    resumo: 'Altera candidato',
    modo: 'escrever',
    resposta: 'registro',
    corpo: candidatos.updateSchema,
    validadoNoCaso: true,
    executar: (ator, { id, corpo }) => salvarCandidato(ator.escopo, corpo, { id }),
  }),
  defineAcao({
    nome: 'candidato-curriculo',
    metodo: 'POST',
    caminho: 'candidato-curriculo',
    resumo: 'Cadastra candidato com currículo (o texto do currículo é obrigatório)',
    modo: 'escrever',
    resposta: 'registro',
    corpo: candidatos.createSchema,
    validadoNoCaso: true,
    status: 201,
    executar: (ator, { corpo }) => salvarCandidato(ator.escopo, corpo, { curriculo: true }),
  }),
  defineAcao({
    nome: 'altera-candidato-curriculo',
    metodo: 'PUT',
    caminho: 'candidato-curriculo/:id',
    resumo: 'Altera candidato com currículo (o texto do currículo é obrigatório)',
    modo: 'escrever',
    resposta: 'registro',
    corpo: candidatos.updateSchema,
    validadoNoCaso: true,
    executar: (ator, { id, corpo }) => salvarCandidato(ator.escopo, corpo, { id, curriculo: true }),
  }),
]
