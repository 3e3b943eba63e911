import { Effect, Either } from 'effect'
import { ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Repositorio, type Escopo } from '../shared/ports.ts'
import { decodificar } from '../shared/resource.ts'
import { CandidatosDados, camposCandidato, candidatos, validarComDados, type CandidatoEntrada, type CandidatoIdioma } from './candidatos.ts'
import { qualificar } from './qualificacaoCandidato.ts'

/** Fields the server keeps on update whatever the body says: set by hiring (slice A) and by the portal. */
const GERIDOS_NO_SERVIDOR = ['contratado', 'jaFoiColaborador', 'moduloExterno', 'aceitoPoliticaSeguranca'] as const

export const CURRICULO_OBRIGATORIO = 'Currículo é obrigatório'
export const IDIOMA_NAO_ALTERAVEL = 'O idioma não pode ser alterado; remova-o e inclua outro'

/** Read-only keys the API adds to a candidate (GET /{id}); a client echoing the record back may send them. */
export const CAMPOS_SOMENTE_LEITURA = ['dataCadastro', 'dataAtualizacao', 'possuiSenha', 'curriculo', 'cargosDetalhe'] as const

const semSomenteLeitura = (corpo: unknown) =>
  typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo)
    ? Object.fromEntries(Object.entries(corpo).filter(([k]) => !(CAMPOS_SOMENTE_LEITURA as ReadonlyArray<string>).includes(k)))
    : corpo

export interface OpcoesSalvar {
  /** Absent = create in the session's company. */
  readonly id?: number | undefined
  /** The résumé variant (spec 000 §5): the résumé text is required too. */
  readonly curriculo?: boolean
}

/**
 * Creates or replaces a candidate (staff API, portal, CSV import of one row): field rules, cross-field
 * rules, the company's configuration, references; then stores it with its computed qualification. PUT
 * replaces the record: booleans left out take their defaults, except the ones the server manages.
 */
export const salvarCandidato = (escopo: Escopo, corpo: unknown, o: OpcoesSalvar = {}) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const dados = yield* CandidatosDados
    const atual = o.id === undefined ? undefined : yield* repo.get(candidatos, escopo, o.id)
    const modo = atual ? 'update' : 'create'
    const entrada = yield* Either.match(decodificar(candidatos, semSomenteLeitura(corpo), modo), { onLeft: Effect.fail, onRight: Effect.succeed })
    const empresaId = atual ? Number(atual.empresaId) : escopo.empresaId
    const possuiSenha = atual ? yield* dados.possuiSenha(atual.id) : false
    const { erros, candidato, cfg, hoje } = yield* validarComDados(entrada, { escopo, empresaId, id: atual?.id, possuiSenha })
    const todos: ErroCampo[] = [...erros]
    if (o.curriculo && !entrada.ocrTexto?.trim()) todos.push({ field: 'ocrTexto', message: CURRICULO_OBRIGATORIO })
    // A saved language keeps its idioma (spec 000 §4): only the level changes.
    const salvos = new Map((Array.isArray(atual?.['candidatoIdiomas']) ? (atual['candidatoIdiomas'] as ReadonlyArray<CandidatoIdioma>) : []).map((l) => [l.id, l.idioma.id]))
    entrada.candidatoIdiomas?.forEach((l, i) => {
      const antes = l.id === undefined ? undefined : salvos.get(l.id)
      if (antes !== undefined && antes !== l.idioma.id) todos.push({ field: `candidatoIdiomas.${i}.idioma`, message: IDIOMA_NAO_ALTERAVEL })
    })
    if (todos.length) return yield* ValidacaoFalhou.campos(todos)

    const completo: Record<string, unknown> = { ...candidato }
    if (atual) {
      for (const [k, c] of Object.entries(camposCandidato)) if (completo[k] === undefined && c.default !== undefined && !c.writeOnly) completo[k] = c.default
      for (const k of GERIDOS_NO_SERVIDOR) completo[k] = atual[k] ?? false
    }
    const q = qualificar(completo, cfg, hoje, { possuiSenha: possuiSenha || entrada.senha !== undefined })
    completo['qualificacaoCadastral'] = q.status
    if (q.mensagem) completo['mensagemQualificacao'] = q.mensagem
    else delete completo['mensagemQualificacao']
    const gravar = candidatos.prepare ? yield* candidatos.prepare(completo as Partial<CandidatoEntrada>, modo) : completo
    return atual ? yield* repo.update(candidatos, escopo, atual.id, gravar) : yield* repo.create(candidatos, escopo, gravar)
  })
