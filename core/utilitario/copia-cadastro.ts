import { Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { valorReferencia } from '../shared/campos.ts'
import { criar, listar, obter } from '../shared/crud.ts'
import { AcessoNegado, ValidacaoFalhou, type ErroDominio } from '../shared/erros.ts'
import { normalizarTermo } from '../shared/busca.ts'
import { Auditoria } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { empresas } from './empresas.ts'
import { omitidosNaLista, validar, type Registro, type Resource } from '../shared/resource.ts'

/**
 * Utilitários › Cópia de Cadastros (spec 001 'Company copy'; issue 18): a company's registers copied to another
 * company, driven by the declarations' `copia` (core/shared/resource.ts) so that a module made later is copyable
 * by a line in its declaration. Referenced records are copied before the ones pointing at them, references are
 * remapped to the copies, records already in the target by their natural key are reused, everything in one
 * transaction, through the one write path (crud.criar: the declaration's rules, the audit log).
 */

export const AUTORIDADE_COPIA = 'ROLE_UTILITARIO_EMPRESAS'
export const TELA_COPIA_CADASTRO = {
  label: 'Cópia de Cadastros',
  caminho: 'utilitario/copia-cadastro',
  authority: AUTORIDADE_COPIA,
  menu: { grupo: 'Utilitários', subgrupo: 'Cadastros', ordem: 3 },
} as const

export const EMPRESAS_DIFERENTES = 'Empresas Selecionadas devem ser diferentes'

/** Tables of people: never copied, nor anything that cannot exist without one of them (their histories). */
const TABELAS_DE_PESSOAS = new Set(['candidatos', 'colaboradores', 'usuarios'])

const porNome = (recursos: ReadonlyArray<Resource>) => new Map(recursos.map((r) => [r.name, r]))

/** Does `r` hold people, or records that belong to a person (a required reference to one, at any depth)? */
export const ehDePessoas = (r: Resource, recursos: ReadonlyArray<Resource>, vistos = new Set<string>()): boolean => {
  if (TABELAS_DE_PESSOAS.has(r.table)) return true
  if (vistos.has(r.name)) return false
  vistos.add(r.name)
  const nomes = porNome(recursos)
  return Object.values(r.fields).some((c) => {
    const alvo = c.reference && c.required ? nomes.get(c.reference) : undefined
    return alvo !== undefined && alvo !== r && ehDePessoas(alvo, recursos, vistos)
  })
}

/** The declarations marked copyable; one of people marked so is a programming error, refused here. */
export const recursosCopiaveis = (recursos: ReadonlyArray<Resource>): ReadonlyArray<Resource> =>
  recursos.filter((r) => {
    if (!r.copia) return false
    if (ehDePessoas(r, recursos) || r.scope !== 'empresa' || r.readOnly) throw new Error(`${r.name}: não pode ser copiado entre empresas`)
    return true
  })

export interface GrupoCopia {
  readonly grupo: string
  /** Labels of the declarations copied with it. */
  readonly cadastros: ReadonlyArray<string>
}

/** The picker's choices, in the modules' order. */
export const gruposCopiaveis = (recursos: ReadonlyArray<Resource>): ReadonlyArray<GrupoCopia> => {
  const grupos = new Map<string, string[]>()
  for (const r of recursosCopiaveis(recursos)) grupos.set(r.copia!.grupo, [...(grupos.get(r.copia!.grupo) ?? []), r.label])
  return [...grupos].map(([grupo, cadastros]) => ({ grupo, cadastros }))
}

/** The picker's choices, for who may copy (the companies' authority). */
export const gruposDoAtor = (ator: Ator, recursos: ReadonlyArray<Resource>) =>
  ator.autoridades.includes(AUTORIDADE_COPIA) ? Effect.succeed(gruposCopiaveis(recursos)) : Effect.fail(new AcessoNegado({ autoridade: AUTORIDADE_COPIA }))

/**
 * The copy order: a resource after those its references point at (by table, so the behaviour kinds sharing
 * `competencias` stand for the read-only view of them); self-references (the area tree) are ordered row by row.
 */
export const ordemDeCopia = (selecionados: ReadonlyArray<Resource>, recursos: ReadonlyArray<Resource>): ReadonlyArray<Resource> => {
  const nomes = porNome(recursos)
  const depende = (r: Resource) =>
    selecionados.filter((o) => o.table !== r.table && Object.values(r.fields).some((c) => c.reference !== undefined && nomes.get(c.reference)?.table === o.table))
  const feitos: Resource[] = []
  const visitando = new Set<Resource>()
  const visitar = (r: Resource) => {
    if (feitos.includes(r) || visitando.has(r)) return
    visitando.add(r)
    for (const d of depende(r)) visitar(d)
    feitos.push(r)
  }
  for (const r of selecionados) visitar(r)
  return feitos
}

const CampoEmpresa = (label: string) =>
  Schema.propertySignature(valorReferencia({ label, feminino: true })).annotations({ missingMessage: () => `${label} é obrigatória` })

export const PedidoCopiaSchema = Schema.Struct({
  origem: CampoEmpresa('Empresa de Origem'),
  destino: CampoEmpresa('Empresa de Destino'),
  /** The groups to copy (`grupo` of the declarations); absent or empty: every group. */
  cadastros: Schema.optional(Schema.Array(Schema.String.annotations({ message: () => 'Cadastro inválido' })).annotations({ message: () => 'Cadastros inválidos' })),
})
export type PedidoCopia = typeof PedidoCopiaSchema.Type

export const IgnoradoSchema = Schema.Struct({ registro: Schema.String, motivo: Schema.String })
export const ResultadoRecursoSchema = Schema.Struct({
  recurso: Schema.String,
  cadastro: Schema.String,
  grupo: Schema.String,
  copiados: Schema.Number,
  reaproveitados: Schema.Number,
  ignorados: Schema.Array(IgnoradoSchema),
})
export const ResultadoCopiaSchema = Schema.Struct({ origem: Schema.Number, destino: Schema.Number, recursos: Schema.Array(ResultadoRecursoSchema) })
export type ResultadoRecurso = typeof ResultadoRecursoSchema.Type
export type ResultadoCopia = typeof ResultadoCopiaSchema.Type

const semAcento = (v: unknown) => (typeof v === 'string' ? normalizarTermo(v) : v === null || v === undefined ? '' : JSON.stringify(v))
const chaveDe = (r: Resource, reg: Readonly<Record<string, unknown>>) => JSON.stringify(r.copia!.chave.map((k) => semAcento(reg[k])))
const descricao = (r: Resource, reg: Readonly<Record<string, unknown>>) => {
  const textos = r.copia!.chave.map((k) => reg[k]).filter((v): v is string => typeof v === 'string' && v !== '')
  return textos.length ? textos.join(' / ') : `${r.labelSingular} ${String(reg['id'])}`
}
const mensagemDe = (e: ErroDominio) => (e._tag === 'ValidacaoFalhou' ? e.errors.map((x) => x.message).join('; ') : e.message)
const NAO_ENCONTRADO = 'registro não encontrado na empresa de destino'

/** The actor reading or writing in one company only (never the manager scope: a copy is the whole company's). */
const naUnica = (ator: Ator, empresaId: number): Ator => {
  const { areasGeridas: _, ...resto } = ator
  return { ...resto, escopo: { ...ator.escopo, empresaId, empresasVisiveis: [empresaId] } }
}

/**
 * Copies the chosen groups of company `origem` into `destino` for `ator`, who must hold the companies' authority
 * and see both companies. Answers, per declaration, how many were copied, reused, and which were left out and why.
 */
export const copiarCadastros = (ator: Ator, corpo: unknown, recursos: ReadonlyArray<Resource>) =>
  Effect.gen(function* () {
    if (!ator.autoridades.includes(AUTORIDADE_COPIA)) return yield* new AcessoNegado({ autoridade: AUTORIDADE_COPIA })
    const pedido = yield* validar(PedidoCopiaSchema, corpo ?? {})
    if (pedido.origem === pedido.destino) return yield* ValidacaoFalhou.campo('destino', EMPRESAS_DIFERENTES)
    // Copying reads one company and writes another: both must be among the session's companies.
    for (const id of [pedido.origem, pedido.destino]) if (!ator.escopo.empresasVisiveis.includes(id)) return yield* new AcessoNegado({})
    for (const [field, id] of [['origem', pedido.origem], ['destino', pedido.destino]] as const) {
      if ((yield* Effect.either(obter(empresas, ator, id)))._tag === 'Left') return yield* ValidacaoFalhou.campo(field, 'Empresa não encontrada')
    }
    const grupos = gruposCopiaveis(recursos)
    // A group is named as the picker shows it, or so without accents and capitals (the command line).
    const achados = (pedido.cadastros ?? []).map((g) => grupos.find((x) => normalizarTermo(x.grupo) === normalizarTermo(g))?.grupo)
    const errados = achados.flatMap((g, i) => (g === undefined ? [{ field: `cadastros.${i}`, message: 'Cadastro inválido' }] : []))
    if (errados.length) return yield* ValidacaoFalhou.campos(errados)
    const pedidos = achados.length ? (achados as ReadonlyArray<string>) : grupos.map((g) => g.grupo)
    const selecionados = recursosCopiaveis(recursos).filter((r) => pedidos.includes(r.copia!.grupo))
    const repo = yield* Repositorio
    // Shown by group, in the picker's order (copied in the references' order).
    const posicao = (g: string) => grupos.findIndex((x) => x.grupo === g)
    const resultado = yield* repo.transaction(
      Effect.gen(function* () {
        const copiados = yield* copiar(ator, pedido.origem, pedido.destino, ordemDeCopia(selecionados, recursos), recursos)
        const linhas = [...copiados].sort((a, b) => posicao(a.grupo) - posicao(b.grupo))
        yield* (yield* Auditoria).registrar({
          usuarioId: ator.usuario.id,
          empresaId: pedido.destino,
          entidade: TELA_COPIA_CADASTRO.caminho,
          entidadeId: pedido.origem,
          acao: 'criar',
          depois: { origem: pedido.origem, destino: pedido.destino, cadastros: pedidos, resultado: linhas.map(({ ignorados, ...r }) => ({ ...r, ignorados: ignorados.length })) },
        })
        return linhas
      }),
    )
    return { origem: pedido.origem, destino: pedido.destino, recursos: resultado } satisfies ResultadoCopia
  })

const copiar = (ator: Ator, origem: number, destino: number, ordem: ReadonlyArray<Resource>, recursos: ReadonlyArray<Resource>) =>
  Effect.gen(function* () {
    const nomes = porNome(recursos)
    const deOrigem = naUnica(ator, origem)
    const noDestino = naUnica(ator, destino)
    /** Source id → target id, per table (kinds of one table share ids). */
    const mapa = new Map<string, Map<number, number>>()
    const mapaDe = (t: string) => mapa.get(t) ?? mapa.set(t, new Map()).get(t)!
    const lidos = new Map<string, ReadonlyArray<Registro>>()
    const ler = (r: Resource, a: Ator) =>
      Effect.gen(function* () {
        const k = `${a.escopo.empresaId}:${r.name}`
        const ja = lidos.get(k)
        if (ja) return ja
        const rows = (yield* listar(r, a, { filter: {} })).rows as ReadonlyArray<Registro>
        // List rows leave some fields out (long texts): the copy needs the whole record.
        const todos = omitidosNaLista(r).length ? yield* Effect.forEach(rows, (x) => obter(r, a, x.id)) : rows
        lidos.set(k, todos)
        return todos
      })
    /** The target's records of `r` by natural key (those made by this copy join them). */
    const doDestino = new Map<string, Map<string, number>>()
    const chavesNoDestino = (r: Resource) =>
      Effect.gen(function* () {
        const ja = doDestino.get(r.name)
        if (ja) return ja
        const m = new Map((yield* ler(r, noDestino)).map((x) => [chaveDe(r, x), x.id] as const))
        doDestino.set(r.name, m)
        return m
      })

    /**
     * The target's id for source record `id` of resource `alvo`: its copy, else the target's record of the same
     * natural key (a group not chosen, found by name), else undefined. `pilha` guards a reference cycle.
     */
    const correspondente = (alvo: Resource, id: number, pilha: ReadonlySet<string> = new Set()): Effect.Effect<number | undefined, ErroDominio, Repositorio> =>
      Effect.gen(function* () {
        const ja = mapaDe(alvo.table).get(id)
        if (ja !== undefined) return ja
        const dono = alvo.copia ? alvo : recursos.find((x) => x.copia && x.table === alvo.table)
        const marca = `${alvo.table}:${id}`
        if (!dono || pilha.has(marca)) return undefined
        const fonte = (yield* ler(dono, deOrigem)).find((x) => x.id === id)
        if (!fonte) return undefined
        const { corpo } = yield* remapear(dono, fonte, new Set([...pilha, marca]))
        const achado = (yield* chavesNoDestino(dono)).get(chaveDe(dono, corpo))
        if (achado !== undefined) mapaDe(alvo.table).set(id, achado)
        return achado
      })

    /** The record's copyable fields with their references pointing at the target; what could not be kept. */
    const remapear = (r: Resource, reg: Registro, pilha: ReadonlySet<string> = new Set()) =>
      Effect.gen(function* () {
        const corpo: Record<string, unknown> = {}
        const faltas: string[] = []
        for (const [k, c] of Object.entries(r.fields)) {
          const v = reg[k]
          if (c.writeOnly || r.copia?.omitir?.includes(k) || v === null || v === undefined) continue
          const alvo = c.reference ? nomes.get(c.reference) : undefined
          if (!alvo || alvo.scope !== 'empresa') {
            corpo[k] = v
            continue
          }
          if (Array.isArray(v)) {
            const ids: number[] = []
            for (const x of v) {
              const n = yield* correspondente(alvo, Number(x), pilha)
              if (n !== undefined) ids.push(n)
            }
            if (c.required && v.length && !ids.length) faltas.push(`${c.label}: ${NAO_ENCONTRADO}`)
            corpo[k] = ids
            continue
          }
          const n = yield* correspondente(alvo, Number(v), pilha)
          if (n !== undefined) corpo[k] = n
          else if (c.required) faltas.push(`${c.label}: ${NAO_ENCONTRADO}`)
        }
        return { corpo, faltas }
      })

    const resultado: ResultadoRecurso[] = []
    for (const r of ordem) {
      const linha = { recurso: r.name, cadastro: r.label, grupo: r.copia!.grupo, copiados: 0, reaproveitados: 0, ignorados: [] as Array<{ registro: string; motivo: string }> }
      const chaves = yield* chavesNoDestino(r)
      const mapaR = mapaDe(r.table)
      // A row whose parent (a self-reference) is still to be copied waits for it: the area tree is copied top down.
      const pais = Object.entries(r.fields).filter(([, c]) => c.reference !== undefined && nomes.get(c.reference)?.table === r.table).map(([k]) => k)
      let pendentes = [...(yield* ler(r, deOrigem))]
      while (pendentes.length) {
        const prontos = pendentes.filter((x) => pais.every((k) => x[k] === null || x[k] === undefined || mapaR.has(Number(x[k])) || !pendentes.some((p) => p.id === Number(x[k]))))
        const lote = prontos.length ? prontos : pendentes
        pendentes = pendentes.filter((x) => !lote.includes(x))
        for (const reg of lote) {
          const { corpo, faltas } = yield* remapear(r, reg)
          if (faltas.length) {
            linha.ignorados.push({ registro: descricao(r, reg), motivo: faltas.join('; ') })
            continue
          }
          const chave = chaveDe(r, corpo)
          const existente = chaves.get(chave)
          if (existente !== undefined) {
            mapaR.set(reg.id, existente)
            linha.reaproveitados++
            continue
          }
          const feito = yield* Effect.either(criar(r, noDestino, corpo))
          if (feito._tag === 'Left') {
            linha.ignorados.push({ registro: descricao(r, reg), motivo: mensagemDe(feito.left) })
            continue
          }
          mapaR.set(reg.id, feito.right.id)
          chaves.set(chave, feito.right.id)
          linha.copiados++
        }
      }
      resultado.push(linha)
    }
    return resultado
  })
