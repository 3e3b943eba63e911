import { Effect, Either, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { valorReferencia, valorTexto } from '../shared/campos.ts'
import { criar, listar, obter } from '../shared/crud.ts'
import { ValidacaoFalhou, type ErroCampo } from '../shared/erros.ts'
import { Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, esquemaDoRegistro, validar, type RegistroDe } from '../shared/resource.ts'
import { cargos } from './cargos.ts'
import { faixasSalariais, historicosFaixaSalarial, STATUS_AGUARDANDO } from './faixas-salariais.ts'
import { indices } from './indices.ts'
import { historicoVigente } from './salario.ts'

/**
 * Copying salary ranges from one cargo to another (spec 001 §5 "Copy of a salary range", §7 `POST
 * /cargo/{id}/transferir-faixas-salariais`): the ranges chosen among cargo {id}'s, each under a new name (max 15),
 * become ranges of the target cargo with the same CBO, payroll code and description and a copy of their whole
 * dated history; all or nothing, in one transaction. The origin keeps its ranges.
 */

export const NOME_NOVA_FAIXA_MAX = 15
export const CARGO_DESTINO_OBRIGATORIO = 'Cargo de destino é obrigatório'
export const FAIXAS_OBRIGATORIAS = 'Selecione ao menos uma faixa salarial'
export const FAIXA_DE_OUTRO_CARGO = 'A faixa salarial não pertence ao cargo de origem'
export const NOME_REPETIDO = 'Já existe uma faixa salarial com este nome no cargo de destino'
export const CARGO_DESTINO_NAO_ENCONTRADO = 'Cargo de destino não encontrado'
export const CARGO_DESTINO_OUTRA_EMPRESA = 'O cargo de destino deve ser da mesma empresa do cargo de origem'

const obrigatorio = <A, I>(s: Schema.Schema<A, I>, mensagem: string) => Schema.propertySignature(s).annotations({ missingMessage: () => mensagem })

export const CorpoTransferirFaixas = Schema.Struct({
  cargoDestinoId: obrigatorio(valorReferencia({ label: 'Cargo de destino' }), CARGO_DESTINO_OBRIGATORIO),
  faixas: obrigatorio(
    Schema.Array(
      Schema.Struct({
        faixaSalarialId: obrigatorio(valorReferencia({ label: 'Faixa Salarial', feminino: true }), 'Faixa Salarial é obrigatória'),
        nome: obrigatorio(valorTexto({ label: 'Nome da nova faixa', max: NOME_NOVA_FAIXA_MAX }), 'Nome da nova faixa é obrigatório'),
      }),
    ).pipe(Schema.minItems(1, { message: () => FAIXAS_OBRIGATORIAS }), Schema.maxItems(100, { message: () => 'Faixas salariais demais' })),
    FAIXAS_OBRIGATORIAS,
  ),
})
export type CorpoTransferirFaixas = Schema.Schema.Type<typeof CorpoTransferirFaixas>

const normal = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()

/** Pure: names repeated among the new ones or already used by the target cargo's ranges. */
export const nomesRepetidos = (novos: ReadonlyArray<string>, existentes: ReadonlyArray<string>): ReadonlyArray<ErroCampo> => {
  const usados = new Set(existentes.map(normal))
  const erros: ErroCampo[] = []
  novos.forEach((n, i) => {
    const k = normal(n)
    if (usados.has(k)) erros.push({ field: `faixas.${i}.nome`, message: NOME_REPETIDO })
    usados.add(k)
  })
  return erros
}

const prefixar = (e: ValidacaoFalhou, prefixo: string) => ValidacaoFalhou.campos(e.errors.map((x) => ({ field: `${prefixo}.${x.field}`, message: x.message })))

export const transferirFaixasSalariais = (ator: Ator, cargoOrigemId: number, corpo: unknown) =>
  Effect.gen(function* () {
    const origem = yield* obter(cargos, ator, cargoOrigemId)
    const b = yield* Either.match(validar(CorpoTransferirFaixas, corpo ?? {}), { onLeft: Effect.fail, onRight: Effect.succeed })
    const destino = yield* Effect.catchTag(obter(cargos, ator, b.cargoDestinoId), 'NaoEncontrado', () => ValidacaoFalhou.campo('cargoDestinoId', CARGO_DESTINO_NAO_ENCONTRADO))
    if (Number(destino.empresaId) !== Number(origem.empresaId)) return yield* ValidacaoFalhou.campo('cargoDestinoId', CARGO_DESTINO_OUTRA_EMPRESA)
    const daOrigem = (yield* listar(faixasSalariais, ator, { filter: { cargoId: origem.id } })).rows
    const erros: ErroCampo[] = []
    b.faixas.forEach((f, i) => {
      if (!daOrigem.some((x) => x.id === f.faixaSalarialId)) erros.push({ field: `faixas.${i}.faixaSalarialId`, message: FAIXA_DE_OUTRO_CARGO })
    })
    const doDestino = (yield* listar(faixasSalariais, ator, { filter: { cargoId: destino.id } })).rows
    erros.push(...nomesRepetidos(b.faixas.map((f) => f.nome), doDestino.map((x) => String(x.nome))))
    if (erros.length) return yield* ValidacaoFalhou.campos(erros)
    // The new rows belong to the cargos' company, whichever company the session is in.
    const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId: Number(origem.empresaId) } }
    return yield* (yield* Repositorio).transaction(
      Effect.gen(function* () {
        const criadas: Array<RegistroDe<typeof faixasSalariais>> = []
        for (const [i, f] of b.faixas.entries()) {
          const o = daOrigem.find((x) => x.id === f.faixaSalarialId)!
          const nova = yield* Effect.catchTag(
            criar(faixasSalariais, naEmpresa, { cargoId: destino.id, nome: f.nome, cboId: o.cboId, codigoAC: o.codigoAC, nomeACPessoal: o.nomeACPessoal }),
            'ValidacaoFalhou',
            (e) => Effect.fail(prefixar(e, `faixas.${i}`)),
          )
          const historicos = (yield* listar(historicosFaixaSalarial, ator, { filter: { faixaSalarialId: o.id }, sort: { field: 'data', order: 'ASC' } })).rows
          for (const h of historicos) {
            yield* criar(historicosFaixaSalarial, naEmpresa, {
              faixaSalarialId: nova.id,
              data: h.data,
              tipo: h.tipo,
              indiceId: h.indiceId,
              quantidade: h.quantidade,
              valor: h.valor,
              status: h.status,
            })
          }
          criadas.push(nova)
        }
        return criadas
      }),
    )
  })

/**
 * Ranges that a realignment cannot take as they are (spec 001 §7 `pendentes-desabilitados`): those of the given
 * cargos (all when none) with a history row still waiting for the payroll system's confirmation, or whose row in
 * force today is an index that is disabled. Each with why (`pendente`, `indiceDesabilitado`).
 */
export const faixasPendentesDesabilitadas = (ator: Ator, query: Readonly<Record<string, string>>) =>
  Effect.gen(function* () {
    const cargosIds = (query['cargosIds'] ?? '')
      .split(',')
      .filter((x) => /^[1-9]\d{0,9}$/.test(x.trim()))
      .map(Number)
    const faixas = (yield* listar(faixasSalariais, ator, { filter: cargosIds.length ? { cargoId: cargosIds } : {}, sort: { field: 'nome', order: 'ASC' } })).rows
    if (!faixas.length) return []
    const hoje = yield* Effect.flatMap(Relogio, (r) => r.hoje)
    const historicos = (yield* listar(historicosFaixaSalarial, ator, { filter: { faixaSalarialId: faixas.map((f) => f.id) } })).rows
    const desabilitados = new Set((yield* listar(indices, ator, { filter: { desabilitado: true } })).rows.map((x) => x.id))
    return faixas.flatMap((f) => {
      const dela = historicos.filter((h) => h.faixaSalarialId === f.id).map((h) => ({ ...h, data: String(h.data) }))
      const pendente = dela.some((h) => h.status === STATUS_AGUARDANDO)
      const vigente = historicoVigente(dela, hoje)
      const indiceDesabilitado = vigente?.indiceId != null && desabilitados.has(vigente.indiceId)
      return pendente || indiceDesabilitado ? [{ ...f, pendente, indiceDesabilitado }] : []
    })
  })

/** Disabled indices (spec 001 §7 Indices `pendentes-desabilitados`; an index history has no status to wait on). */
export const indicesPendentesDesabilitados = (ator: Ator) =>
  Effect.map(listar(indices, ator, { filter: { desabilitado: true }, sort: { field: 'nome', order: 'ASC' } }), (p) => p.rows)

/** The ranges of one cargo (spec 001 §7 `GET /cargo/{id}`): 404 for a cargo the actor cannot see. */
export const faixasDoCargo = (ator: Ator, cargoId: number) =>
  Effect.gen(function* () {
    yield* obter(cargos, ator, cargoId)
    return (yield* listar(faixasSalariais, ator, { filter: { cargoId }, sort: { field: 'nome', order: 'ASC' } })).rows
  })

const Faixas = Schema.Array(esquemaDoRegistro(faixasSalariais))

export const ACOES_FAIXAS_SALARIAIS = [
  defineAcao({
    nome: 'transferir-faixas-salariais',
    metodo: 'POST',
    caminho: 'cargo/:id/transferir-faixas-salariais',
    resumo: 'Copia faixas salariais do cargo {id}, com seus históricos, para outro cargo',
    modo: 'escrever',
    corpo: CorpoTransferirFaixas,
    validadoNoCaso: true,
    status: 201,
    resposta: Faixas,
    executar: (ator, { id, corpo }) => transferirFaixasSalariais(ator, id, corpo),
  }),
  defineAcao({
    nome: 'pendentes-desabilitados',
    metodo: 'GET',
    caminho: 'pendentes-desabilitados',
    resumo: 'Faixas com histórico aguardando confirmação ou com índice desabilitado (cargosIds)',
    modo: 'ler',
    resposta: Schema.Array(Schema.extend(esquemaDoRegistro(faixasSalariais), Schema.Struct({ pendente: Schema.Boolean, indiceDesabilitado: Schema.Boolean }))),
    executar: (ator, { query }) => faixasPendentesDesabilitadas(ator, query),
  }),
  defineAcao({
    nome: 'do-cargo',
    metodo: 'GET',
    caminho: 'cargo/:id',
    resumo: 'Faixas salariais do cargo {id}',
    modo: 'ler',
    resposta: Faixas,
    executar: (ator, { id }) => faixasDoCargo(ator, id),
  }),
]

export const ACOES_INDICES = [
  defineAcao({
    nome: 'pendentes-desabilitados',
    metodo: 'GET',
    caminho: 'pendentes-desabilitados',
    resumo: 'Índices desabilitados',
    modo: 'ler',
    resposta: Schema.Array(esquemaDoRegistro(indices)),
    executar: (ator) => indicesPendentesDesabilitados(ator),
  }),
]

