import { Context, Effect } from 'effect'
import type { ErroCampo } from '../shared/erros.ts'
import type { Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import type { Resource } from '../shared/resource.ts'
import { normalizarExperiencia, regrasCertificado, regrasExperiencia, type CandidatoIdioma, type Certificado, type Experiencia, type Formacao } from './itensPessoa.ts'

/**
 * A person's sub-records (experiences, education, languages, certificates, courses) as the candidate and the
 * employee keep them: the rules of each item, and, before storing, an id for each new item and the current
 * name of the lookups they point at (cargo, área de formação, idioma: the Captação lookups of spec 000 §2).
 * `chaveIdiomas` is the record's name for its language list (the candidate's `candidatoIdiomas`).
 */
export interface SubRegistros {
  readonly experiencias?: ReadonlyArray<Experiencia> | undefined
  readonly formacao?: ReadonlyArray<Formacao> | undefined
  readonly idiomas?: ReadonlyArray<CandidatoIdioma> | undefined
  readonly certificados?: ReadonlyArray<Certificado> | undefined
  readonly cursos?: ReadonlyArray<Certificado> | undefined
}

/**
 * The lookups the sub-records point at: cargos (Cargos e Salários), áreas de formação and idiomas (Captação's
 * lookups, spec 000 §2). A port, so that the employee's rules read recruitment's lookups without the employee's
 * module depending on recruitment (which depends on it to hire); the adapters supply the declarations.
 */
export class CadastrosDaPessoa extends Context.Tag('CadastrosDaPessoa')<
  CadastrosDaPessoa,
  { readonly cargos: Resource; readonly areasFormacao: Resource; readonly idiomas: Resource }
>() {}

export const IDIOMA_REPETIDO = 'Idioma já informado'

/** Rules of each item, with the field paths of the record (`experiencias.2.dataDesligamento`). */
export const regrasSubRegistros = (c: SubRegistros, chaveIdiomas = 'idiomas'): ReadonlyArray<ErroCampo> => {
  const erros: ErroCampo[] = []
  c.experiencias?.forEach((e, i) => regrasExperiencia(e).forEach((x) => erros.push({ field: `experiencias.${i}.${x.field}`, message: x.message })))
  c.certificados?.forEach((e, i) => regrasCertificado(e, 'certificados').forEach((x) => erros.push({ field: `certificados.${i}.${x.field}`, message: x.message })))
  c.cursos?.forEach((e, i) => regrasCertificado(e, 'cursos').forEach((x) => erros.push({ field: `cursos.${i}.${x.field}`, message: x.message })))
  const vistos = new Set<number>()
  c.idiomas?.forEach((l, i) => {
    if (vistos.has(l.idioma.id)) erros.push({ field: `${chaveIdiomas}.${i}.idioma`, message: IDIOMA_REPETIDO })
    vistos.add(l.idioma.id)
  })
  return erros
}

const registroNaoEncontrado = (label: string) => `${label}: registro não encontrado`

/** The sub-records as stored: each item with an id, each lookup reference with the lookup's current name. */
export const normalizarSubRegistros = (escopo: Escopo, empresaId: number, c: SubRegistros, chaveIdiomas = 'idiomas') =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const { cargos, areasFormacao, idiomas: idiomasCadastro } = yield* CadastrosDaPessoa
    const erros: ErroCampo[] = []
    const nomes = (r: Resource, idsPedidos: ReadonlyArray<number>) =>
      idsPedidos.length
        ? Effect.map(repo.list(r, escopo, { filter: { id: [...new Set(idsPedidos)], empresaId } }), (p) => new Map(p.rows.map((x) => [x.id, String(x['nome'])])))
        : Effect.succeed(new Map<number, string>())
    const cargosNomes = yield* nomes(cargos, (c.experiencias ?? []).flatMap((e) => (e.cargo && !e.checkNomeCargo ? [e.cargo.id] : [])))
    const areasNomes = yield* nomes(areasFormacao, (c.formacao ?? []).map((f) => f.areaFormacao.id))
    const idiomasNomes = yield* nomes(idiomasCadastro, (c.idiomas ?? []).map((l) => l.idioma.id))
    const nomeDe = (m: Map<number, string>, ref: { readonly id: number }, campo: string, label: string) => {
      const nome = m.get(ref.id)
      if (nome === undefined) erros.push({ field: campo, message: registroNaoEncontrado(label) })
      return { id: ref.id, nome: nome ?? '' }
    }
    let seq = 0
    const idItem = (x: { readonly id?: string | undefined }) => x.id ?? `${Date.now().toString(36)}${(seq++).toString(36)}`
    const registro = {
      experiencias: (c.experiencias ?? []).map((e, i) => {
        const n = normalizarExperiencia(e)
        return { ...n, id: idItem(e), ...(n.cargo ? { cargo: nomeDe(cargosNomes, n.cargo, `experiencias.${i}.cargo`, 'Cargo') } : {}) }
      }),
      formacao: (c.formacao ?? []).map((f, i) => ({ ...f, id: idItem(f), areaFormacao: nomeDe(areasNomes, f.areaFormacao, `formacao.${i}.areaFormacao`, 'Área de Formação') })),
      idiomas: (c.idiomas ?? []).map((l, i) => ({ ...l, id: idItem(l), idioma: nomeDe(idiomasNomes, l.idioma, `${chaveIdiomas}.${i}.idioma`, 'Idioma') })),
      certificados: (c.certificados ?? []).map((x) => ({ ...x, id: idItem(x) })),
      cursos: (c.cursos ?? []).map((x) => ({ ...x, id: idItem(x) })),
    }
    return { erros: erros as ReadonlyArray<ErroCampo>, registro }
  })
