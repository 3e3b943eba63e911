import { Effect, Either } from 'effect'
import {
  chaveCsv,
  colunasDosCampos,
  lerCsv,
  mapaDeNomes,
  mapearColunas,
  resultadoVazio,
  validarLinhas,
  valorDaCelula,
  type Rejeicao,
  type Progresso,
  type ResultadoImportacao,
} from '../shared/importacaoCsv.ts'
import type { ErroCampo } from '../shared/erros.ts'
import { Relogio, type Escopo } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { decodificar, type Resource } from '../shared/resource.ts'
import { cargos } from '../cargo-salario/cargos.ts'
import { cidades, estados } from '../geral/localidades.ts'
import { empresas } from '../utilitario/empresas.ts'
import { areasInteresse, comoFicouSabendoVaga } from './cadastros.ts'
import { CPF_DUPLICADO, camposCandidato, candidatos, regrasComConfig, type CandidatoEntrada } from './candidatos.ts'
import { CandidatosDados } from './ports.ts'
import { configDaEmpresa, qualificar } from './qualificacaoCandidato.ts'

export { lerCsv }

const chave = chaveCsv

/** Columns besides the candidate's own fields: names resolved to ids in the company's lookups. */
const COLUNAS_ESPECIAIS: Record<string, string> = {
  cidade: 'cidade',
  uf: 'uf',
  estado: 'uf',
  comoficousabendo: 'comoFicouSabendoVagaId',
  comoficousabendodavaga: 'comoFicouSabendoVagaId',
  cargo: 'cargos',
  cargofuncaopretendida: 'cargos',
}
const NAO_IMPORTAVEIS = new Set(['formacao', 'experiencias', 'candidatoIdiomas', 'certificados', 'cursos', 'camposExtras', 'tituloEleitoral', 'certificadoMilitar', 'ctps', 'foto', 'confirmaSenha', 'qualificacaoCadastral', 'mensagemQualificacao'])

/** Header cell → field name: the field's name or label, ignoring accents, case, spaces and punctuation. */
export const mapearCabecalho = (cabecalho: ReadonlyArray<string>): Either.Either<ReadonlyArray<string>, ReadonlyArray<string>> => {
  const colunas = colunasDosCampos(camposCandidato, NAO_IMPORTAVEIS)
  for (const [k, v] of Object.entries(COLUNAS_ESPECIAIS)) colunas.set(k, v)
  return mapearColunas(cabecalho, colunas, [{ chave: 'nome', mensagem: 'A coluna nome é obrigatória' }])
}

export interface Referencias {
  readonly cargos: ReadonlyMap<string, number>
  readonly areasInteresse: ReadonlyMap<string, number>
  readonly comoFicouSabendo: ReadonlyMap<string, number>
  readonly ufs: ReadonlyMap<string, number>
  /** `${ufId}:${chave(nome)}` → cidade id. */
  readonly cidades: ReadonlyMap<string, number>
}

/**
 * One CSV row → the body the API would receive: pt-BR dates (dd/mm/aaaa) and money ('R$ 1.234,56'), Sim/Não,
 * options by code or name, lookups by name (several separated by `|` or `,`). A value it cannot read is left
 * as typed, so the candidate schema rejects it with its own message.
 */
export const linhaParaCorpo = (campos: ReadonlyArray<string>, celulas: ReadonlyArray<string>, refs: Referencias): { corpo: Record<string, unknown>; erros: ErroCampo[] } => {
  const corpo: Record<string, unknown> = {}
  const erros: ErroCampo[] = []
  let uf: string | undefined
  let cidade: string | undefined
  campos.forEach((k, i) => {
    const v = (celulas[i] ?? '').trim()
    if (!k || v === '') return
    if (k === 'uf') return void (uf = v)
    if (k === 'cidade') return void (cidade = v)
    const varios = (mapa: ReadonlyMap<string, number>, label: string) =>
      v.split(/[|,]/).map((x) => x.trim()).filter(Boolean).map((x) => {
        const id = /^\d+$/.test(x) && [...mapa.values()].includes(Number(x)) ? Number(x) : mapa.get(chave(x))
        if (id === undefined) erros.push({ field: k, message: `${label}: ${x} não encontrado` })
        return id ?? -1
      })
    if (k === 'cargos') return void (corpo[k] = varios(refs.cargos, 'Cargo'))
    if (k === 'areasInteresse') return void (corpo[k] = varios(refs.areasInteresse, 'Área de interesse'))
    if (k === 'comoFicouSabendoVagaId') return void (corpo[k] = varios(refs.comoFicouSabendo, 'Como ficou sabendo')[0])
    const c = camposCandidato[k as keyof typeof camposCandidato]
    if (c) corpo[k] = valorDaCelula(c, v)
  })
  if (uf !== undefined) {
    const ufId = /^\d+$/.test(uf) ? Number(uf) : refs.ufs.get(chave(uf))
    if (ufId === undefined) erros.push({ field: 'ufId', message: `UF: ${uf} não encontrada` })
    else corpo['ufId'] = ufId
    if (cidade !== undefined && ufId !== undefined) {
      const cidadeId = /^\d+$/.test(cidade) ? Number(cidade) : refs.cidades.get(`${ufId}:${chave(cidade)}`)
      if (cidadeId === undefined) erros.push({ field: 'cidadeId', message: `Cidade: ${cidade} não encontrada em ${uf}` })
      else corpo['cidadeId'] = cidadeId
    }
  } else if (cidade !== undefined) erros.push({ field: 'uf', message: 'Informe a UF da cidade' })
  return { corpo, erros }
}

export type { Rejeicao, ResultadoImportacao }

const mapa = mapaDeNomes

/**
 * `rh candidatos importar arquivo.csv`: every row is validated by the candidate schema and the company's
 * rules (as the API would), CPFs unique in the company and in the file. Nothing is half-imported: with any
 * rejected row nothing is stored (unless `parcial`, which stores the valid rows); the stored rows go in one
 * transaction. `progresso(feitos, total)` is called while validating and while storing.
 */
export const importarCandidatos = (
  empresaId: number,
  texto: string,
  o: { readonly parcial?: boolean; readonly progresso?: Progresso } = {},
) =>
  Effect.gen(function* () {
    const repo = yield* Repositorio
    const dados = yield* CandidatosDados
    const hoje = yield* (yield* Relogio).hoje
    const escopo: Escopo = { usuarioId: 0, empresaId, empresasVisiveis: [empresaId] }
    const empresa = yield* repo.get(empresas, escopo, empresaId)
    const cfg = configDaEmpresa(empresa)
    const linhas = lerCsv(texto)
    const vazio = resultadoVazio
    if (!linhas.length) return { ...vazio, errosArquivo: ['Arquivo vazio'] }
    const cab = mapearCabecalho(linhas[0]!)
    if (Either.isLeft(cab)) return { ...vazio, errosArquivo: cab.left }
    const todos = <R extends Resource>(r: R, filtro: Record<string, unknown> = {}) => Effect.map(repo.list(r, escopo, { filter: filtro }), (p) => p.rows)
    const ufsRows = yield* todos(estados)
    const precisaCidade = cab.right.includes('cidade')
    const refs: Referencias = {
      cargos: mapa(yield* todos(cargos, { empresaId }), 'nome', 'nomeMercado'),
      areasInteresse: mapa(yield* todos(areasInteresse, { empresaId }), 'nome'),
      comoFicouSabendo: mapa(yield* todos(comoFicouSabendoVaga, { empresaId }), 'nome'),
      ufs: mapa(ufsRows, 'sigla', 'nome'),
      cidades: new Map(precisaCidade ? (yield* todos(cidades)).map((c) => [`${c.estadoId}:${chave(String(c.nome))}`, c.id] as const) : []),
    }
    const cpfsNoArquivo = new Map<string, number>()
    const lido = yield* validarLinhas(
      linhas,
      (celulas, linha) =>
        Effect.sync(() => {
          const { corpo: b, erros } = linhaParaCorpo(cab.right, celulas, refs)
          const d = decodificar(candidatos, b, 'create')
          if (Either.isLeft(d)) erros.push(...d.left.errors.filter((e) => !erros.some((x) => x.field === e.field)))
          else {
            erros.push(...regrasComConfig(d.right, cfg, hoje))
            const cpf = d.right.cpf
            if (cpf) {
              const outra = cpfsNoArquivo.get(cpf)
              if (outra !== undefined) erros.push({ field: 'cpf', message: `CPF repetido no arquivo (linha ${outra})` })
              else cpfsNoArquivo.set(cpf, linha)
            }
          }
          return erros.length || Either.isLeft(d) ? Either.left(erros) : Either.right(d.right)
        }),
      o.progresso,
    )
    const { lidas, total } = lido
    const rejeitadas: Rejeicao[] = [...lido.rejeitadas]
    const validas = lido.validas.map((v) => ({ linha: v.linha, entrada: v.valor as CandidatoEntrada }))
    const existentes = new Set<string>()
    const cpfs = [...cpfsNoArquivo.keys()]
    for (let i = 0; i < cpfs.length; i += 500) for (const c of yield* dados.cpfsExistentes(empresaId, cpfs.slice(i, i + 500))) existentes.add(c)
    const aceitas = validas.filter((v) => {
      if (!v.entrada.cpf || !existentes.has(v.entrada.cpf)) return true
      rejeitadas.push({ linha: v.linha, erros: [{ field: 'cpf', message: CPF_DUPLICADO }] })
      return false
    })
    rejeitadas.sort((a, b) => a.linha - b.linha)
    if (rejeitadas.length && !o.parcial) return { linhas: lidas, importados: 0, rejeitadas, errosArquivo: [] }
    const prontas: Array<Record<string, unknown>> = []
    for (const v of aceitas) {
      const q = qualificar(v.entrada, cfg, hoje, { possuiSenha: v.entrada.senha !== undefined })
      const comStatus = { ...v.entrada, qualificacaoCadastral: q.status, ...(q.mensagem ? { mensagemQualificacao: q.mensagem } : {}) }
      prontas.push(candidatos.prepare ? yield* candidatos.prepare(comStatus, 'create') : comStatus)
    }
    yield* repo.transaction(
      Effect.gen(function* () {
        for (let i = 0; i < prontas.length; i += 200) {
          yield* dados.inserirEmLote(empresaId, prontas.slice(i, i + 200))
          if (o.progresso) yield* Effect.sync(() => o.progresso!(total + Math.round(((i + 200 > prontas.length ? prontas.length : i + 200) / Math.max(prontas.length, 1)) * total), total * 2))
        }
      }),
    )
    return { linhas: lidas, importados: prontas.length, rejeitadas, errosArquivo: [] }
  })
