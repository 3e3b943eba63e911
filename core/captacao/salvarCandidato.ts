import type { Ator } from '../shared/ator.ts'
import { atualizar, criar } from '../shared/crud.ts'
import { defineAcao } from '../shared/resource.ts'
import { candidatos, type EstadoCandidato } from './candidatos.ts'

export { IDIOMA_NAO_ALTERAVEL } from './candidatos.ts'
export const CURRICULO_OBRIGATORIO = 'Currículo é obrigatório'

/** What GET {id}/completo adds to the record; a client echoing it back may send it (fields, state and computed columns are ignored by the decoding). */
const semExtrasDaLeitura = (corpo: unknown) => {
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return corpo
  const { cargosDetalhe: _c, ...resto } = corpo as Record<string, unknown>
  return resto
}

export interface OpcoesSalvar {
  /** Absent = create in the actor's company. */
  readonly id?: number | undefined
  /** The résumé variant (spec 000 §5): the résumé text is required too. */
  readonly curriculo?: boolean
  /** State a new record starts in besides its computed qualification (the portal's registration flags). */
  readonly estado?: Partial<Pick<EstadoCandidato, 'moduloExterno' | 'aceitoPoliticaSeguranca'>>
}

const curriculoExigido = (entrada: Record<string, unknown>) =>
  typeof entrada['ocrTexto'] === 'string' && entrada['ocrTexto'].trim() ? [] : [{ field: 'ocrTexto', message: CURRICULO_OBRIGATORIO }]

/**
 * Creates or replaces a candidate (staff API, portal, demo) through the write path (core/shared/crud.ts): field
 * and cross-field rules, then the declaration's `validar` (the company's configuration, references, the
 * sub-records normalised, the qualification computed), the password hashed, stored and audited. PUT replaces the
 * fields (absent ones take their defaults); the state fields (hired, portal flags) stay as they are.
 */
export const salvarCandidato = (ator: Ator, corpo: unknown, o: OpcoesSalvar = {}) => {
  const regras = o.curriculo ? { regras: curriculoExigido } : {}
  return o.id === undefined
    ? criar(candidatos, ator, semExtrasDaLeitura(corpo), { ...regras, ...(o.estado ? { estado: o.estado } : {}) })
    : atualizar(candidatos, ator, o.id, semExtrasDaLeitura(corpo), regras)
}

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
    executar: (ator, { corpo }) => salvarCandidato(ator, corpo),
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
    executar: (ator, { id, corpo }) => salvarCandidato(ator, corpo, { id }),
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
    executar: (ator, { corpo }) => salvarCandidato(ator, corpo, { curriculo: true }),
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
    executar: (ator, { id, corpo }) => salvarCandidato(ator, corpo, { id, curriculo: true }),
  }),
]
