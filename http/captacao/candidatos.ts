import { Effect, Either } from 'effect'
import { Hono, type Context } from 'hono'
import {
  TAMANHO_MAXIMO_ARQUIVO,
  ARQUIVO_GRANDE,
  baixarAnexo,
  baixarCurriculo,
  enviarCurriculo,
  gravarAnexo,
  listarAnexos,
  obterAnexo,
  removerAnexo,
  type ArquivoEnviado,
} from '../../core/captacao/anexarDocumentoCandidato.ts'
import {
  CandidatosDados,
  FiltroCandidatosSchema,
  ORDENACOES_CANDIDATO,
  candidatos,
  regrasFiltro,
  type ConsultaCandidatos,
  type OrdenacaoCandidato,
} from '../../core/captacao/candidatos.ts'
import { estatisticaComoFicouSabendo } from '../../core/captacao/como-ficou-sabendo-vaga-estatistica.ts'
import { examesDoCandidato, salvarExamesDoCandidato } from '../../core/captacao/exames-palografico.ts'
import { imprimirCurriculo } from '../../core/captacao/imprimirCurriculoCandidato.ts'
import { removerCandidato, removerCandidatosEmLote } from '../../core/captacao/removerCandidato.ts'
import { salvarCandidato } from '../../core/captacao/salvarCandidato.ts'
import { lerIdsLote, verificarPendencias, verificarPendenciasEmLote } from '../../core/captacao/verificarPendenciasCandidato.ts'
import { temAlguma } from '../../core/sessao/autoridades.ts'
import { CPF_INVALIDO, normalizarCpf, validarCpf } from '../../core/shared/br/cpf.ts'
import type { ErroCampo } from '../../core/shared/erros.ts'
import { Repositorio } from '../../core/shared/ports.ts'
import { recursoPorNome } from '../../core/recursos.ts'
import { formatarData } from '../../core/shared/formatos.ts'
import { validar, type Registro } from '../../core/shared/resource.ts'
import { cargos } from '../../core/cargo-salario/cargos.ts'
import { areasInteresse } from '../../core/captacao/cadastros.ts'
import { lerJson } from '../corpo.ts'
import { TAMANHO_PAGINA, idDaRota, intervaloDoDialeto, responderLista } from '../crud.ts'
import { erro, executar, invalido, naoAutorizado, naoEncontrado, type Env } from '../executar.ts'
import { documentar } from '../openapi.ts'

const BASE = '/captacao/candidatos'
const AUTORIDADE = 'ROLE_CAPTACAO_CANDIDATOS'
const MAX_PAGINA = 1000

type C = Context<Env>

const pode = (c: C, autoridades: ReadonlyArray<string> = [AUTORIDADE]) => temAlguma(c.get('ctx').autoridades, autoridades)
const escopo = (c: C) => c.get('ctx').escopo

/** A positive integer route parameter, or undefined (→ 404). */
const idParam = (c: C, nome: string) => {
  const s = c.req.param(nome) ?? ''
  return /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : undefined
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266). */
const disposicao = (nome: string, inline = false) => {
  const ascii = nome.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'arquivo'
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`
}

const arquivo = (c: C, a: { nome: string; tipo: string; conteudo: Uint8Array }, inline = false) =>
  c.body(a.conteudo as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': a.tipo, 'Content-Disposition': disposicao(a.nome, inline), 'Cache-Control': 'private, no-store' })

// ---------------------------------------------------------------------------------------------------------
// List: the three dialects of ARCHITECTURE §4 over the candidate filter of spec 000 §3.5.

const ALIASES: Record<string, string> = { empresaId: 'empresasIds', qualificacaoCadastral: 'statusQualificacaoCadastral', ocrTexto: 'ocr' }
const IDS = new Set(['empresasIds', 'solicitacoesExameIds', 'id', 'cargoId'])
const BOOLEANOS = new Set(['disponivel', 'contratado'])
const CHAVES = new Set(Object.keys(FiltroCandidatosSchema.fields))

const json = (s: string): unknown => {
  try {
    return JSON.parse(s)
  } catch {
    return Symbol.for('invalido')
  }
}

type Dialeto = { tipo: 'envelope'; page: number; size: number } | { tipo: 'intervalo'; inicio: number; fim: number } | { tipo: 'tudo' }

const inteiroNaoNegativo = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max

export const lerConsulta = (
  qs: Record<string, string>,
  empresasVisiveis: ReadonlyArray<number>,
  empresaAtual: number,
): Either.Either<{ dialeto: Dialeto; consulta: ConsultaCandidatos; ordem: OrdenacaoCandidato }, ErroCampo[]> => {
  const erros: ErroCampo[] = []
  let dialeto: Dialeto
  if (qs['range'] !== undefined) {
    const r = json(qs['range'])
    if (!Array.isArray(r) || r.length !== 2 || !inteiroNaoNegativo(r[0], 1e9) || !inteiroNaoNegativo(r[1], 1e9) || r[1] < r[0]) {
      erros.push({ field: 'range', message: 'Intervalo inválido' })
      dialeto = { tipo: 'tudo' }
    } else dialeto = { tipo: 'intervalo', inicio: r[0], fim: Math.min(r[1], r[0] + MAX_PAGINA - 1) }
  } else if (qs['unpaged'] === 'true') dialeto = { tipo: 'tudo' }
  else {
    const page = qs['page'] === undefined ? 0 : Number(qs['page'])
    const size = qs['size'] === undefined ? TAMANHO_PAGINA : Number(qs['size'])
    if (!inteiroNaoNegativo(page, 1e7)) erros.push({ field: 'page', message: 'Página inválida' })
    if (!inteiroNaoNegativo(size, MAX_PAGINA) || size === 0) erros.push({ field: 'size', message: `Tamanho de página deve estar entre 1 e ${MAX_PAGINA}` })
    dialeto = { tipo: 'envelope', page, size }
  }
  let ordem: OrdenacaoCandidato = { campo: 'nome', ordem: 'ASC' }
  if (qs['sort']) {
    const arr = qs['sort'].startsWith('[') ? json(qs['sort']) : qs['sort'].split(',')
    const campo = Array.isArray(arr) ? arr[0] : undefined
    const o = Array.isArray(arr) ? String(arr[1] ?? 'ASC').toUpperCase() : ''
    if (typeof campo !== 'string' || !(ORDENACOES_CANDIDATO as ReadonlyArray<string>).includes(campo) || (o !== 'ASC' && o !== 'DESC')) {
      erros.push({ field: 'sort', message: 'Ordenação inválida' })
    } else ordem = { campo: campo as OrdenacaoCandidato['campo'], ordem: o }
  }
  const bruto: Record<string, unknown> = {}
  if (qs['filter'] !== undefined) {
    const f = json(qs['filter'])
    if (typeof f !== 'object' || f === null || Array.isArray(f)) erros.push({ field: 'filter', message: 'Filtro inválido' })
    else Object.assign(bruto, f)
  }
  for (const [k, v] of Object.entries(qs)) if (!['page', 'size', 'sort', 'range', 'filter', 'unpaged'].includes(k)) bruto[k] = v
  const filtro: Record<string, unknown> = {}
  for (const [k0, v] of Object.entries(bruto)) {
    const k = ALIASES[k0] ?? k0
    if (!CHAVES.has(k)) {
      erros.push({ field: k0, message: 'Filtro desconhecido' })
      continue
    }
    if (IDS.has(k)) {
      const lista = typeof v === 'string' ? (v === '' ? [] : v.split(',')) : Array.isArray(v) ? v : [v]
      const nums = lista.map((x) => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x))
      if (nums.length) filtro[k] = nums
    } else if (BOOLEANOS.has(k)) filtro[k] = v === 'true' ? true : v === 'false' ? false : v
    else filtro[k] = v
  }
  const f = validar(FiltroCandidatosSchema, filtro)
  if (Either.isLeft(f)) erros.push(...f.left.errors)
  else erros.push(...regrasFiltro(f.right))
  if (erros.length || Either.isLeft(f)) return Either.left(erros)
  const { empresasIds, statusQualificacaoCadastral, ...resto } = f.right
  const consulta: ConsultaCandidatos = {
    ...resto,
    empresasIds: (empresasIds ?? [empresaAtual]).filter((e) => empresasVisiveis.includes(e)),
    ...(statusQualificacaoCadastral !== 'TODOS' ? { status: statusQualificacaoCadastral } : {}),
  }
  return Either.right({ dialeto, consulta, ordem })
}

// ---------------------------------------------------------------------------------------------------------
// Uploads: multipart/form-data (field `arquivo` or `anexo`) or JSON with `arquivo: {nome, conteudo (base64)}`.

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

const lerUpload = async (c: C): Promise<{ campos: Record<string, unknown>; arquivo?: ArquivoEnviado } | Response> => {
  const tamanho = Number(c.req.header('content-length') ?? 0)
  if (tamanho > TAMANHO_MAXIMO_ARQUIVO * 1.4 + 64 * 1024) return erro(c, 413, 'CORPO_GRANDE', ARQUIVO_GRANDE)
  const tipo = c.req.header('content-type') ?? ''
  if (tipo.includes('multipart/form-data')) {
    let form: Record<string, string | File | (string | File)[]>
    try {
      form = await c.req.parseBody()
    } catch {
      return erro(c, 400, 'CORPO_INVALIDO', 'Corpo da requisição inválido')
    }
    const campos: Record<string, unknown> = {}
    let enviado: ArquivoEnviado | undefined
    for (const [k, v] of Object.entries(form)) {
      const x = Array.isArray(v) ? v[0] : v
      if (typeof x === 'string') campos[k] = x
      else if (x && (k === 'arquivo' || k === 'anexo') && x.size > 0) enviado = { nome: x.name || 'arquivo', conteudo: new Uint8Array(await x.arrayBuffer()) }
    }
    return { campos, ...(enviado ? { arquivo: enviado } : {}) }
  }
  const corpo = await lerJson(c)
  if (corpo instanceof Response) return corpo
  if (typeof corpo !== 'object' || corpo === null || Array.isArray(corpo)) return invalido(c, [{ field: '', message: 'Corpo da requisição inválido' }])
  const { arquivo: a, anexo: b, ...campos } = corpo as Record<string, unknown>
  const f = (a ?? b) as any
  if (f === undefined || f === null) return { campos }
  if (typeof f !== 'object' || typeof f.conteudo !== 'string' || !BASE64.test(f.conteudo) || (f.nome !== undefined && typeof f.nome !== 'string')) {
    return invalido(c, [{ field: a !== undefined ? 'arquivo' : 'anexo', message: 'Arquivo inválido' }])
  }
  return { campos, arquivo: { nome: f.nome ?? 'arquivo', conteudo: new Uint8Array(Buffer.from(f.conteudo, 'base64')) } }
}

// ---------------------------------------------------------------------------------------------------------

const cpfDaConsulta = (c: C): Either.Either<string, ErroCampo[]> => {
  const cpf = c.req.query('cpf')?.trim() ?? ''
  if (!cpf) return Either.left([{ field: 'cpf', message: 'CPF é obrigatório' }])
  if (cpf.length > 20 || !validarCpf(cpf)) return Either.left([{ field: 'cpf', message: CPF_INVALIDO }])
  return Either.right(normalizarCpf(cpf))
}

/** The stored record with the system dates and the résumé/password facts the form shows. */
const completo = (c: C, id: number) =>
  Effect.gen(function* () {
    const reg = yield* (yield* Repositorio).get(candidatos, escopo(c), id)
    const dados = yield* CandidatosDados
    const linha = (yield* dados.pesquisar({ empresasIds: [Number(reg.empresaId)], id: [id] }, { campo: 'id', ordem: 'ASC' })).rows[0]
    const curriculo = yield* dados.curriculo(id)
    const r: Registro & { dataCadastro: string | null; dataAtualizacao: string | null; possuiSenha: boolean; curriculo: unknown } = {
      ...reg,
      dataCadastro: linha?.dataCadastro ?? null,
      dataAtualizacao: linha?.dataAtualizacao ?? null,
      possuiSenha: yield* dados.possuiSenha(id),
      curriculo: curriculo ? { nome: curriculo.nome, tipo: curriculo.tipo, tamanho: curriculo.tamanho } : null,
    }
    return r
  })

const nomesDe = (c: C, reg: Registro, r: typeof cargos | typeof areasInteresse, campo: string) =>
  Effect.gen(function* () {
    const ids = Array.isArray(reg[campo]) ? (reg[campo] as number[]) : []
    if (!ids.length) return []
    const p = yield* (yield* Repositorio).list(r, escopo(c), { filter: { id: ids, empresaId: reg.empresaId } })
    return p.rows.map((x) => ({ id: x.id, nome: String(x['nome']) }))
  })

/**
 * History and personnel requests of the résumé print, read from the selection slice's resources by name
 * (absent resources print nothing).
 */
const historicoParaImpressao = (c: C) => {
  const e = escopo(c)
  const nomes = (nome: string, campo: string, ids: ReadonlyArray<unknown>) =>
    Effect.gen(function* () {
      const r = recursoPorNome(nome)
      const unicos = [...new Set(ids.filter((x): x is number => typeof x === 'number'))]
      if (!r || !unicos.length) return new Map<number, string>()
      const p = yield* (yield* Repositorio).list(r, e, { filter: { id: unicos, empresaId: e.empresasVisiveis } })
      return new Map(p.rows.map((x) => [x.id, String(x[campo] ?? '')]))
    })
  const linhas = (nome: string, candidatoId: number) =>
    Effect.gen(function* () {
      const r = recursoPorNome(nome)
      if (!r) return []
      return (yield* (yield* Repositorio).list(r, e, { filter: { candidatoId, empresaId: e.empresasVisiveis } })).rows
    })
  const apto = (v: unknown) => (v === 'S' ? 'Apto' : v === 'N' ? 'Não apto' : '')
  return {
    historico: (candidatoId: number) =>
      Effect.gen(function* () {
        const hs = yield* linhas('captacao/historico', candidatoId)
        const sol = yield* nomes('captacao/solicitacoes-pessoal', 'descricao', hs.map((h) => h['solicitacaoId']))
        const etapas = yield* nomes('captacao/etapas-seletivas', 'nome', hs.map((h) => h['etapaSeletivaId']))
        return hs.map((h) => [formatarData(String(h['data'] ?? '')), sol.get(Number(h['solicitacaoId'])) ?? '', etapas.get(Number(h['etapaSeletivaId'])) ?? '', apto(h['apto'])])
      }).pipe(Effect.orElseSucceed(() => [])),
    solicitacoes: (candidatoId: number) =>
      Effect.gen(function* () {
        const vs = yield* linhas('captacao/candidato-solicitacao', candidatoId)
        const sol = yield* nomes('captacao/solicitacoes-pessoal', 'descricao', vs.map((v) => v['solicitacaoId']))
        const etapas = yield* nomes('captacao/etapas-seletivas', 'nome', vs.map((v) => v['etapaSeletivaId']))
        return vs.map((v) => [sol.get(Number(v['solicitacaoId'])) ?? '', etapas.get(Number(v['etapaSeletivaId'])) ?? '', v['contratado'] ? 'Contratado' : apto(v['apto'])])
      }).pipe(Effect.orElseSucceed(() => [])),
  }
}

/** Routes of this slice beyond the generic CRUD, mounted under /api (behind the staff session). */
export const rotasCandidatos = () => {
  const app = new Hono<Env>()

  app.get(BASE, documentar('Pesquisa candidatos (filtros, ordenação e paginação)'), (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const ctx = c.get('ctx')
    const lido = lerConsulta(c.req.query(), ctx.escopo.empresasVisiveis, ctx.escopo.empresaId)
    if (Either.isLeft(lido)) return invalido(c, lido.left, 'Parâmetros de consulta inválidos')
    const { dialeto, consulta, ordem } = lido.right
    return executar(c, Effect.flatMap(CandidatosDados, (d) => d.pesquisar(consulta, ordem, intervaloDoDialeto(dialeto))), ({ rows, total }) =>
      responderLista(c, dialeto, 'candidatos', rows, total),
    )
  })

  app.post(BASE, documentar('Cadastra candidato'), async (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, salvarCandidato(escopo(c), corpo), (r) => c.json(r, 201))
  })

  // The résumé variant (spec 000 §5: the résumé text is required too).
  app.post(`${BASE}/candidato-curriculo`, documentar('Cadastra candidato com currículo'), async (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, salvarCandidato(escopo(c), corpo, { curriculo: true }), (r) => c.json(r, 201))
  })
  app.put(`${BASE}/candidato-curriculo/:id`, documentar('Altera candidato com currículo'), async (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const id = idDaRota(c)
    if (id === undefined) return naoEncontrado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    return executar(c, salvarCandidato(escopo(c), corpo, { id, curriculo: true }), (r) => c.json(r))
  })

  // CPF lookups of the registration form (spec 000 §4: run when the CPF has 11 characters).
  app.get(`${BASE}/valida-cpf`, documentar('Verifica se o CPF já é de outro candidato da empresa'), (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const cpf = cpfDaConsulta(c)
    if (Either.isLeft(cpf)) return invalido(c, cpf.left)
    const candidatoId = Number(c.req.query('candidatoId') ?? NaN)
    return executar(
      c,
      Effect.flatMap(CandidatosDados, (d) => d.porCpf([escopo(c).empresaId], cpf.right)),
      (achados) => {
        const outro = achados.find((a) => a.id !== candidatoId)
        return c.json(
          outro
            ? { valido: false, mensagem: 'Já existe um candidato com este CPF nesta empresa', candidato: { id: outro.id, nome: outro.nome } }
            : { valido: true, mensagem: null, candidato: null },
        )
      },
    )
  })
  app.get(`${BASE}/empresas-por-cpf`, documentar('Empresas visíveis em que o CPF já tem candidato'), (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const cpf = cpfDaConsulta(c)
    if (Either.isLeft(cpf)) return invalido(c, cpf.left)
    return executar(
      c,
      Effect.flatMap(CandidatosDados, (d) => d.porCpf(escopo(c).empresasVisiveis, cpf.right)),
      (achados) => c.json(achados.map((a) => ({ id: a.empresaId, nome: a.empresaNome, candidatoId: a.id }))),
    )
  })
  app.get(`${BASE}/candidato-cpf`, documentar('Candidato da empresa atual pelo CPF'), (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const cpf = cpfDaConsulta(c)
    if (Either.isLeft(cpf)) return invalido(c, cpf.left)
    return executar(
      c,
      Effect.gen(function* () {
        const achados = yield* (yield* CandidatosDados).porCpf([escopo(c).empresaId], cpf.right)
        return achados[0] ? yield* completo(c, achados[0].id) : undefined
      }),
      (r) => (r ? c.json(r) : naoEncontrado(c)),
    )
  })
  app.get(`${BASE}/candidatos-homonimos`, documentar('Candidatos homônimos (mesmo nome)'), (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const nome = c.req.query('nome')?.trim() ?? ''
    if (!nome) return invalido(c, [{ field: 'nome', message: 'Nome é obrigatório' }])
    if (nome.length > 100) return invalido(c, [{ field: 'nome', message: 'Nome deve ter no máximo 100 caracteres' }])
    const excluir = Number(c.req.query('candidatoId') ?? NaN)
    return executar(
      c,
      Effect.flatMap(CandidatosDados, (d) => d.homonimos(escopo(c).empresasVisiveis, nome)),
      (hs) => c.json(hs.filter((h) => h.id !== excluir)),
    )
  })

  // Batch actions (one transaction each).
  app.post(`${BASE}/verificar-pendencias-em-lote`, documentar('Verifica as pendências de vários candidatos'), async (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    const ids = lerIdsLote(corpo)
    if (Either.isLeft(ids)) return invalido(c, ids.left.errors)
    return executar(c, verificarPendenciasEmLote(escopo(c), ids.right.candidatosIds), (r) => c.json(r))
  })
  app.post(`${BASE}/remove-candidato-em-lote`, documentar('Remove vários candidatos'), async (c) => {
    if (!pode(c)) return naoAutorizado(c)
    const corpo = await lerJson(c)
    if (corpo instanceof Response) return corpo
    const ids = lerIdsLote(corpo)
    if (Either.isLeft(ids)) return invalido(c, ids.left.errors)
    return executar(c, removerCandidatosEmLote(escopo(c), ids.right.candidatosIds), (r) => c.json(r))
  })

  // One candidate.
  const comId = (c: C, f: (id: number) => Response | Promise<Response>) => {
    if (!pode(c)) return naoAutorizado(c)
    const id = idDaRota(c)
    return id === undefined ? naoEncontrado(c) : f(id)
  }
  app.get(`${BASE}/:id`, documentar('Candidato por id (com datas e currículo)'), (c) => comId(c, (id) => executar(c, completo(c, id), (r) => c.json(r))))
  app.put(`${BASE}/:id`, documentar('Altera candidato'), (c) =>
    comId(c, async (id) => {
      const corpo = await lerJson(c)
      if (corpo instanceof Response) return corpo
      return executar(c, salvarCandidato(escopo(c), corpo, { id }), (r) => c.json(r))
    }),
  )
  app.delete(`${BASE}/:id`, documentar('Remove candidato'), (c) => comId(c, (id) => executar(c, removerCandidato(escopo(c), id), (r) => c.json(r))))

  app.get(`${BASE}/:id/completo`, documentar('Candidato completo, com os nomes dos cargos pretendidos'), (c) =>
    comId(c, (id) =>
      executar(
        c,
        Effect.gen(function* () {
          const r = yield* completo(c, id)
          return c.req.query('comCargos') === 'false' ? r : { ...r, cargosDetalhe: yield* nomesDe(c, r, cargos, 'cargos') }
        }),
        (r) => c.json(r),
      ),
    ),
  )
  // Parts of the record (spec 000 §7.3).
  const PARTES: Record<string, string> = {
    conhecimentos: 'conhecimentos',
    formacoes: 'formacao',
    certificados: 'certificados',
    cursos: 'cursos',
    idiomas: 'candidatoIdiomas',
    experiencias: 'experiencias',
  }
  for (const [rota, campo] of Object.entries(PARTES)) {
    app.get(`${BASE}/:id/${rota}`, documentar(`${(candidatos.fields as Record<string, { label: string } | undefined>)[campo]?.label ?? rota} do candidato`), (c) =>
      comId(c, (id) => executar(c, Effect.flatMap(Repositorio, (repo) => repo.get(candidatos, escopo(c), id)), (r) => c.json(r[campo] ?? []))),
    )
  }
  app.get(`${BASE}/:id/areas-interesses`, documentar('Áreas de interesse do candidato (id e nome)'), (c) =>
    comId(c, (id) =>
      executar(
        c,
        Effect.flatMap(Effect.flatMap(Repositorio, (repo) => repo.get(candidatos, escopo(c), id)), (r) => nomesDe(c, r, areasInteresse, 'areasInteresse')),
        (r) => c.json(r),
      ),
    ),
  )
  app.get(`${BASE}/:id/informacao`, documentar('Resumo do candidato (contato, qualificação e datas)'), (c) =>
    comId(c, (id) =>
      executar(c, completo(c, id), (r) =>
        c.json({
          id: r.id,
          empresaId: r.empresaId,
          nome: r['nome'],
          cpf: r['cpf'] ?? null,
          email: r['email'] ?? null,
          dddCelular: r['dddCelular'] ?? null,
          foneCelular: r['foneCelular'] ?? null,
          qualificacaoCadastral: r['qualificacaoCadastral'],
          mensagemQualificacao: r['mensagemQualificacao'] ?? null,
          dataCadastro: r.dataCadastro,
          dataAtualizacao: r.dataAtualizacao,
        }),
      ),
    ),
  )
  app.get(`${BASE}/:id/foto`, documentar('Foto do candidato (imagem)'), (c) =>
    comId(c, (id) =>
      executar(c, Effect.flatMap(Repositorio, (repo) => repo.get(candidatos, escopo(c), id)), (r) => {
        const m = typeof r['foto'] === 'string' ? /^data:(image\/(?:png|jpeg));base64,(.+)$/.exec(r['foto']) : null
        if (!m) return naoEncontrado(c)
        return arquivo(c, { nome: `foto-${id}.${m[1] === 'image/png' ? 'png' : 'jpg'}`, tipo: m[1]!, conteudo: new Uint8Array(Buffer.from(m[2]!, 'base64')) }, true)
      }),
    ),
  )

  app.get(`${BASE}/:id/empresa/:empresaId/verificar-pendencias`, documentar('Pendências do candidato pela configuração de uma empresa'), (c) =>
    comId(c, (id) => {
      const empresaId = idParam(c, 'empresaId')
      if (empresaId === undefined) return naoEncontrado(c)
      return executar(c, verificarPendencias(escopo(c), id, empresaId), (r) => c.json(r))
    }),
  )

  app.post(`${BASE}/:id/imprimir-curriculo`, documentar('Gera o PDF do currículo do candidato'), (c) =>
    comId(c, async (id) => {
      const temCorpo = (c.req.header('content-length') ?? '0') !== '0' || c.req.header('content-type')?.includes('json')
      const corpo = temCorpo ? await lerJson(c) : {}
      if (corpo instanceof Response) return corpo
      return executar(c, imprimirCurriculo(escopo(c), id, corpo, historicoParaImpressao(c)), (r) => arquivo(c, { nome: r.nome, tipo: 'application/pdf', conteudo: r.conteudo }))
    }),
  )

  // The résumé file and its text.
  app.put(`${BASE}/:id/ocr`, documentar('Envia o arquivo do currículo (texto extraído para pesquisa)'), (c) =>
    comId(c, async (id) => {
      const up = await lerUpload(c)
      if (up instanceof Response) return up
      return executar(c, enviarCurriculo(escopo(c), id, up.arquivo), (r) => c.json(r))
    }),
  )
  app.get(`${BASE}/:id/curriculo`, documentar('Baixa o arquivo do currículo do candidato'), (c) => comId(c, (id) => executar(c, baixarCurriculo(escopo(c), id), (a) => arquivo(c, a))))

  // Attachments (spec 000 §7.3).
  const ANEXOS = `${BASE}/:id/documentos-anexos`
  app.get(ANEXOS, documentar('Lista os anexos do candidato'), (c) => comId(c, (id) => executar(c, listarAnexos(escopo(c), id), (r) => c.json(r))))
  app.post(ANEXOS, documentar('Anexa um documento ao candidato'), (c) =>
    comId(c, async (id) => {
      const up = await lerUpload(c)
      if (up instanceof Response) return up
      return executar(c, gravarAnexo(escopo(c), id, up.campos, up.arquivo), (r) => c.json(r, 201))
    }),
  )
  const comDoc = (c: C, f: (id: number, docId: number) => Response | Promise<Response>) =>
    comId(c, (id) => {
      const docId = idParam(c, 'docId')
      return docId === undefined ? naoEncontrado(c) : f(id, docId)
    })
  app.get(`${ANEXOS}/:docId`, documentar('Anexo do candidato por id'), (c) => comDoc(c, (id, docId) => executar(c, obterAnexo(escopo(c), id, docId), (r) => c.json(r))))
  app.put(`${ANEXOS}/:docId`, documentar('Altera o anexo do candidato'), (c) =>
    comDoc(c, async (id, docId) => {
      const up = await lerUpload(c)
      if (up instanceof Response) return up
      return executar(c, gravarAnexo(escopo(c), id, up.campos, up.arquivo, docId), (r) => c.json(r))
    }),
  )
  app.delete(`${ANEXOS}/:docId`, documentar('Remove o anexo do candidato'), (c) => comDoc(c, (id, docId) => executar(c, removerAnexo(escopo(c), id, docId), (r) => c.json(r))))
  app.get(`${ANEXOS}/:docId/download`, documentar('Baixa o arquivo do anexo do candidato'), (c) => comDoc(c, (id, docId) => executar(c, baixarAnexo(escopo(c), id, docId), (a) => arquivo(c, a))))

  // Palographic exams of one candidate.
  app.get(`${BASE}/:id/exames-palografico`, documentar('Exames palográficos do candidato'), (c) => comId(c, (id) => executar(c, examesDoCandidato(escopo(c), id), (r) => c.json(r))))
  app.patch(`${BASE}/:id/exames-palografico`, documentar('Salva a lista de exames palográficos do candidato'), (c) =>
    comId(c, async (id) => {
      const corpo = await lerJson(c)
      if (corpo instanceof Response) return corpo
      return executar(c, salvarExamesDoCandidato(escopo(c), id, corpo), (r) => c.json(r))
    }),
  )

  // How-heard statistics (spec 000 §3.4 qtd, percentual), next to the lookup's own CRUD.
  app.get('/captacao/como-ficou-sabendo-vaga/estatisticas', documentar('Estatística de como os candidatos ficaram sabendo da vaga'), (c) => {
    if (!pode(c, [AUTORIDADE, 'ROLE_CAPTACAO_RELATORIOS', 'ROLE_CAPTACAO_CADASTROS'])) return naoAutorizado(c)
    return executar(c, estatisticaComoFicouSabendo(escopo(c), c.req.query()), (r) => c.json(r))
  })

  return app
}

