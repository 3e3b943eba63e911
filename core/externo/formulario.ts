import { Effect, ParseResult, Schema } from 'effect'
import { cargos } from '../cargo-salario/cargos.ts'
import { areasFormacao, areasInteresse, comoFicouSabendoVaga, idiomas } from '../captacao/cadastros.ts'
import { candidatos } from '../captacao/candidatos.ts'
import {
  CandidatoIdioma,
  NIVEIS_IDIOMA,
  SITUACOES_FORMACAO,
  TIPOS_CERTIFICADO,
  TIPOS_FORMACAO,
  validarCertificado,
  validarExperiencia,
  validarFormacao,
  validarIdioma,
} from '../geral/itensPessoa.ts'
import { empresas } from '../utilitario/empresas.ts'
import { consultarCep } from '../geral/cep.ts'
import { termoDaEmpresa } from './consentimento.ts'
import { LIMITES, limitar } from './limitador.ts'
import { escopoDe } from './sessao.ts'
import { camposExtrasVisiveis, configDaEmpresa, mensagemCampoObrigatorio, type ConfigCandidato } from '../captacao/qualificacaoCandidato.ts'
import { cidades, ESCOPO_GLOBAL, estados } from '../geral/localidades.ts'
import { ValidacaoFalhou } from '../shared/erros.ts'
import type { Kind, Subcampo } from '../shared/campos.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { CAMPOS_DO_RH } from './registrar.ts'


/** Public UF list of the address form (spec 000 §7.7 'estados'): id, sigla, nome. */
export const listarEstados = Effect.gen(function* () {
  const repo = yield* Repositorio
  const p = yield* repo.list(estados, ESCOPO_GLOBAL, { filter: {}, sort: { field: 'nome', order: 'ASC' } })
  return p.rows.map((r) => ({ id: r.id, sigla: String(r.sigla), nome: String(r.nome) }))
})

/** Cities of one UF (spec 000 §7.7 'estados/{id}/cidades'); an unknown UF has none. */
export const listarCidades = (estadoId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const p = yield* repo.list(cidades, ESCOPO_GLOBAL, { filter: { estadoId }, sort: { field: 'nome', order: 'ASC' } })
    return p.rows.map((r) => ({ id: r.id, nome: String(r.nome) }))
  })

/**
 * validarIdioma runs its duplicate rule on the raw item and reads `idioma.id` unguarded, so an item without a
 * language is answered here with the Schema's own messages (same texts, no crash).
 */
const idiomaSemRef = (item: unknown) => {
  const i = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {}
  if (typeof i['idioma'] === 'object' && i['idioma'] !== null) return undefined
  const r = Schema.decodeUnknownEither(CandidatoIdioma, { errors: 'all' })(item)
  if (r._tag === 'Right') return []
  const vistos = new Set<string>()
  return ParseResult.ArrayFormatter.formatErrorSync(r.left).flatMap((x) => {
    const field = x.path.map(String).join('.')
    if (vistos.has(field)) return []
    vistos.add(field)
    return [{ field, message: x.message }]
  })
}

export const LISTAS_ITEM = ['experiencias', 'formacao', 'candidatoIdiomas', 'certificados', 'cursos'] as const
export type ListaItem = (typeof LISTAS_ITEM)[number]

/**
 * One sub-record as the portal's dialog checks it before keeping it in memory: the same Schemas and
 * cross-field rules as the candidate's save (core/captacao/candidatos.ts), so the light portal carries no
 * copy of them. `outros` (languages only): the other language ids already in the list.
 */
export const validarItemPortal = (lista: ListaItem, corpo: unknown) =>
  Effect.gen(function* () {
    const o = typeof corpo === 'object' && corpo !== null && !Array.isArray(corpo) ? (corpo as Record<string, unknown>) : {}
    const item = o['item']
    const outros = Array.isArray(o['outros']) ? o['outros'].filter((x): x is number => typeof x === 'number') : []
    const erros =
      lista === 'experiencias'
        ? validarExperiencia(item, yield* (yield* Relogio).hoje)
        : lista === 'formacao'
          ? validarFormacao(item)
          : lista === 'certificados' || lista === 'cursos'
            ? validarCertificado(item, lista)
            : idiomaSemRef(item) ?? validarIdioma(item, outros)
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    return { ok: true }
  })

/** '{label} é obrigatório' of each configurable required field, for the portal's check before sending. */
export const mensagensObrigatorias = (campos: ReadonlyArray<string>) => Object.fromEntries(campos.map((c) => [c, mensagemCampoObrigatorio(c)]))

/** Fields the portal's form renders with its own inputs (identity, contact, address, cargos, sub-lists, access). */
export const CAMPOS_EXPLICITOS: ReadonlySet<string> = new Set([
  'nome', 'cpf', 'email', 'dataNascimento', 'foto', 'dddCelular', 'foneCelular', 'ddd', 'foneFixo',
  'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'ufId', 'cidadeId', 'cargos', 'camposExtras',
  'experiencias', 'primeiroEmprego', 'formacao', 'candidatoIdiomas', 'certificados', 'cursos', 'senha', 'confirmaSenha',
])

/** Kinds the portal renders generically; the others (images, passwords, CPF) are not offered. */
const KINDS_GENERICOS: ReadonlySet<Kind> = new Set<Kind>(['texto', 'textoLongo', 'email', 'pis', 'inteiro', 'dinheiro', 'booleano', 'data', 'opcoes', 'referencia', 'referencias', 'varias', 'grupo'])

type Opcoes = ReadonlyArray<{ readonly id: string | number; readonly name: string }>

export interface CampoPortal {
  readonly nome: string
  readonly label: string
  readonly kind: Kind
  readonly options?: Opcoes
  readonly max?: number
  readonly obrigatorio: boolean
  /** A `grupo`'s properties (título de eleitor, CTPS), each drawn like a field of its own. */
  readonly subcampos?: ReadonlyArray<CampoPortal>
}

const subcamposDoPortal = (subs: ReadonlyArray<Subcampo>, opcoesReferencia: Readonly<Record<string, Opcoes>>): ReadonlyArray<CampoPortal> =>
  subs.flatMap((s) => {
    const options = s.reference ? opcoesReferencia[s.reference] : undefined
    if (s.kind === 'referencia' && !options) return []
    return [{ nome: s.nome, label: s.label, kind: s.kind, ...(options ? { options } : s.max !== undefined ? { max: s.max } : {}), obrigatorio: false }]
  })

/**
 * The 'Outros dados' of the portal's form, derived from the candidate declaration: every field a candidate may
 * set that the form does not render explicitly, with the options of references taken from `opcoesReferencia`
 * (resource name → options: the company's lookups, the IBGE UFs). Staff-only fields (CAMPOS_DO_RH) and
 * references without options are left out. `obrigatorio` comes from the company's configuration; a required
 * group counts as filled with any of its properties (core/captacao/qualificacaoCandidato.ts).
 */
export const camposDoPortal = (obrigatorios: ReadonlyArray<string>, opcoesReferencia: Readonly<Record<string, Opcoes>>): ReadonlyArray<CampoPortal> => {
  const rh: ReadonlySet<string> = new Set(CAMPOS_DO_RH)
  const r: CampoPortal[] = []
  for (const [nome, c] of Object.entries(candidatos.fields)) {
    if (CAMPOS_EXPLICITOS.has(nome) || rh.has(nome) || !KINDS_GENERICOS.has(c.kind) || c.writeOnly) continue
    const obrigatorio = obrigatorios.includes(nome)
    if (c.kind === 'grupo') {
      const subcampos = subcamposDoPortal(c.subcampos ?? [], opcoesReferencia)
      if (subcampos.length) r.push({ nome, label: c.label, kind: c.kind, subcampos, obrigatorio })
      continue
    }
    const options = c.reference ? opcoesReferencia[c.reference] : c.options
    if ((c.kind === 'referencia' || c.kind === 'referencias') && !options) continue
    r.push({ nome, label: c.label, kind: c.kind, ...(options ? { options } : {}), ...(c.max !== undefined ? { max: c.max } : {}), obrigatorio })
  }
  return r
}

/** The company's extra fields with the kind of input each takes (a date, an amount in R$, a number, text). */
export const camposExtrasDoPortal = (cfg: ConfigCandidato) => {
  const subs = candidatos.fields.camposExtras.subcampos ?? []
  return camposExtrasVisiveis(cfg).map((x) => {
    const s = subs.find((y) => y.nome === x.campo)
    return { campo: x.campo, titulo: x.titulo, obrigatorio: x.obrigatorio === true, kind: s?.kind ?? 'texto', ...(s?.max !== undefined ? { max: s.max } : {}) }
  })
}

/** What the registration form needs from the company: configuration, the privacy term and its lookups. */
export const formularioDoPortal = (empresaId: number) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const escopo = escopoDe({ empresaId })
    const termo = yield* termoDaEmpresa(empresaId)
    const lista = (r: typeof cargos) => Effect.map(repo.list(r, escopo, { filter: { empresaId } }), (p) => p.rows.map((x) => ({ id: x.id, nome: String(x.nome) })))
    const emp = yield* repo.get(empresas, escopo, empresaId)
    const cfg = configDaEmpresa(emp)
    const listaAreasInteresse = yield* lista(areasInteresse as typeof cargos)
    const listaComoFicouSabendo = yield* lista(comoFicouSabendoVaga as typeof cargos)
    const ufs = (yield* listarEstados).map((u) => ({ id: u.id, name: `${u.sigla} – ${u.nome}` }))
    const opcoes = (l: ReadonlyArray<{ id: number; nome: string }>) => l.map((x) => ({ id: x.id, name: x.nome }))
    return {
      empresaId,
      camposObrigatorios: cfg.camposObrigatorios,
      mensagensObrigatorias: mensagensObrigatorias(cfg.camposObrigatorios),
      camposExtras: camposExtrasDoPortal(cfg),
      maxCandidataCargo: cfg.maxCandidataCargo,
      exigirAceitePsi: termo.exigirAceitePsi,
      politicaSeguranca: termo.html,
      versaoPolitica: termo.versao,
      cargos: yield* lista(cargos),
      areasInteresse: listaAreasInteresse,
      comoFicouSabendoVaga: listaComoFicouSabendo,
      campos: camposDoPortal(cfg.camposObrigatorios, {
        'captacao/areas-interesse': opcoes(listaAreasInteresse),
        'captacao/como-ficou-sabendo-vaga': opcoes(listaComoFicouSabendo),
        'geral/estados': ufs,
      }),
      areasFormacao: yield* lista(areasFormacao as typeof cargos),
      idiomas: yield* lista(idiomas as typeof cargos),
      tiposFormacao: TIPOS_FORMACAO,
      situacoesFormacao: SITUACOES_FORMACAO,
      niveisIdioma: NIVEIS_IDIOMA,
      tiposCertificado: TIPOS_CERTIFICADO,
    }
  })

/** The portal's lookup (public): counted per address so it cannot be used as an open proxy. */
export const consultarCepPortal = (texto: string, endereco: string) =>
  Effect.zipRight(limitar(`cep:${endereco}`, LIMITES.cep), consultarCep(texto))
