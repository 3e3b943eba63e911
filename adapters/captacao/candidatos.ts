import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import { ExtratorTexto, OCR_INDISPONIVEL, type TipoArquivo } from '../../core/captacao/anexarDocumentoCandidato.ts'
import {
  CandidatosDados,
  candidatos,
  normalizarNome,
  type AnexoGravado,
  type ConsultaCandidatos,
  type LinhaCandidato,
  type OrdenacaoCandidato,
} from '../../core/captacao/candidatos.ts'
import { ImpressoraCurriculo, type DocumentoCurriculo } from '../../core/captacao/imprimirCurriculoCandidato.ts'
import { somenteDigitos } from '../../core/shared/br/digitos.ts'
import { consulta } from '../db/repositorio.ts'
import { ehPostgres } from '../db/knex.ts'
import { gerarPdf } from '../pdf.ts'

const agoraIso = () => new Date().toISOString()

/** São Paulo has been UTC-3 all year since 2019: a calendar day there starts at 03:00 UTC. */
const inicioDoDia = (data: string) => `${data}T03:00:00.000Z`
const diaSeguinte = (data: string) => {
  const d = new Date(`${data}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Words of a résumé search as an FTS5 query: every word, as a prefix (`"java"* "spring"*`). */
export const consultaFts = (texto: string) =>
  normalizarNome(texto)
    .split(/[^a-z0-9]+/)
    .filter((p) => p.length > 0)
    .slice(0, 20)
    .map((p) => `"${p}"*`)
    .join(' ')

/** An excerpt of `texto` around the first searched word (same normalisation as the search). */
export const trecho = (texto: string | null, busca: string, raio = 80) => {
  if (!texto) return null
  const palavras = normalizarNome(busca).split(/[^a-z0-9]+/).filter(Boolean)
  const norm = texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
  const pos = palavras.map((p) => norm.indexOf(p)).filter((i) => i >= 0).sort((a, b) => a - b)[0]
  if (pos === undefined) return texto.slice(0, raio * 2)
  const ini = Math.max(0, pos - raio)
  return `${ini > 0 ? '…' : ''}${texto.slice(ini, pos + raio).replace(/\s+/g, ' ').trim()}${pos + raio < texto.length ? '…' : ''}`
}

const COLUNAS_LISTA = [
  'id',
  'empresaId',
  'nome',
  'nomeSocial',
  'cpf',
  'email',
  'dddCelular',
  'foneCelular',
  'cidadeId',
  'ufId',
  'cargos',
  'disponivel',
  'contratado',
  'moduloExterno',
  'qualificacaoCadastral',
  'mensagemQualificacao',
  'criadoEm',
  'atualizadoEm',
  'ocrArquivo',
] as const

const COLUNA_ORDEM: Record<OrdenacaoCandidato['campo'], string> = {
  nome: 'nomeBusca',
  id: 'id',
  cpf: 'cpf',
  dataCadastro: 'criadoEm',
  dataAtualizacao: 'atualizadoEm',
  qualificacaoCadastral: 'qualificacaoCadastral',
}

const bool = (v: unknown) => v === true || v === 1 || v === '1' || v === 't'
const json = (v: unknown) => {
  if (typeof v !== 'string') return Array.isArray(v) ? v : []
  try {
    return JSON.parse(v)
  } catch {
    return []
  }
}

const paraLinha = (l: Record<string, any>): LinhaCandidato => ({
  id: Number(l['id']),
  empresaId: Number(l['empresaId']),
  nome: l['nome'],
  nomeSocial: l['nomeSocial'] ?? null,
  cpf: l['cpf'] ?? null,
  email: l['email'] ?? null,
  dddCelular: l['dddCelular'] ?? null,
  foneCelular: l['foneCelular'] ?? null,
  cidadeId: l['cidadeId'] == null ? null : Number(l['cidadeId']),
  ufId: l['ufId'] == null ? null : Number(l['ufId']),
  cargos: json(l['cargos']),
  disponivel: bool(l['disponivel']),
  contratado: bool(l['contratado']),
  moduloExterno: bool(l['moduloExterno']),
  qualificacaoCadastral: l['qualificacaoCadastral'] ?? 'NAO_VERIFICADO',
  mensagemQualificacao: l['mensagemQualificacao'] ?? null,
  dataCadastro: l['criadoEm'] ?? null,
  dataAtualizacao: l['atualizadoEm'] ?? null,
  possuiCurriculo: Boolean(l['ocrArquivo']),
})

const paraAnexo = (l: Record<string, any>): AnexoGravado => ({
  id: Number(l['id']),
  empresaId: Number(l['empresaId']),
  candidatoId: Number(l['candidatoId']),
  descricao: l['descricao'],
  data: l['data'],
  etapaSeletivaId: l['etapaSeletivaId'] == null ? null : Number(l['etapaSeletivaId']),
  tipoDocumento: l['tipoDocumento'] ?? null,
  observacao: l['observacao'] ?? null,
  url: l['url'] ?? null,
  anexo: l['arquivo'] ? { nome: l['arquivoNome'], tipo: l['arquivoTipo'], tamanho: Number(l['arquivoTamanho']) } : null,
  arquivo: l['arquivo'] ?? null,
})

/** The candidate queries the generic repository cannot express. Every query is limited to the given companies. */
export const criarCandidatosDados = (knex: Knex) => {
  const pg = ehPostgres(knex)
  const q = <A>(f: (db: Knex) => PromiseLike<A>) => consulta(knex, f)

  const filtrar = (db: Knex, c: ConsultaCandidatos) => {
    const b = db('candidatos').whereIn('candidatos.empresaId', [...c.empresasIds])
    if (c.id?.length) b.whereIn('candidatos.id', [...c.id])
    // Words in order, anything between them: 'ana silva' finds 'Ana Maria da Silva'.
    const porNome = (w: Knex.QueryBuilder, termo: string) =>
      w.whereRaw(`?? like ? escape '\\'`, ['candidatos.nomeBusca', `%${normalizarNome(termo).split(' ').map(escaparLike).join('%')}%`])
    const porCpf = (w: Knex.QueryBuilder, digitos: string) =>
      digitos.length === 11 ? w.where('candidatos.cpf', digitos) : w.where('candidatos.cpf', '>=', digitos).where('candidatos.cpf', '<', `${digitos}:`)
    if (c.nome?.trim()) porNome(b, c.nome)
    if (c.cpf && somenteDigitos(c.cpf)) porCpf(b, somenteDigitos(c.cpf))
    if (c.q?.trim()) {
      const digitos = somenteDigitos(c.q)
      b.where((w) => {
        porNome(w, c.q!)
        if (digitos.length >= 3 && /^[\d.\-\s]+$/.test(c.q!.trim())) w.orWhere((x) => porCpf(x, digitos))
      })
    }
    if (c.status) b.where('candidatos.qualificacaoCadastral', c.status)
    if (c.dataIni) b.where('candidatos.criadoEm', '>=', inicioDoDia(c.dataIni))
    if (c.dataFim) b.where('candidatos.criadoEm', '<', inicioDoDia(diaSeguinte(c.dataFim)))
    if (c.disponivel !== undefined) b.where('candidatos.disponivel', c.disponivel)
    if (c.contratado !== undefined) b.where('candidatos.contratado', c.contratado)
    if (c.cargoId?.length) {
      b.where((w) => {
        for (const id of c.cargoId!) w.orWhereRaw(pg ? `(',' || trim(both '[]' from ??) || ',') like ?` : `(',' || trim(??, '[]') || ',') like ?`, ['candidatos.cargos', `%,${id},%`])
      })
    }
    if (c.ocr?.trim()) {
      if (pg) {
        // Same meaning as SQLite's FTS query: every word, as a prefix (`java:* & spring:*`).
        const termos = consultaFts(c.ocr).replace(/"/g, '').split(' ').filter(Boolean).map((t) => t.replace(/\*$/, ':*')).join(' & ')
        if (termos) b.whereRaw(`to_tsvector('simple', rh_norm(coalesce(??, ''))) @@ to_tsquery('simple', ?)`, ['candidatos.ocrTexto', termos])
      } else {
        const fts = consultaFts(c.ocr)
        // `+id`: SQLite then walks the (empresa_id, nome_busca) index in list order and probes the match set,
        // instead of fetching every match by rowid and sorting them (10× slower for common words).
        if (fts) b.whereRaw('+?? in (select rowid from candidatos_ocr where candidatos_ocr match ?)', ['candidatos.id', fts])
      }
    }
    return b
  }

  const dados: (typeof CandidatosDados)['Service'] = {
    pesquisar: (c, ordem, intervalo) =>
      Effect.gen(function* () {
        const total = yield* q((db) => filtrar(db, c).count({ n: '*' }))
        const linhas: Array<Record<string, any>> = yield* q((db) => {
          const b = filtrar(db, c).select(COLUNAS_LISTA.map((k) => `candidatos.${k}`))
          b.orderBy(`candidatos.${COLUNA_ORDEM[ordem.campo]}`, ordem.ordem === 'DESC' ? 'desc' : 'asc').orderBy('candidatos.id', 'asc')
          if (intervalo) b.offset(intervalo.offset).limit(intervalo.limit)
          return b
        })
        let rows = linhas.map(paraLinha)
        if (c.ocr?.trim() && rows.length) {
          const textos: Array<{ id: number; ocrTexto: string | null }> = yield* q((db) => db('candidatos').whereIn('id', rows.map((r) => r.id)).select('id', 'ocrTexto'))
          const porId = new Map(textos.map((t) => [Number(t.id), t.ocrTexto]))
          rows = rows.map((r) => ({ ...r, trechoOcr: trecho(porId.get(r.id) ?? null, c.ocr!) }))
        }
        return { rows, total: Number(total[0]?.['n'] ?? 0) }
      }),
    porCpf: (empresasIds, cpf) =>
      q((db) =>
        db('candidatos')
          .join('empresas', 'empresas.id', 'candidatos.empresaId')
          .whereIn('candidatos.empresaId', [...empresasIds])
          .where('candidatos.cpf', cpf)
          .select('candidatos.id', 'candidatos.nome', 'candidatos.empresaId', 'empresas.nome as empresaNome')
          .orderBy('empresas.nome'),
      ).pipe(Effect.map((ls: any[]) => ls.map((l) => ({ id: Number(l.id), nome: l.nome, empresaId: Number(l.empresaId), empresaNome: l.empresaNome })))),
    homonimos: (empresasIds, nome) =>
      q((db) =>
        db('candidatos')
          .whereIn('empresaId', [...empresasIds])
          .where('nomeBusca', normalizarNome(nome))
          .select('id', 'nome', 'cpf', 'empresaId', 'dataNascimento')
          .orderBy('id')
          .limit(50),
      ).pipe(
        Effect.map((ls: any[]) => ls.map((l) => ({ id: Number(l.id), nome: l.nome, cpf: l.cpf ?? null, empresaId: Number(l.empresaId), dataNascimento: l.dataNascimento ?? null }))),
      ),
    possuiSenha: (id) => Effect.map(q((db) => db('candidatos').where('id', id).first('senhaHash')), (l: any) => Boolean(l?.senhaHash)),
    gravarQualificacao: (id, status, mensagem) =>
      Effect.asVoid(q((db) => db('candidatos').where('id', id).update({ qualificacaoCadastral: status, mensagemQualificacao: mensagem }))),
    gravarCurriculo: (id, arquivo, texto) =>
      Effect.asVoid(
        q((db) =>
          db('candidatos')
            .where('id', id)
            .update({
              ocrArquivo: arquivo?.arquivo ?? null,
              ocrArquivoNome: arquivo?.nome ?? null,
              ocrArquivoTipo: arquivo?.tipo ?? null,
              ocrArquivoTamanho: arquivo?.tamanho ?? null,
              ...(texto !== null ? { ocrTexto: texto } : {}),
              atualizadoEm: agoraIso(),
            }),
        ),
      ),
    curriculo: (id) =>
      Effect.map(q((db) => db('candidatos').where('id', id).first('ocrArquivo', 'ocrArquivoNome', 'ocrArquivoTipo', 'ocrArquivoTamanho')), (l: any) =>
        l?.ocrArquivo ? { arquivo: l.ocrArquivo, nome: l.ocrArquivoNome, tipo: l.ocrArquivoTipo, tamanho: Number(l.ocrArquivoTamanho) } : undefined,
      ),
    listarAnexos: (candidatoId) =>
      Effect.map(q((db) => db('documentosAnexos').where('candidatoId', candidatoId).orderBy([{ column: 'data', order: 'desc' }, { column: 'id', order: 'desc' }])), (ls: any[]) =>
        ls.map(paraAnexo),
      ),
    obterAnexo: (candidatoId, id) =>
      Effect.map(q((db) => db('documentosAnexos').where({ candidatoId, id }).first()), (l: any) => (l ? paraAnexo(l) : undefined)),
    gravarAnexo: (d, id) =>
      Effect.gen(function* () {
        const agora = agoraIso()
        const linha = {
          empresaId: d.empresaId,
          candidatoId: d.candidatoId,
          descricao: d.descricao,
          data: d.data,
          etapaSeletivaId: d.etapaSeletivaId,
          tipoDocumento: d.tipoDocumento,
          observacao: d.observacao,
          url: d.url,
          arquivo: d.arquivo?.arquivo ?? null,
          arquivoNome: d.arquivo?.nome ?? null,
          arquivoTipo: d.arquivo?.tipo ?? null,
          arquivoTamanho: d.arquivo?.tamanho ?? null,
          atualizadoEm: agora,
        }
        let novoId = id
        if (id === undefined) {
          const ret: any[] = yield* q((db) => db('documentosAnexos').insert({ ...linha, criadoEm: agora }).returning('id'))
          novoId = Number(typeof ret[0] === 'object' ? ret[0].id : ret[0])
        } else yield* q((db) => db('documentosAnexos').where({ id, candidatoId: d.candidatoId }).update(linha))
        return paraAnexo(yield* q((db) => db('documentosAnexos').where('id', novoId!).first()))
      }),
    removerAnexo: (candidatoId, id) => Effect.asVoid(q((db) => db('documentosAnexos').where({ candidatoId, id }).delete())),
    arquivos: (ids) =>
      Effect.gen(function* () {
        if (!ids.length) return []
        const anexos: any[] = yield* q((db) => db('documentosAnexos').whereIn('candidatoId', [...ids]).whereNotNull('arquivo').select('arquivo'))
        const curriculos: any[] = yield* q((db) => db('candidatos').whereIn('id', [...ids]).whereNotNull('ocrArquivo').select('ocrArquivo'))
        return [...anexos.map((a) => String(a.arquivo)), ...curriculos.map((c) => String(c.ocrArquivo))]
      }),
    removerDependentes: (ids) =>
      Effect.gen(function* () {
        if (!ids.length) return
        yield* q((db) => db('documentosAnexos').whereIn('candidatoId', [...ids]).delete())
        yield* q((db) => db('examesPalografico').whereIn('candidatoId', [...ids]).delete())
      }),
    anonimizarAuditoria: (ids) =>
      ids.length
        ? Effect.asVoid(q((db) => db('auditoria').where('entidade', candidatos.name).whereIn('entidadeId', [...ids]).update({ antes: null, depois: null })))
        : Effect.void,
    empresasIds: Effect.map(q((db) => db('empresas').select('id').orderBy('id')), (ls: any[]) => ls.map((l) => Number(l.id))),
    expiraveis: (empresaId, antesDe) =>
      Effect.map(
        q((db) =>
          db('candidatos')
            .where('empresaId', empresaId)
            .where('contratado', false)
            .whereRaw('coalesce(??, ??) < ?', ['atualizadoEm', 'criadoEm', antesDe])
            .select('id', 'nome', 'atualizadoEm')
            .orderBy('id'),
        ),
        (ls: any[]) => ls.map((l) => ({ id: Number(l.id), nome: l.nome, atualizadoEm: l.atualizadoEm ?? null })),
      ),
    contarComoFicouSabendo: (empresasIds, periodo) =>
      Effect.map(
        q((db) => {
          const b = db('candidatos').whereIn('empresaId', [...empresasIds])
          if (periodo.dataIni) b.where('criadoEm', '>=', inicioDoDia(periodo.dataIni))
          if (periodo.dataFim) b.where('criadoEm', '<', inicioDoDia(diaSeguinte(periodo.dataFim)))
          return b.groupBy('comoFicouSabendoVagaId').select('comoFicouSabendoVagaId as id').count({ qtd: '*' })
        }),
        (ls: any[]) => ls.map((l) => ({ id: l.id == null ? null : Number(l.id), qtd: Number(l.qtd) })),
      ),
    cpfsExistentes: (empresaId, cpfs) =>
      cpfs.length
        ? Effect.map(q((db) => db('candidatos').where('empresaId', empresaId).whereIn('cpf', [...cpfs]).select('cpf')), (ls: any[]) => ls.map((l) => String(l.cpf)))
        : Effect.succeed([]),
    inserirEmLote: (empresaId, linhas) =>
      Effect.gen(function* () {
        if (!linhas.length) return []
        const agora = agoraIso()
        const prontas = linhas.map((l) => {
          const out: Record<string, unknown> = { empresaId, criadoEm: agora, atualizadoEm: agora }
          for (const [k, v] of Object.entries(l)) {
            const c = (candidatos.fields as Record<string, (typeof candidatos.fields)[keyof typeof candidatos.fields]>)[k]
            if (c?.writeOnly || v === undefined) continue
            out[k] = v === null ? null : c?.storage === 'json' ? JSON.stringify(v) : v
          }
          return out
        })
        const ret: any[] = yield* q((db) => db('candidatos').insert(prontas).returning('id'))
        const ids = ret.map((r) => Number(typeof r === 'object' ? r.id : r))
        yield* q((db) =>
          db('auditoria').insert(ids.map((id) => ({ em: agora, usuarioId: null, empresaId, entidade: candidatos.name, entidadeId: id, acao: 'criar', depois: JSON.stringify({ origem: 'importação' }) }))),
        )
        return ids
      }),
  }
  return dados
}

const exec = promisify(execFile)

/** Is the tesseract binary installed, and with which of Portuguese/English? Checked once per process. */
let tesseract: Promise<string | null> | undefined
const idiomaTesseract = () =>
  (tesseract ??= exec('tesseract', ['--list-langs'], { timeout: 10_000 })
    .then(({ stdout, stderr }) => {
      const langs = `${stdout}\n${stderr}`.split(/\s+/)
      return langs.includes('por') ? 'por' : langs.includes('eng') ? 'eng' : null
    })
    .catch(() => null))

const limparTexto = (s: string) =>
  s
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, 200_000)

/** PDF text layer through unpdf; images through `tesseract … -l por` when installed. */
export const extratorTexto: (typeof ExtratorTexto)['Service'] = {
  extrair: (conteudo: Uint8Array, tipo: TipoArquivo) =>
    Effect.promise(async () => {
      if (tipo === 'application/pdf') {
        try {
          const { extractText } = await import('unpdf')
          const { text } = await extractText(new Uint8Array(conteudo), { mergePages: true })
          const t = limparTexto(text)
          return t ? { texto: t, aviso: null } : { texto: null, aviso: 'O PDF não tem texto (é uma imagem digitalizada?).' }
        } catch {
          return { texto: null, aviso: 'Não foi possível ler o texto do PDF.' }
        }
      }
      const idioma = await idiomaTesseract()
      if (!idioma) return { texto: null, aviso: OCR_INDISPONIVEL }
      const dir = await mkdtemp(join(tmpdir(), 'rh-ocr-'))
      try {
        const arquivo = join(dir, tipo === 'image/png' ? 'curriculo.png' : 'curriculo.jpg')
        await writeFile(arquivo, conteudo)
        const { stdout } = await exec('tesseract', [arquivo, 'stdout', '-l', idioma], { timeout: 60_000, maxBuffer: 10 * 1024 * 1024 })
        const t = limparTexto(stdout)
        return { texto: t || null, aviso: t ? null : 'Nenhum texto reconhecido na imagem.' }
      } catch {
        return { texto: null, aviso: 'Não foi possível reconhecer o texto da imagem.' }
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    }),
}

const COR = '#FF850A'

/** The résumé as an A4 PDF: header, photo, sections as label/value pairs or tables, signature lines. */
export const renderizarCurriculo = (doc: DocumentoCurriculo) => {
  const conteudo: unknown[] = []
  const topo: unknown[] = [{ text: doc.titulo, fontSize: 16, bold: true, color: COR }]
  conteudo.push(doc.foto ? { columns: [{ stack: topo, width: '*' }, { image: doc.foto, fit: [70, 90], width: 70 }] } : { stack: topo })
  for (const s of doc.secoes) {
    conteudo.push({ text: s.titulo, style: 'secao' })
    if (s.tipo === 'campos') {
      conteudo.push({
        table: { widths: [140, '*'], body: s.campos.map((c) => [{ text: c.rotulo, bold: true }, c.valor]) },
        layout: 'noBorders',
      })
    } else if (s.tipo === 'tabela') {
      conteudo.push({
        table: { headerRows: 1, widths: s.colunas.map(() => '*'), body: [s.colunas.map((c) => ({ text: c, style: 'cabecalhoTabela' })), ...s.linhas.map((l) => [...l])] },
        layout: 'lightHorizontalLines',
      })
    } else conteudo.push({ text: s.texto, alignment: 'justify' })
  }
  if (doc.assinaturas.length) {
    conteudo.push({
      margin: [0, 50, 0, 0],
      unbreakable: true,
      columns: doc.assinaturas.map((a) => ({
        stack: [{ canvas: [{ type: 'line', x1: 10, y1: 0, x2: 150, y2: 0, lineWidth: 0.5 }] }, { text: a, alignment: 'center', margin: [0, 4, 0, 0] }],
      })),
    })
  }
  const cab = doc.cabecalho
  return gerarPdf({
    pageMargins: [40, cab ? 70 : 40, 40, 40],
    info: { title: doc.titulo, creator: 'RH' },
    ...(cab
      ? {
          header: () => ({
            margin: [40, 20, 40, 0],
            columns: [
              cab.logo ? { image: cab.logo, fit: [90, 36], width: 100 } : { text: '', width: 1 },
              { text: cab.empresa, bold: true, fontSize: 11, margin: [8, 8, 0, 0] },
              { text: `Emitido em ${new Date(cab.emitidoEm).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}`, alignment: 'right', fontSize: 8, color: '#555', margin: [0, 10, 0, 0] },
            ],
          }),
        }
      : {}),
    footer: (pagina: number, total: number) => ({ text: `Página ${pagina} de ${total}`, alignment: 'right', fontSize: 8, margin: [40, 10, 40, 0] }),
    content: conteudo,
    styles: {
      secao: { fontSize: 11, bold: true, color: COR, margin: [0, 12, 0, 4] },
      cabecalhoTabela: { bold: true, fillColor: '#f2f2f2' },
    },
  })
}

/** Adapters (ports' implementations) of this recruitment slice. */
export const camadaCandidatos = (knex: Knex) =>
  Layer.mergeAll(
    Layer.succeed(CandidatosDados, criarCandidatosDados(knex)),
    Layer.succeed(ExtratorTexto, extratorTexto),
    Layer.succeed(ImpressoraCurriculo, { renderizar: (doc) => Effect.promise(async () => new Uint8Array(await renderizarCurriculo(doc))) }),
  )

// ---------------------------------------------------------------------------------------------------------
// Demo data: 55 varied candidates (54 in the demo company, 1 in 'Filial Norte Comércio'), valid CPFs, IBGE
// cities, sub-records, résumé texts, qualification statuses, palographic exams. Deterministic.

const FEMININOS = ['Ana', 'Maria', 'Juliana', 'Fernanda', 'Patrícia', 'Camila', 'Aline', 'Letícia', 'Beatriz', 'Larissa', 'Gabriela', 'Vanessa', 'Tatiane', 'Raquel', 'Luana', 'Francisca', 'Antônia', 'Débora', 'Priscila', 'Natália', 'Jéssica', 'Simone', 'Cláudia', 'Rosângela', 'Thaís', 'Bruna', 'Mariana']
const MASCULINOS = ['José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Thiago', 'Vinícius', 'Leonardo', 'Gustavo', 'Matheus', 'Caio', 'Sérgio', 'Wellington']
const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Cavalcante', 'Bezerra', 'Holanda', 'Pinheiro']
const CIDADES: ReadonlyArray<[number, number, string]> = [
  [3550308, 35, '11'], [3304557, 33, '21'], [3106200, 31, '31'], [2304400, 23, '85'], [2927408, 29, '71'], [2611606, 26, '81'],
  [4314902, 43, '51'], [4106902, 41, '41'], [1302603, 13, '92'], [1501402, 15, '91'], [5208707, 52, '62'], [3509502, 35, '19'],
  [5300108, 53, '61'], [4205407, 42, '48'], [2408102, 24, '84'], [2507507, 25, '83'], [2111300, 21, '98'], [2211001, 22, '86'],
  [2704302, 27, '82'], [2800308, 28, '79'], [3205309, 32, '27'], [5002704, 50, '67'], [5103403, 51, '65'], [2307304, 23, '88'],
  [2312908, 23, '88'], [2303709, 23, '85'], [3548708, 35, '11'], [3518800, 35, '11'], [3170206, 31, '34'],
]
const BAIRROS = ['Centro', 'Aldeota', 'Boa Viagem', 'Copacabana', 'Savassi', 'Moinhos de Vento', 'Batel', 'Meireles', 'Pituba', 'Tijuca', 'Jardim América', 'Vila Mariana']
const RUAS = ['Rua das Flores', 'Avenida Brasil', 'Rua São José', 'Rua Sete de Setembro', 'Avenida Getúlio Vargas', 'Rua Quinze de Novembro', 'Travessa Santa Luzia', 'Rua Barão do Rio Branco']
const EMPRESAS_ANTERIORES = ['Comercial Nordeste Ltda', 'Supermercados Bom Preço', 'Metalúrgica Aliança', 'Têxtil Santa Clara', 'Transportadora Rápido Sul', 'Clínica Vida Plena', 'Construtora Horizonte', 'Padaria Pão Dourado', 'Banco Popular do Brasil', 'Call Center Atende Bem']
const CURSOS: ReadonlyArray<[string, string]> = [['Administração', 'Administração'], ['Engenharia de Produção', 'Engenharia'], ['Psicologia', 'Psicologia'], ['Sistemas de Informação', 'Ciência da Computação'], ['Ciências Contábeis', 'Contabilidade']]
const INSTITUICOES = ['Universidade Federal do Ceará', 'Universidade de São Paulo', 'PUC Minas', 'Universidade Estadual do Rio de Janeiro', 'Universidade de Fortaleza', 'Instituto Federal da Bahia', 'UFRGS']
const CURRICULOS = [
  'Profissional com experiência em atendimento ao cliente, vendas e rotinas administrativas. Conhecimentos em Excel avançado, emissão de notas fiscais e controle de estoque.',
  'Analista de recursos humanos com vivência em recrutamento e seleção, folha de pagamento, eSocial e treinamento. Inglês intermediário.',
  'Operador de máquinas CNC, leitura e interpretação de desenho técnico, metrologia, NR-12. Disponibilidade para turnos.',
  'Desenvolvedor de sistemas: Java, Spring Boot, TypeScript, React, SQL (PostgreSQL), Docker. Experiência com integrações e APIs REST.',
  'Representante comercial externo, carteira própria de clientes no varejo, negociação, prospecção e pós-venda. CNH categoria B e veículo próprio.',
  'Assistente administrativo: contas a pagar e a receber, conciliação bancária, arquivo e atendimento telefônico. Pacote Office.',
  'Técnico em segurança do trabalho, elaboração de PGR e PCMSO, treinamentos de NR-35 e NR-10, investigação de acidentes.',
]

/** A small deterministic generator (LCG), so the demo is the same on every install. */
const gerador = (semente: number) => {
  let x = semente
  const prox = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648
  return { n: (max: number) => Math.floor(prox() * max), de: <T>(xs: ReadonlyArray<T>): T => xs[Math.floor(prox() * xs.length)]!, chance: (p: number) => prox() < p }
}

const dataIso = (ano: number, mes: number, dia: number) => `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`

/** Demo data of this slice, run after the platform's demo (empresa 1 = 'Empresa Demonstração'). */
export const semearDemoCandidatos = async (knex: Knex): Promise<void> => {
  const empresa = await knex('empresas').where('nome', 'Empresa Demonstração').first('id')
  if (!empresa) return
  const empresaId = Number(empresa.id)
  const norte = await knex('empresas').where('nome', 'Filial Norte Comércio').first('id')
  const [{ calcularDvCpf }, { salvarCandidato }, { camadasBanco }, { examesPalografico }] = await Promise.all([
    import('../../core/shared/br/cpf.ts'),
    import('../../core/captacao/salvarCandidato.ts'),
    import('../camadas.ts'),
    import('../../core/captacao/candidatos.ts'),
  ])
  const { Repositorio } = await import('../../core/shared/ports.ts')
  const ids = async (tabela: string, e = empresaId) => (await knex(tabela).where('empresaId', e).orderBy('id').select('id', 'nome')) as Array<{ id: number; nome: string }>
  const cargosIds = await ids('cargos')
  const areasInteresseIds = await ids('areasInteresse')
  const areasFormacaoIds = await ids('areasFormacao')
  const comoSoube = await ids('comoFicouSabendoVaga')
  const idiomasIds = await ids('idiomas')
  if (!cargosIds.length) return
  const g = gerador(20240601)
  const usados = new Set<string>()
  const cpfNovo = () => {
    for (;;) {
      const corpo = String(100_000_000 + g.n(899_999_999)).padStart(9, '0')
      const cpf = corpo + calcularDvCpf(corpo)
      if (!usados.has(cpf) && !/^(\d)\1+$/.test(cpf)) {
        usados.add(cpf)
        return cpf
      }
    }
  }
  const candidatosDemo: Array<Record<string, unknown>> = []
  for (let i = 0; i < 54; i++) {
    const feminino = i % 2 === 0
    const nome = `${g.de(feminino ? FEMININOS : MASCULINOS)} ${g.de(SOBRENOMES)} ${g.de(SOBRENOMES)}`
    const [cidadeId, ufId, ddd] = g.de(CIDADES)
    const idade = 18 + g.n(40)
    const anoNasc = 2025 - idade
    const primeiroEmprego = idade < 21 && g.chance(0.6)
    const cargoPrincipal = cargosIds[i % cargosIds.length]!
    const experiencias = primeiroEmprego
      ? []
      : Array.from({ length: 1 + g.n(3) }, (_, k) => {
          const anoAdm = Math.min(2024, anoNasc + 18 + k * 3 + g.n(2))
          const outro = g.chance(0.3)
          return {
            empresa: g.de(EMPRESAS_ANTERIORES),
            ...(outro ? { checkNomeCargo: true, nomeMercado: g.de(['Auxiliar de Escritório', 'Atendente', 'Estoquista', 'Recepcionista', 'Auxiliar de Produção']) } : { cargo: { id: g.de(cargosIds).id } }),
            salario: (1500 + g.n(6000)) * 100,
            dataAdmissao: dataIso(anoAdm, 1 + g.n(12), 1 + g.n(28)),
            ...(k > 0 || g.chance(0.5) ? { dataDesligamento: dataIso(Math.min(2025, anoAdm + 1 + g.n(2)), 1 + g.n(12), 1 + g.n(28)), motivoSaida: g.de(['Pedido de demissão', 'Fim de contrato', 'Mudança de cidade', 'Nova oportunidade']) } : {}),
          }
        })
    const [curso, area] = g.de(CURSOS)
    const areaFormacao = areasFormacaoIds.find((a) => a.nome === area) ?? areasFormacaoIds[0]
    const semCpf = i % 17 === 5
    const semNascimento = i % 19 === 7
    candidatosDemo.push({
      nome,
      cpf: semCpf ? undefined : i === 0 ? '12345678909' : cpfNovo(),
      ...(i === 0 ? { senha: 'demo123', confirmaSenha: 'demo123', aceitoPoliticaSeguranca: true } : {}),
      sexo: feminino ? 'F' : 'M',
      // One birth year typed wrong (1919 for 1991): complete data, but inconsistent → NAO_QUALIFICADO.
      dataNascimento: semNascimento ? undefined : i === 12 ? '1919-05-10' : dataIso(anoNasc, 1 + g.n(12), 1 + g.n(28)),
      estadoCivil: g.de(['01', '01', '03', '05', '07']),
      escolaridade: g.de(['07', '08', '09', '09', '12']),
      etniaRaca: g.de(['2', '4', '8', '8', '6', '1']),
      email: `${nome.split(' ')[0]!.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}.${i + 1}@exemplo.com.br`,
      dddCelular: ddd,
      foneCelular: `9${String(8000_0000 + g.n(1999_9999))}`,
      cep: String(60_000_000 + g.n(39_999_999)),
      logradouro: g.de(RUAS),
      numero: String(10 + g.n(2000)),
      bairro: g.de(BAIRROS),
      ufId,
      cidadeId,
      cargos: g.chance(0.4) && cargosIds.length > 1 ? [cargoPrincipal.id, cargosIds[(i + 1) % cargosIds.length]!.id] : [cargoPrincipal.id],
      areasInteresse: [g.de(areasInteresseIds).id],
      comoFicouSabendoVagaId: g.chance(0.9) ? g.de(comoSoube).id : undefined,
      pretencaoSalarial: (2000 + g.n(8000)) * 100,
      colocacao: g.de(['E', 'E', 'E', 'S', 'T']),
      primeiroEmprego,
      experiencias,
      formacao: areaFormacao && g.chance(0.7) ? [{ areaFormacao: { id: areaFormacao.id }, curso, local: g.de(INSTITUICOES), situacao: g.de(['COMPLETO', 'EM_ANDAMENTO', 'COMPLETO']), tipo: 'GRADUACAO', conclusao: String(anoNasc + 23) }] : [],
      candidatoIdiomas: g.chance(0.5) && idiomasIds.length ? [{ idioma: { id: g.de(idiomasIds).id }, nivel: g.de(['BASICO', 'INTERMEDIARIO', 'AVANCADO']) }] : [],
      certificados: g.chance(0.3)
        ? [{ titulo: g.de(['NR-35 Trabalho em Altura', 'Excel Avançado', 'Atendimento ao Cliente', 'Liderança de Equipes']), organizacao: g.de(['SENAI', 'SENAC', 'SEBRAE', 'Fundação Bradesco']), tipo: 'CURSO', dataInicio: '2023-03-01', dataFim: '2023-03-20', cargaHorariaTotal: 40 * 60, cargaHorariaDiaria: 4 * 60 }]
        : [],
      conhecimentos: g.chance(0.6) ? [g.de(['Excel', 'Atendimento', 'Vendas', 'SQL', 'Logística']), g.de(['Word', 'Negociação', 'Java', 'Power BI', 'Empilhadeira'])] : [],
      ocrTexto: g.chance(0.45) ? `${nome}\n${g.de(CURRICULOS)}` : undefined,
      disponivel: g.chance(0.9),
      qualificado: g.chance(0.5),
      possuiVeiculo: g.chance(0.3),
    })
  }
  const programa = Effect.gen(function* () {
    const escopo = { usuarioId: 1, empresaId, empresasVisiveis: [empresaId, ...(norte ? [Number(norte.id)] : [])] }
    const criados: number[] = []
    for (const c of candidatosDemo) {
      const limpo = Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined))
      criados.push((yield* Effect.orDie(salvarCandidato(escopo, limpo))).id)
    }
    const repo = yield* Repositorio
    for (const [k, id] of criados.slice(0, 6).entries()) {
      yield* Effect.orDie(repo.create(examesPalografico, escopo, { candidatoId: id, data: dataIso(2025, 1 + k, 10 + k), produtividade: 480 + k * 35, nor: 4 + k, resultado: k === 3 ? 'REAVALIAR' : 'APTO' }))
    }
    return criados
  })
  const criados = await Effect.runPromise(Effect.provide(programa, camadasBanco(knex)))
  // Spread registration dates over the last 20 months (statistics and period filters look alive); three
  // candidates untouched for 30 months show what the LGPD purge (24 months in the demo company) would remove.
  const agora = Date.now()
  const mes = 30 * 24 * 3600 * 1000
  for (const [k, id] of criados.entries()) {
    const meses = k >= criados.length - 3 ? 30 : (k * 7) % 20
    const em = new Date(agora - meses * mes - (k % 9) * 24 * 3600 * 1000).toISOString()
    await knex('candidatos').where('id', id).update({ criadoEm: em, atualizadoEm: em })
  }
  // Two rows as an older registration path leaves them: no check has judged them yet.
  await knex('candidatos').whereIn('id', [criados[20]!, criados[33]!]).update({ qualificacaoCadastral: 'NAO_VERIFICADO', mensagemQualificacao: null })
}
