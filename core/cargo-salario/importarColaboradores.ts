import { Data, Effect, Either } from 'effect'
import { estados, cidades } from '../geral/localidades.ts'
import { motivoDesligamento } from '../gestao-talentos/motivo-desligamento.ts'
import type { Ator } from '../shared/ator.ts'
import { criar } from '../shared/crud.ts'
import type { ErroCampo, ErroDominio } from '../shared/erros.ts'
import {
  chaveCsv,
  colunasDosCampos,
  lerCsv,
  mapaDeNomes,
  mapearColunas,
  ordenarRejeicoes,
  resultadoVazio,
  validarLinhas,
  valorDaCelula,
  type Progresso,
  type Rejeicao,
  type ResultadoImportacao,
} from '../shared/importacaoCsv.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { validar, type Resource } from '../shared/resource.ts'
import { empresas } from '../utilitario/empresas.ts'
import { estabelecimentos } from '../utilitario/estabelecimentos.ts'
import { ambientes } from '../sst/ambientes.ts'
import { funcoes } from '../sst/funcoes.ts'
import { admitirColaborador, CorpoAdmissao } from './admitirColaborador.ts'
import { areasOrganizacionais } from './areas-organizacionais.ts'
import { cargos } from './cargos.ts'
import { camposColaborador, historicosColaborador, TIPOS_SALARIO } from './colaboradores.ts'
import { faixasSalariais } from './faixas-salariais.ts'
import { indices } from './indices.ts'
import { TIPO_SALARIO_CARGO, TIPO_SALARIO_VALOR } from './salario.ts'

/**
 * `rh colaboradores importar arquivo.csv`: a company's staff from a spreadsheet, with the rules of the candidate
 * import (core/shared/importacaoCsv.ts). Every row is an admission (admitirColaborador: the employee and their
 * first history row, every rule of the API); the position is named (estabelecimento, área, cargo, faixa salarial,
 * índice, função, ambiente of the row's establishment); areas, cargos and ranges named but missing are created only with `criarCadastros`. Nothing is
 * half-imported: all the rows go in one transaction, undone when any row is refused (unless `parcial`, which
 * stores the valid rows).
 */

/** Employee fields a CSV row does not carry (sub-lists, documents as groups, photo, extra fields). */
const NAO_IMPORTAVEIS = new Set(['formacao', 'experiencias', 'idiomas', 'certificados', 'cursos', 'camposExtras', 'foto', 'tituloEleitoral', 'certificadoMilitar', 'ctps', 'motivoDesligamentoId'])

/** The position's and the named lookups' columns: spelling (chaveCsv) → key. */
const COLUNAS_ESPECIAIS: Readonly<Record<string, string>> = {
  estabelecimento: 'estabelecimento',
  area: 'area',
  areaorganizacional: 'area',
  cargo: 'cargo',
  faixa: 'faixa',
  faixasalarial: 'faixa',
  tipodesalario: 'tipoSalario',
  tiposalario: 'tipoSalario',
  salario: 'salario',
  indice: 'indice',
  quantidade: 'quantidade',
  funcao: 'funcao',
  ambiente: 'ambiente',
  uf: 'uf',
  estado: 'uf',
  cidade: 'cidade',
  motivododesligamento: 'motivoDesligamento',
  ufdorg: 'rgUf',
  ufdahabilitacao: 'ufHab',
}

/** The columns the import reads, as documented (README, `--help`): the employee's fields by label, then the position. */
export const COLUNAS_COLABORADOR: ReadonlyArray<string> = [
  ...Object.entries(camposColaborador)
    .filter(([k]) => !NAO_IMPORTAVEIS.has(k) && !['ufId', 'cidadeId', 'rgUfId', 'ufHabId'].includes(k))
    .map(([, c]) => c.label),
  'UF',
  'Cidade',
  'UF do RG',
  'UF da Habilitação',
  'Motivo do Desligamento',
  'Estabelecimento',
  'Área Organizacional',
  'Cargo',
  'Faixa Salarial',
  'Tipo de Salário',
  'Salário',
  'Índice',
  'Quantidade',
  'Função',
  'Ambiente',
]

export const mapearCabecalhoColaboradores = (cabecalho: ReadonlyArray<string>) => {
  const colunas = colunasDosCampos(camposColaborador, NAO_IMPORTAVEIS)
  for (const [k, v] of Object.entries(COLUNAS_ESPECIAIS)) colunas.set(k, v)
  return mapearColunas(cabecalho, colunas, [
    { chave: 'nome', mensagem: 'A coluna Nome é obrigatória' },
    { chave: 'cargo', mensagem: 'A coluna Cargo é obrigatória' },
    { chave: 'area', mensagem: 'A coluna Área Organizacional é obrigatória' },
  ])
}

/** The company's lookups by name; `novas*` collects what `criarCadastros` will create. */
export interface ReferenciasColaborador {
  readonly estabelecimentos: ReadonlyMap<string, number>
  readonly areas: ReadonlyMap<string, number>
  /** By name and by market name. */
  readonly cargos: ReadonlyMap<string, number>
  /** `${cargoId}:${chave(nome)}` → id. */
  readonly faixas: ReadonlyMap<string, number>
  readonly indices: ReadonlyMap<string, number>
  /** SST's functions by name; environments by `${estabelecimentoId}:${chave(nome)}` (an environment is of an establishment). */
  readonly funcoes: ReadonlyMap<string, number>
  readonly ambientes: ReadonlyMap<string, number>
  readonly motivos: ReadonlyMap<string, number>
  readonly ufs: ReadonlyMap<string, number>
  /** `${ufId}:${chave(nome)}` → id. */
  readonly cidades: ReadonlyMap<string, number>
}

/** What a row names that does not exist yet (created with `criarCadastros`): the names as typed. */
export interface Novos {
  readonly area?: string
  readonly cargo?: string
  readonly faixa?: string
}

export interface LinhaColaborador {
  readonly corpo: Record<string, unknown> & { historico: Record<string, unknown> }
  readonly novos: Novos
}

/** An admission field → the CSV column that gives it, for the messages of a row ('cargo: Cargo é obrigatório'). */
const COLUNA_DO_CAMPO: Readonly<Record<string, string>> = {
  'historico.estabelecimentoId': 'estabelecimento',
  'historico.areaOrganizacionalId': 'area',
  'historico.cargoId': 'cargo',
  'historico.faixaSalarialId': 'faixa',
  'historico.indiceId': 'indice',
  'historico.tipoSalario': 'tipoSalario',
  'historico.salario': 'salario',
  'historico.quantidade': 'quantidade',
  'historico.funcaoId': 'funcao',
  'historico.ambienteId': 'ambiente',
  ufId: 'uf',
  cidadeId: 'cidade',
  rgUfId: 'rgUf',
  ufHabId: 'ufHab',
  motivoDesligamentoId: 'motivoDesligamento',
}
const naColuna = (e: ErroCampo): ErroCampo => ({ field: COLUNA_DO_CAMPO[e.field] ?? e.field, message: e.message })

/** Placeholder id of a lookup still to be created (the row's Schema checks the rest meanwhile). */
const A_CRIAR = 1

const TIPOS: ReadonlyMap<string, number> = new Map([
  ...TIPOS_SALARIO.flatMap((t) => [[String(t.id), t.id] as const, [chaveCsv(t.name), t.id] as const]),
  ['cargo', TIPO_SALARIO_CARGO],
  ['faixa', TIPO_SALARIO_CARGO],
  ['faixasalarial', TIPO_SALARIO_CARGO],
])

/**
 * One CSV row → the admission body (pure): the employee's cells by their fields' types, the named lookups as ids
 * ('Área "X" não existe' when missing and not to be created), the salary type from its cell or what the row
 * gives (a salary: value; a range: the range's).
 */
export const linhaParaAdmissao = (
  campos: ReadonlyArray<string>,
  celulas: ReadonlyArray<string>,
  refs: ReferenciasColaborador,
  o: { readonly criarCadastros: boolean; readonly estabelecimentoUnico?: number },
): Either.Either<LinhaColaborador, ReadonlyArray<ErroCampo>> => {
  const corpo: Record<string, unknown> = {}
  const historico: Record<string, unknown> = {}
  const v: Record<string, string> = {}
  const erros: ErroCampo[] = []
  campos.forEach((k, i) => {
    const x = (celulas[i] ?? '').trim()
    if (!k || x === '') return
    const c = camposColaborador[k as keyof typeof camposColaborador]
    if (c) corpo[k] = valorDaCelula(c, x)
    else v[k] = x
  })
  const achar = (mapa: ReadonlyMap<string, number>, nome: string) => (/^\d+$/.test(nome) && [...mapa.values()].includes(Number(nome)) ? Number(nome) : mapa.get(chaveCsv(nome)))
  const novos: { area?: string; cargo?: string; faixa?: string } = {}

  if (v['estabelecimento']) {
    const id = achar(refs.estabelecimentos, v['estabelecimento'])
    if (id === undefined) erros.push({ field: 'estabelecimento', message: `Estabelecimento "${v['estabelecimento']}" não existe` })
    else historico['estabelecimentoId'] = id
  } else if (o.estabelecimentoUnico !== undefined) historico['estabelecimentoId'] = o.estabelecimentoUnico

  const nomeado = (campo: 'area' | 'cargo', mapa: ReadonlyMap<string, number>, destino: string, rotulo: string) => {
    const nome = v[campo]
    if (!nome) return undefined
    const id = achar(mapa, nome)
    if (id !== undefined) historico[destino] = id
    else if (o.criarCadastros) {
      novos[campo] = nome
      historico[destino] = A_CRIAR
    } else erros.push({ field: campo, message: `${rotulo} "${nome}" não existe` })
    return id
  }
  nomeado('area', refs.areas, 'areaOrganizacionalId', 'Área')
  const cargoId = nomeado('cargo', refs.cargos, 'cargoId', 'Cargo')
  if (v['faixa']) {
    const id = cargoId !== undefined ? refs.faixas.get(`${cargoId}:${chaveCsv(v['faixa'])}`) : undefined
    if (id !== undefined) historico['faixaSalarialId'] = id
    else if (o.criarCadastros && (cargoId !== undefined || novos.cargo)) {
      novos.faixa = v['faixa']
      historico['faixaSalarialId'] = A_CRIAR
    } else if (cargoId !== undefined || !v['cargo']) erros.push({ field: 'faixa', message: `Faixa salarial "${v['faixa']}" não existe${v['cargo'] ? ` no cargo "${v['cargo']}"` : ''}` })
  }
  if (v['indice']) {
    const id = achar(refs.indices, v['indice'])
    if (id === undefined) erros.push({ field: 'indice', message: `Índice "${v['indice']}" não existe` })
    else historico['indiceId'] = id
  }
  if (v['funcao']) {
    const id = achar(refs.funcoes, v['funcao'])
    if (id === undefined) erros.push({ field: 'funcao', message: `Função "${v['funcao']}" não existe` })
    else historico['funcaoId'] = id
  }
  if (v['ambiente']) {
    const estabelecimentoId = historico['estabelecimentoId']
    const id = estabelecimentoId === undefined ? undefined : refs.ambientes.get(`${String(estabelecimentoId)}:${chaveCsv(v['ambiente'])}`)
    if (id === undefined) erros.push({ field: 'ambiente', message: `Ambiente "${v['ambiente']}" não existe${v['estabelecimento'] ? ` no estabelecimento "${v['estabelecimento']}"` : ''}` })
    else historico['ambienteId'] = id
  }
  if (v['salario']) historico['salario'] = valorDaCelula(historicosColaborador.fields.salario, v['salario'])
  if (v['quantidade']) historico['quantidade'] = valorDaCelula(historicosColaborador.fields.quantidade, v['quantidade'])
  if (v['tipoSalario']) historico['tipoSalario'] = TIPOS.get(chaveCsv(v['tipoSalario'])) ?? v['tipoSalario']
  else historico['tipoSalario'] = v['salario'] ? TIPO_SALARIO_VALOR : historico['faixaSalarialId'] ? TIPO_SALARIO_CARGO : TIPO_SALARIO_VALOR

  if (v['motivoDesligamento']) {
    const id = achar(refs.motivos, v['motivoDesligamento'])
    if (id === undefined) erros.push({ field: 'motivoDesligamento', message: `Motivo do desligamento "${v['motivoDesligamento']}" não existe` })
    else corpo['motivoDesligamentoId'] = id
  }
  const uf = (campo: string, destino: string, rotulo: string) => {
    if (!v[campo]) return undefined
    const id = achar(refs.ufs, v[campo]!)
    if (id === undefined) erros.push({ field: campo, message: `${rotulo}: ${v[campo]} não encontrada` })
    else corpo[destino] = id
    return id
  }
  const ufId = uf('uf', 'ufId', 'UF')
  uf('rgUf', 'rgUfId', 'UF do RG')
  uf('ufHab', 'ufHabId', 'UF da Habilitação')
  if (v['cidade']) {
    if (!v['uf']) erros.push({ field: 'cidade', message: 'Informe a UF da cidade' })
    else if (ufId !== undefined) {
      const id = /^\d+$/.test(v['cidade']) ? Number(v['cidade']) : refs.cidades.get(`${ufId}:${chaveCsv(v['cidade'])}`)
      if (id === undefined) erros.push({ field: 'cidade', message: `Cidade: ${v['cidade']} não encontrada em ${v['uf']}` })
      else corpo['cidadeId'] = id
    }
  }
  const admissao = { ...corpo, historico }
  const d = validar(CorpoAdmissao, admissao)
  if (Either.isLeft(d)) erros.push(...d.left.errors.map(naColuna).filter((e) => !erros.some((x) => x.field === e.field)))
  return erros.length ? Either.left(erros) : Either.right({ corpo: admissao, novos })
}

/** A refused row of the storing pass, and the rows stored before it are undone with the transaction. */
class Desfazer extends Data.TaggedError('Desfazer')<{ readonly rejeitadas: ReadonlyArray<Rejeicao> }> {}

const errosDe = (e: ErroDominio, prefixo = ''): ReadonlyArray<ErroCampo> =>
  e._tag === 'ValidacaoFalhou' ? e.errors.map((x) => ({ field: x.field ? `${prefixo}${x.field}` : prefixo.replace(/\.$/, ''), message: x.message })) : [{ field: prefixo.replace(/\.$/, ''), message: e.message }]

export interface OpcoesImportacao {
  readonly criarCadastros?: boolean
  readonly parcial?: boolean
  readonly progresso?: Progresso
}

/**
 * Imports the file's employees into the actor's company (`ator.escopo.empresaId`). The rows are read and checked
 * first (names, the admission Schema, CPFs repeated in the file); then, in one transaction, the lookups to create
 * and every admission, whose rules (CPF among active employees, the range of the cargo…) may still refuse a row.
 */
export const importarColaboradores = (ator: Ator, texto: string, o: OpcoesImportacao = {}) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const empresaId = ator.escopo.empresaId
    const escopo = { ...ator.escopo, empresasVisiveis: [empresaId] }
    yield* repo.get(empresas, escopo, empresaId)
    const linhas = lerCsv(texto)
    if (!linhas.length) return { ...resultadoVazio, errosArquivo: ['Arquivo vazio'] } satisfies ResultadoImportacao
    const cab = mapearCabecalhoColaboradores(linhas[0]!)
    if (Either.isLeft(cab)) return { ...resultadoVazio, errosArquivo: cab.left } satisfies ResultadoImportacao
    const todos = <R extends Resource>(r: R, filtro: Record<string, unknown> = { empresaId }) => Effect.map(repo.list(r, escopo, { filter: filtro }), (p) => p.rows)
    const estabs = yield* todos(estabelecimentos)
    const faixas = yield* todos(faixasSalariais)
    const refs: ReferenciasColaborador = {
      estabelecimentos: mapaDeNomes(estabs, 'nome'),
      areas: mapaDeNomes(yield* todos(areasOrganizacionais), 'nome'),
      cargos: mapaDeNomes(yield* todos(cargos), 'nomeMercado', 'nome'),
      faixas: new Map(faixas.map((f) => [`${f.cargoId}:${chaveCsv(String(f.nome))}`, f.id] as const)),
      indices: mapaDeNomes(yield* todos(indices), 'nome'),
      funcoes: mapaDeNomes(yield* todos(funcoes), 'nome'),
      ambientes: new Map((yield* todos(ambientes)).map((a) => [`${a.estabelecimentoId}:${chaveCsv(String(a.nome))}`, a.id] as const)),
      motivos: mapaDeNomes(yield* todos(motivoDesligamento), 'descricao'),
      ufs: mapaDeNomes(yield* todos(estados, {}), 'sigla', 'nome'),
      cidades: new Map(cab.right.includes('cidade') ? (yield* todos(cidades, {})).map((c) => [`${c.estadoId}:${chaveCsv(String(c.nome))}`, c.id] as const) : []),
    }
    const opcoesLinha = { criarCadastros: o.criarCadastros === true, ...(estabs.length === 1 ? { estabelecimentoUnico: estabs[0]!.id } : {}) }
    const cpfs = new Map<string, number>()
    const lido = yield* validarLinhas(
      linhas,
      (celulas, linha) =>
        Effect.sync(() => {
          const r = linhaParaAdmissao(cab.right, celulas, refs, opcoesLinha)
          const cpf = Either.isRight(r) ? String(r.right.corpo['cpf'] ?? '').replace(/\D/g, '') : ''
          if (!cpf) return r
          const outra = cpfs.get(cpf)
          if (outra !== undefined) return Either.left([{ field: 'cpf', message: `CPF repetido no arquivo (linha ${outra})` }])
          cpfs.set(cpf, linha)
          return r
        }),
      o.progresso,
    )
    const { lidas, total } = lido
    if (lido.rejeitadas.length && !o.parcial) return { linhas: lidas, importados: 0, rejeitadas: ordenarRejeicoes(lido.rejeitadas), errosArquivo: [] } satisfies ResultadoImportacao

    /** Stores `validas` in one transaction; any refusal undoes it and answers the refused lines. */
    const gravar = (validas: typeof lido.validas) =>
      repo.transaction(
        Effect.gen(function* () {
          const recusas: Rejeicao[] = []
          const criados = { areas: new Map<string, number>(), cargos: new Map<string, number>(), faixas: new Map<string, number>() }
          const criarUma = <R,>(chave: string, mapa: Map<string, number>, linha: number, campo: string, efeito: Effect.Effect<{ readonly id: number }, ErroDominio, R>) =>
            Effect.gen(function* () {
              const ja = mapa.get(chave)
              if (ja !== undefined) return ja
              const r = yield* Effect.either(efeito)
              if (Either.isLeft(r)) {
                recusas.push({ linha, erros: errosDe(r.left, `${campo}.`) })
                return undefined
              }
              mapa.set(chave, r.right.id)
              return r.right.id
            })
          for (const [n, v] of validas.entries()) {
            const h = { ...v.valor.corpo.historico }
            const { novos } = v.valor
            let ok = true
            if (novos.area) {
              const id = yield* criarUma(chaveCsv(novos.area), criados.areas, v.linha, 'area', criar(areasOrganizacionais, ator, { nome: novos.area }))
              if (id === undefined) ok = false
              else h['areaOrganizacionalId'] = id
            }
            if (ok && novos.cargo) {
              const corpo = { nome: novos.cargo, nomeMercado: novos.cargo, areasOrganizacionais: [h['areaOrganizacionalId']] }
              const id = yield* criarUma(chaveCsv(novos.cargo), criados.cargos, v.linha, 'cargo', criar(cargos, ator, corpo))
              if (id === undefined) ok = false
              else h['cargoId'] = id
            }
            if (ok && novos.faixa) {
              const id = yield* criarUma(`${String(h['cargoId'])}:${chaveCsv(novos.faixa)}`, criados.faixas, v.linha, 'faixa', criar(faixasSalariais, ator, { cargoId: h['cargoId'], nome: novos.faixa }))
              if (id === undefined) ok = false
              else h['faixaSalarialId'] = id
            }
            if (ok) {
              const r = yield* Effect.either(admitirColaborador(ator, { ...v.valor.corpo, historico: h }))
              if (Either.isLeft(r)) recusas.push({ linha: v.linha, erros: errosDe(r.left).map(naColuna) })
            }
            if (o.progresso && (n % 200 === 0 || n === validas.length - 1)) {
              const feitos = total + Math.round(((n + 1) / validas.length) * total)
              yield* Effect.sync(() => o.progresso!(feitos, total * 2))
            }
          }
          if (recusas.length) return yield* new Desfazer({ rejeitadas: recusas })
          return validas.length
        }),
      )

    let validas = lido.validas
    let rejeitadas: Rejeicao[] = [...lido.rejeitadas]
    // With `parcial`, the rows the storing pass refused are left out and the rest stored again (each pass drops at least one).
    for (;;) {
      const r = yield* Effect.either(gravar(validas))
      if (Either.isRight(r)) return { linhas: lidas, importados: r.right, rejeitadas: ordenarRejeicoes(rejeitadas), errosArquivo: [] } satisfies ResultadoImportacao
      if (r.left._tag !== 'Desfazer') return yield* Effect.fail(r.left)
      rejeitadas = [...rejeitadas, ...r.left.rejeitadas]
      if (!o.parcial) return { linhas: lidas, importados: 0, rejeitadas: ordenarRejeicoes(rejeitadas), errosArquivo: [] } satisfies ResultadoImportacao
      const fora = new Set(r.left.rejeitadas.map((x) => x.linha))
      validas = validas.filter((x) => !fora.has(x.linha))
    }
  })
