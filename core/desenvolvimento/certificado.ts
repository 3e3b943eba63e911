import { Context, Effect, Schema } from 'effect'
import type { Ator } from '../shared/ator.ts'
import { booleano, data, referencia, texto, valorReferencia, valorTexto } from '../shared/campos.ts'
import { alterar, criar, listar, obter } from '../shared/crud.ts'
import type { Documento } from '../shared/documento.ts'
import { Impressora } from '../shared/documento.ts'
import { RegraViolada, ValidacaoFalhou } from '../shared/erros.ts'
import { formatarData } from '../shared/formatos.ts'
import { Arquivos, Relogio } from '../shared/ports.ts'
import { Repositorio } from '../shared/repositorio.ts'
import { defineAcao, defineResource, type Arquivo, type EntradaAcao } from '../shared/resource.ts'
import { Criptografia } from '../shared/tokenUnico.ts'
import { cargaEmMinutos } from './cargaHoraria.ts'
import { ROLE_DESENVOLVIMENTO } from './categoria-curso.ts'
import { cursos } from './cursos.ts'
import { modeloCertificado, preencherMarcadores, TEXTO_PADRAO, TITULO_PADRAO, type ImagemModelo } from './modelo-certificado.ts'
import { turmas } from './turmas.ts'
import { frequenciaTurma } from './turmasAcoes.ts'

/** Crockford-like base32 without I, O, 0 and 1 (read aloud or typed from paper without confusion). */
export const ALFABETO_CODIGO = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export const TAMANHO_CODIGO = 10
export const FORMATO_CODIGO = /^[A-HJ-NP-Z2-9]{10}$/

export const NENHUM_APROVADO = 'Nenhum participante aprovado nesta turma: marque as presenças antes de emitir os certificados'
export const NENHUM_CERTIFICADO = 'Nenhum certificado emitido para esta turma'
export const JA_REVOGADO = 'Este certificado já foi revogado'
export const MOTIVO_OBRIGATORIO = 'Informe o motivo da revogação'

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * A 10-character code (50 random bits) from a random base64url token (the Criptografia port): the first 300 bits
 * of the token read 5 at a time. Unguessable: 2^50 codes, and the public page is rate-limited.
 */
export const codigoDoToken = (token: string): string => {
  let bits = ''
  for (const ch of token) {
    const v = BASE64URL.indexOf(ch)
    if (v >= 0) bits += v.toString(2).padStart(6, '0')
    if (bits.length >= TAMANHO_CODIGO * 5) break
  }
  bits = bits.padEnd(TAMANHO_CODIGO * 5, '0')
  let codigo = ''
  for (let i = 0; i < TAMANHO_CODIGO; i++) codigo += ALFABETO_CODIGO[parseInt(bits.slice(i * 5, i * 5 + 5), 2)]
  return codigo
}

/** What the verification page accepts as a code: spaces and dashes out, upper case; undefined when it cannot be one. */
export const normalizarCodigo = (texto: unknown): string | undefined => {
  if (typeof texto !== 'string' || texto.length > 40) return undefined
  const c = texto.replace(/[\s-]/g, '').toUpperCase()
  return FORMATO_CODIGO.test(c) ? c : undefined
}

/** `8:00` → `8`, `8:30` → `8h30` (class-hours in the certificate's text). */
export const cargaParaTexto = (carga: string): string => {
  const m = cargaEmMinutos(carga)
  if (m === undefined) return carga
  const h = Math.floor(m / 60)
  return m % 60 ? `${h}h${String(m % 60).padStart(2, '0')}` : String(h)
}

/**
 * An issued certificate (spec 002 /desenvolvimento/certificado): one per approved participant of a class, with its
 * public short code (the QR code's link opens /externo/verificar/{codigo}). Only issued by `POST emitir`; HR revokes
 * it with a reason (`POST {id}/revogar`). Re-issuing keeps the same code.
 */
export const certificado = defineResource({
  name: 'desenvolvimento/certificado',
  table: 'certificados',
  label: 'Certificados',
  labelSingular: 'Certificado',
  scope: 'empresa',
  authority: ROLE_DESENVOLVIMENTO,
  readOnly: true,
  fields: {
    colaboradorId: referencia({ label: 'Talento', resource: 'cargo-salario/colaboradores', required: true }),
    turmaId: referencia({ label: 'Turma', resource: 'desenvolvimento/turmas', required: true, feminino: true }),
    cursoId: referencia({ label: 'Curso', resource: 'desenvolvimento/cursos', required: true }),
    codigo: texto({ label: 'Código', max: TAMANHO_CODIGO, required: true, list: true, unique: 'Código de certificado repetido' }),
    emitidoEm: data({ label: 'Emitido em', required: true, list: true }),
  },
  estado: {
    revogado: booleano({ label: 'Revogado', list: true }),
    motivoRevogacao: texto({ label: 'Motivo da revogação', max: 500 }),
    revogadoEm: data({ label: 'Revogado em' }),
  },
  colunas: {
    nomeColaborador: texto({ label: 'Talento', max: 200 }),
    nomeCurso: texto({ label: 'Curso', max: 100 }),
    descricaoTurma: texto({ label: 'Turma', max: 100, feminino: true }),
  },
  colunasDaLista: ['codigo', 'emitidoEm', 'revogado', 'nomeColaborador', 'nomeCurso', 'descricaoTurma', 'turmaId', 'colaboradorId', 'cursoId'],
  sort: { field: 'emitidoEm', order: 'DESC' },
  menu: { grupo: 'Desenvolvimento', subgrupo: 'Certificações', ordem: 5 },
})

/** An image of the certificate's model, with its bytes. */
export interface ImagemImpressao {
  readonly bytes: Uint8Array
  readonly tipo: string
  readonly x: number
  readonly y: number
}

/** One certificate page: every text already filled in and formatted. */
export interface PaginaCertificado {
  readonly titulo: string
  readonly texto: string
  readonly local: string
  readonly codigo: string
  readonly url: string
  readonly revogado: boolean
}

/** The certificates' PDF (landscape A4, one page each, the model's frame and logos, a QR code with the verification link): pdfmake in adapters. */
export class ImpressoraCertificados extends Context.Tag('ImpressoraCertificados')<
  ImpressoraCertificados,
  {
    readonly pdf: (d: { readonly empresa: string; readonly logos: ReadonlyArray<ImagemImpressao>; readonly moldura: ImagemImpressao | null; readonly paginas: ReadonlyArray<PaginaCertificado> }) => Effect.Effect<Uint8Array>
  }
>() {}

/** Where the QR code of a certificate points: the public page of the candidate portal. */
export const urlDeVerificacao = (origem: string, codigo: string) => `${origem.replace(/\/+$/, '')}/externo/verificar/${codigo}`

const todos = { range: { offset: 0, limit: 100_000 } } as const

/** A code not yet used (a collision of 50 random bits is astronomically rare; tried a few times all the same). */
const novoCodigo = (ator: Ator) =>
  Effect.gen(function* () {
    const cripto = yield* Criptografia
    for (let i = 0; i < 5; i++) {
      const codigo = codigoDoToken(yield* cripto.token)
      const { rows } = yield* listar(certificado, ator, { filter: { codigo } })
      if (!rows.length) return codigo
    }
    return yield* Effect.fail(new RegraViolada({ message: 'Não foi possível gerar um código único; tente novamente' }))
  })

const imagensDoModelo = (modelo: { readonly logos?: ReadonlyArray<ImagemModelo> | null; readonly molduras?: ReadonlyArray<ImagemModelo> | null } | undefined) =>
  Effect.gen(function* () {
    const arquivos = yield* Arquivos
    const ler = (i: ImagemModelo) => Effect.map(arquivos.ler(i.arquivo), (bytes) => (bytes ? [{ bytes, tipo: i.tipo, x: i.positionX, y: i.positionY }] : []))
    const logos = (yield* Effect.forEach(modelo?.logos ?? [], ler)).flat()
    const moldura = (yield* Effect.forEach(modelo?.molduras ?? [], ler)).flat()[0] ?? null
    return { logos, moldura }
  })

/**
 * The PDF of some certificates of one class: the course's certificate model (its title and text with the
 * placeholders filled; the defaults of spec §3 when the course has none), the QR code and the short code.
 */
export const pdfDosCertificados = (ator: Ator, turmaId: number, certificados: ReadonlyArray<{ readonly codigo: string; readonly nomeColaborador: string; readonly revogado: boolean }>, origem: string) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const curso = yield* obter(cursos, ator, Number(t.cursoId))
    const modeloId = curso.modeloCertificadoId == null ? undefined : Number(curso.modeloCertificadoId)
    const modelo = modeloId ? yield* Effect.orElseSucceed(obter(modeloCertificado, ator, modeloId), () => undefined) : undefined
    const { logos, moldura } = yield* imagensDoModelo(modelo)
    const empresa = ator.empresa?.nome ?? ''
    const conclusao = formatarData(String(t.dataPrevFim ?? t.dataPrevIni))
    const valores = (talento: string) => ({ curso: String(curso.nome), talento, cargaHoraria: cargaParaTexto(String(curso.cargaHoraria)) })
    const paginas = certificados.map((c) => ({
      titulo: preencherMarcadores(String(modelo?.titulo ?? TITULO_PADRAO), valores(c.nomeColaborador)),
      texto: preencherMarcadores(String(modelo?.texto ?? TEXTO_PADRAO), valores(c.nomeColaborador)),
      local: `${empresa}, ${conclusao}`,
      codigo: c.codigo,
      url: urlDeVerificacao(origem, c.codigo),
      revogado: c.revogado,
    }))
    const bytes = yield* (yield* ImpressoraCertificados).pdf({ empresa, logos, moldura, paginas })
    return { bytes, nomeArquivo: `certificados_turma_${turmaId}.pdf`, tipo: 'application/pdf' } satisfies Arquivo
  })

/** The class's certificates with the talent's name (not the revoked ones, unless `revogados`). */
const certificadosDaTurma = (ator: Ator, turmaId: number) => Effect.map(listar(certificado, ator, { ...todos, filter: { turmaId } }), (l) => l.rows)

export const CorpoEmitir = Schema.Struct({ turmaId: valorReferencia({ label: 'Turma', feminino: true }) })

/**
 * POST /desenvolvimento/certificado/emitir ({ turmaId }): in one transaction, a certificate for each approved
 * participant (attendance against the course's minimum) who has none yet, then the PDF of every approved
 * participant's certificate that is not revoked. Re-issuing keeps each one's code.
 */
export const emitirCertificados = (ator: Ator, turmaId: number, origem: string) =>
  Effect.flatMap(Repositorio, (repo) =>
    repo.transaction(Effect.flatMap(registrarCertificados(ator, turmaId), (lista) => pdfDosCertificados(ator, turmaId, lista, origem))),
  )

/** The issuing step of `emitirCertificados` (also the demo's): the class's approved participants' certificates, created when missing. */
export const registrarCertificados = (ator: Ator, turmaId: number) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const freq = yield* frequenciaTurma(ator, turmaId)
    const aprovados = freq.participantes.filter((p) => p.aprovado)
    if (!aprovados.length) return yield* Effect.fail(new RegraViolada({ message: NENHUM_APROVADO }))
    const existentes = new Map((yield* certificadosDaTurma(ator, turmaId)).map((c) => [Number(c.colaboradorId), c]))
    const hoje = yield* (yield* Relogio).hoje
    const naEmpresa: Ator = { ...ator, escopo: { ...ator.escopo, empresaId: Number(t.empresaId) } }
    const lista: Array<{ codigo: string; nomeColaborador: string; revogado: boolean }> = []
    for (const p of [...aprovados].sort((a, b) => (a.nomeColaborador ?? '').localeCompare(b.nomeColaborador ?? '', 'pt-BR'))) {
      const atual = existentes.get(p.colaboradorId)
      if (atual?.revogado) continue
      const codigo = atual ? String(atual.codigo) : yield* novoCodigo(ator)
      if (!atual) yield* criar(certificado, naEmpresa, { colaboradorId: p.colaboradorId, turmaId, cursoId: Number(t.cursoId), codigo, emitidoEm: hoje })
      lista.push({ codigo, nomeColaborador: p.nomeColaborador ?? '', revogado: false })
    }
    if (!lista.length) return yield* Effect.fail(new RegraViolada({ message: NENHUM_CERTIFICADO }))
    return lista
  })

export const CorpoRevogar = Schema.Struct({ motivo: valorTexto({ label: 'Motivo', max: 500 }) })

/** POST /desenvolvimento/certificado/{id}/revogar ({ motivo }): the verification page shows it 'Revogado' from then on. */
export const revogarCertificado = (ator: Ator, id: number, motivo: string) =>
  Effect.gen(function* () {
    const c = yield* obter(certificado, ator, id)
    if (c.revogado) return yield* Effect.fail(new RegraViolada({ message: JA_REVOGADO }))
    if (!motivo.trim()) return yield* ValidacaoFalhou.campo('motivo', MOTIVO_OBRIGATORIO)
    return yield* alterar(certificado, ator, id, { revogado: true, motivoRevogacao: motivo.trim(), revogadoEm: yield* (yield* Relogio).hoje })
  })

const origemDe = (e: EntradaAcao<unknown>) => e.origem.links() ?? e.origem.exibida()

/**
 * POST /desenvolvimento/turmas/{id}/imprimir-confirmacao-certificado: the list of who received the certificate of the
 * class (name, code, signature), to be signed on delivery.
 */
export const confirmacaoDeCertificados = (ator: Ator, turmaId: number) =>
  Effect.gen(function* () {
    const t = yield* obter(turmas, ator, turmaId)
    const curso = yield* obter(cursos, ator, Number(t.cursoId))
    const certs = (yield* certificadosDaTurma(ator, turmaId)).filter((c) => !c.revogado)
    if (!certs.length) return yield* Effect.fail(new RegraViolada({ message: NENHUM_CERTIFICADO }))
    const linhas = [...certs]
      .sort((a, b) => String(a.nomeColaborador ?? '').localeCompare(String(b.nomeColaborador ?? ''), 'pt-BR'))
      .map((c) => [String(c.nomeColaborador ?? ''), String(c.codigo), formatarData(String(c.emitidoEm)), ''])
    const periodo = t.dataPrevFim && t.dataPrevFim !== t.dataPrevIni ? `${formatarData(String(t.dataPrevIni))} a ${formatarData(String(t.dataPrevFim))}` : formatarData(String(t.dataPrevIni))
    const doc: Documento = {
      titulo: 'Confirmação de Recebimento de Certificados',
      cabecalho: { empresa: ator.empresa?.nome ?? '', titulo: 'Confirmação de Recebimento de Certificados', emitido: `Emitido por ${ator.usuario.nome}` },
      rodape: { paginas: true },
      blocos: [
        { tipo: 'campos', campos: [{ rotulo: 'Curso', valor: String(curso.nome) }, { rotulo: 'Turma', valor: String(t.descricao) }, { rotulo: 'Período', valor: periodo }, { rotulo: 'Instrutor', valor: String(t.instrutor) }] },
        {
          tipo: 'tabela',
          titulo: 'Declaro ter recebido o certificado do curso acima',
          colunas: [{ titulo: 'Talento', largura: 2.2 }, { titulo: 'Código' }, { titulo: 'Emitido em' }, { titulo: 'Assinatura', largura: 2.4 }],
          linhas,
        },
      ],
    }
    const bytes = yield* (yield* Impressora).pdf(doc)
    return { bytes, nomeArquivo: `confirmacao_certificados_turma_${turmaId}.pdf`, tipo: 'application/pdf' } satisfies Arquivo
  })

export const ACOES_CERTIFICADO = [
  defineAcao({
    nome: 'emitir',
    metodo: 'POST',
    caminho: 'emitir',
    resumo: 'Emite os certificados dos aprovados de uma turma (mantém o código dos já emitidos) e devolve o PDF',
    modo: 'escrever',
    corpo: CorpoEmitir,
    resposta: 'arquivo',
    executar: (ator, e) => emitirCertificados(ator, e.corpo.turmaId, origemDe(e)),
  }),
  defineAcao({
    nome: 'pdf',
    metodo: 'GET',
    caminho: ':id/pdf',
    resumo: 'O PDF de um certificado',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, e) =>
      Effect.flatMap(obter(certificado, ator, e.id), (c) => pdfDosCertificados(ator, Number(c.turmaId), [{ codigo: String(c.codigo), nomeColaborador: String(c.nomeColaborador ?? ''), revogado: c.revogado === true }], origemDe(e))),
  }),
  defineAcao({
    nome: 'revogar',
    metodo: 'POST',
    caminho: ':id/revogar',
    resumo: 'Revoga o certificado (motivo obrigatório): a verificação pública passa a mostrar Revogado',
    modo: 'escrever',
    corpo: CorpoRevogar,
    resposta: 'registro',
    executar: (ator, { id, corpo }) => revogarCertificado(ator, id, corpo.motivo),
  }),
]

export const ACOES_TURMAS_CERTIFICADO = [
  defineAcao({
    nome: 'imprimir-confirmacao-certificado',
    metodo: 'POST',
    caminho: ':id/imprimir-confirmacao-certificado',
    resumo: 'Lista de confirmação de recebimento dos certificados da turma (PDF com coluna de assinatura)',
    modo: 'ler',
    resposta: 'arquivo',
    executar: (ator, { id }) => confirmacaoDeCertificados(ator, id),
  }),
]
