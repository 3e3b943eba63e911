import { Effect, Layer } from 'effect'
import type { Knex } from 'knex'
import type { Escopo } from '../../core/shared/ator.ts'
import { listaJson, type Linha } from '../../core/shared/consulta.ts'
import { nomeDe } from '../../core/shared/filtrosRelatorio.ts'
import { ImpressoraCertificados, type ImagemImpressao, type PaginaCertificado } from '../../core/desenvolvimento/certificado.ts'
import { certificacoesDosColaboradores, semCertificacao, SEM_CERTIFICACAO, SITUACOES, type Aprovacao, type AprovacaoPratica, type RegraCertificacao, type Situacao } from '../../core/desenvolvimento/colaboradores-certificacoes.ts'
import { consultaColaboradorCertificacao, consultaColaboradorSemCertificacao } from '../../core/desenvolvimento/colaboradores-certificacoesRelatorios.ts'
import { frequenciaDaTurma } from '../../core/desenvolvimento/frequencia.ts'
import { CertificadosPublicos } from '../../core/desenvolvimento/verificacao.ts'
import { gerarPdf } from '../pdf.ts'
import { mapaSql, sql } from '../relatorios/consultas.ts'

// ---------------------------------------------------------------------------------------------------------------
// The certificates' PDF: landscape A4 (842 × 595 pt), the frame stretched over the page, logos where the model puts
// them, the title and text centred, the QR code with the verification link at the bottom right.

const LARGURA = 842
const ALTURA = 595
const dataUrl = (i: ImagemImpressao) => `data:${i.tipo};base64,${Buffer.from(i.bytes).toString('base64')}`

const pagina = (p: PaginaCertificado, i: number, logos: ReadonlyArray<ImagemImpressao>): unknown[] => [
  { text: p.titulo, fontSize: 30, bold: true, alignment: 'center', color: '#333', margin: [0, 120, 0, 28], ...(i > 0 ? { pageBreak: 'before' } : {}) },
  ...logos.map((l, k) => ({ image: `logo${k}`, fit: [130, 70], absolutePosition: { x: l.x, y: l.y } })),
  { text: p.texto, fontSize: 16, alignment: 'center', lineHeight: 1.35, margin: [50, 0, 50, 32] },
  { text: p.local, fontSize: 12, alignment: 'center', color: '#444' },
  ...(p.revogado ? [{ text: 'CERTIFICADO REVOGADO', fontSize: 22, bold: true, color: '#C62828', alignment: 'center', margin: [0, 24, 0, 0] }] : []),
  { qr: p.url, fit: 96, absolutePosition: { x: LARGURA - 70 - 96, y: ALTURA - 70 - 96 } },
  { text: [{ text: 'Código de verificação: ', color: '#555' }, { text: p.codigo, bold: true }, { text: `\nVerifique em ${p.url}`, color: '#555' }], fontSize: 9, absolutePosition: { x: 70, y: ALTURA - 92 } },
]

export const renderizarCertificados = (d: { readonly empresa: string; readonly logos: ReadonlyArray<ImagemImpressao>; readonly moldura: ImagemImpressao | null; readonly paginas: ReadonlyArray<PaginaCertificado> }) => {
  const images: Record<string, string> = Object.fromEntries(d.logos.map((l, k) => [`logo${k}`, dataUrl(l)]))
  if (d.moldura) images['moldura'] = dataUrl(d.moldura)
  return gerarPdf({
    info: { title: 'Certificados', author: d.empresa },
    pageOrientation: 'landscape',
    pageMargins: [70, 50, 70, 50],
    images,
    background: d.moldura
      ? { image: 'moldura', width: LARGURA, height: ALTURA }
      : { canvas: [{ type: 'rect', x: 22, y: 22, w: LARGURA - 44, h: ALTURA - 44, lineWidth: 3, lineColor: '#FF850A' }, { type: 'rect', x: 30, y: 30, w: LARGURA - 60, h: ALTURA - 60, lineWidth: 0.8, lineColor: '#999' }] },
    content: d.paginas.flatMap((p, i) => pagina(p, i, d.logos)),
  })
}

// ---------------------------------------------------------------------------------------------------------------
// Who holds which certification: the stored data of the company, approval and validity computed by core.

interface Dados {
  readonly certificacoes: ReadonlyArray<RegraCertificacao>
  readonly aprovacoes: ReadonlyArray<Aprovacao>
  readonly aprovacoesPraticas: ReadonlyArray<AprovacaoPratica>
  readonly colaboradores: ReadonlyArray<{ readonly id: number; readonly nome: string }>
}

/**
 * The company's certifications, its employees employed on `data`, the approvals in realized classes ended by `data`
 * and the approved practical-evaluation results (grade ≥ the evaluation's passing grade) taken by `data`.
 */
export const lerDadosCertificacoes = async (knex: Knex, empresaId: number, data: string): Promise<Dados> => {
  const certs = (await knex('certificacoes').where('empresaId', empresaId).select('id', 'nome', 'periodicidade', 'cursosIds', 'certificacaoPreRequisitoId', 'avaliacoesPraticasIds')) as Array<Record<string, unknown>>
  const cursos = (await knex('cursos').where('empresaId', empresaId).select('id', 'percentualMinimoFrequencia')) as Array<{ id: number; percentualMinimoFrequencia: unknown }>
  const minimo = new Map(cursos.map((c) => [Number(c.id), Number(c.percentualMinimoFrequencia ?? 100)]))
  const turmas = (await knex('turmas')
    .where('empresaId', empresaId)
    .where('realizada', true)
    .whereRaw('coalesce(data_prev_fim, data_prev_ini) <= ?', [data])
    .select('id', 'cursoId', 'dataPrevIni', 'dataPrevFim')) as Array<{ id: number; cursoId: number; dataPrevIni: string; dataPrevFim: string | null }>
  const dias = (await knex('dias_turmas').where('empresaId', empresaId).select('id', 'turmaId')) as Array<{ id: number; turmaId: number }>
  const diasPor = new Map<number, number[]>()
  for (const d of dias) diasPor.set(Number(d.turmaId), [...(diasPor.get(Number(d.turmaId)) ?? []), Number(d.id)])
  const parts = (await knex('colaborador_turmas').where('empresaId', empresaId).select('id', 'turmaId', 'colaboradorId', 'diasPresentesIds')) as Array<{ id: number; turmaId: number; colaboradorId: number; diasPresentesIds: unknown }>
  const partsPor = new Map<number, Array<{ id: number; colaboradorId: number; diasPresentesIds: ReadonlyArray<number> }>>()
  for (const p of parts) partsPor.set(Number(p.turmaId), [...(partsPor.get(Number(p.turmaId)) ?? []), { id: Number(p.id), colaboradorId: Number(p.colaboradorId), diasPresentesIds: listaJson<number>(p.diasPresentesIds).map(Number) }])
  const aprovacoes: Aprovacao[] = turmas.flatMap((t) =>
    frequenciaDaTurma(diasPor.get(Number(t.id)) ?? [], minimo.get(Number(t.cursoId)) ?? 100, partsPor.get(Number(t.id)) ?? [])
      .filter((f) => f.aprovado)
      .map((f) => ({ colaboradorId: f.colaboradorId, cursoId: Number(t.cursoId), data: String(t.dataPrevFim ?? t.dataPrevIni) })),
  )
  const praticas = (await knex('colaboradores_avaliacoes_praticas as r')
    .join('avaliacoes_praticas as a', 'a.id', 'r.avaliacaoPraticaId')
    .where('r.empresaId', empresaId)
    .where('r.data', '<=', data)
    .whereRaw('r.nota >= a.nota_minima')
    .select('r.colaboradorId', 'r.avaliacaoPraticaId', 'r.data')) as Array<{ colaboradorId: number; avaliacaoPraticaId: number; data: string }>
  const colaboradores = (await knex('colaboradores')
    .where('empresaId', empresaId)
    .where('dataAdmissao', '<=', data)
    .where((w) => w.whereNull('dataDesligamento').orWhere('dataDesligamento', '>=', data))
    .select('id', 'nome')) as Array<{ id: number; nome: string }>
  return {
    certificacoes: certs.map((c) => ({
      id: Number(c['id']),
      nome: String(c['nome']),
      periodicidade: Number(c['periodicidade']),
      cursosIds: listaJson<number>(c['cursosIds']).map(Number),
      certificacaoPreRequisitoId: c['certificacaoPreRequisitoId'] == null ? null : Number(c['certificacaoPreRequisitoId']),
      avaliacoesPraticasIds: listaJson<number>(c['avaliacoesPraticasIds']).map(Number),
    })),
    aprovacoes,
    aprovacoesPraticas: praticas.map((p) => ({ colaboradorId: Number(p.colaboradorId), avaliacaoPraticaId: Number(p.avaliacaoPraticaId), data: String(p.data) })),
    colaboradores: colaboradores.map((c) => ({ id: Number(c.id), nome: String(c.nome) })),
  }
}

const porNome = (a: Linha, b: Linha) => String(a['nome']).localeCompare(String(b['nome']), 'pt-BR') || String(a['certificacao']).localeCompare(String(b['certificacao']), 'pt-BR')

const sqlColaboradorCertificacao = sql(consultaColaboradorCertificacao, (knex, f, e: Escopo) =>
  Effect.promise(async () => {
    const d = await lerDadosCertificacoes(knex, e.empresaId, f.data)
    const escolhidas = new Set(f.certificacoesIds)
    const nomes = new Map(d.colaboradores.map((c) => [c.id, c.nome]))
    const certs = new Map(d.certificacoes.map((c) => [c.id, c.nome]))
    return certificacoesDosColaboradores(d.certificacoes, d.aprovacoes, f.data, d.aprovacoesPraticas)
      .filter((t) => escolhidas.has(t.certificacaoId) && nomes.has(t.colaboradorId) && (f.situacao === 'TODAS' || t.situacao === f.situacao))
      .map((t): Linha => ({
        nome: nomes.get(t.colaboradorId) ?? '',
        certificacao: certs.get(t.certificacaoId) ?? '',
        dataCertificacao: t.dataCertificacao,
        validade: t.validade,
        situacao: nomeDe(SITUACOES, t.situacao satisfies Situacao),
      }))
      .sort(porNome)
  }),
)

const sqlColaboradorSemCertificacao = sql(consultaColaboradorSemCertificacao, (knex, f, e: Escopo) =>
  Effect.promise(async () => {
    const d = await lerDadosCertificacoes(knex, e.empresaId, f.data)
    const nomes = new Map(d.colaboradores.map((c) => [c.id, c.nome]))
    const certs = new Map(d.certificacoes.map((c) => [c.id, c.nome]))
    const escolhidas = f.certificacoesIds.filter((id) => certs.has(id))
    return semCertificacao(escolhidas, d.colaboradores.map((c) => c.id), certificacoesDosColaboradores(d.certificacoes, d.aprovacoes, f.data, d.aprovacoesPraticas))
      .map((s): Linha => ({ nome: nomes.get(s.colaboradorId) ?? '', certificacao: certs.get(s.certificacaoId) ?? '', validade: s.validade, situacao: s.situacao === 'SEM' ? SEM_CERTIFICACAO : 'Vencida' }))
      .sort(porNome)
  }),
)

export const SQL_CERTIFICACOES = mapaSql(sqlColaboradorCertificacao, sqlColaboradorSemCertificacao)

// ---------------------------------------------------------------------------------------------------------------

/** The certificates' ports: the PDF renderer and the public look-up by code (any company; only what the page shows). */
export const camadaCertificados = (knex: Knex) =>
  Layer.mergeAll(
    Layer.succeed(ImpressoraCertificados, { pdf: (d) => Effect.promise(() => renderizarCertificados(d)).pipe(Effect.map((b) => new Uint8Array(b))) }),
    Layer.succeed(CertificadosPublicos, {
      porCodigo: (codigo) =>
        Effect.promise(async () => {
          const r = (await knex('certificados as ce')
            .join('colaboradores as co', 'co.id', 'ce.colaboradorId')
            .join('cursos as cu', 'cu.id', 'ce.cursoId')
            .join('turmas as t', 't.id', 'ce.turmaId')
            .join('empresas as e', 'e.id', 'ce.empresaId')
            .where('ce.codigo', codigo)
            .first('co.nome as nome', 'cu.nome as curso', 'cu.cargaHoraria as cargaHoraria', 't.dataPrevIni as dataPrevIni', 't.dataPrevFim as dataPrevFim', 'ce.emitidoEm as emitidoEm', 'e.nome as empresa', 'ce.revogado as revogado')) as
            | Record<string, unknown>
            | undefined
          if (!r) return undefined
          return {
            nome: String(r['nome']),
            curso: String(r['curso']),
            cargaHoraria: String(r['cargaHoraria']),
            conclusao: String(r['dataPrevFim'] ?? r['dataPrevIni']),
            emitidoEm: String(r['emitidoEm']),
            empresa: String(r['empresa']),
            revogado: r['revogado'] === true || Number(r['revogado']) === 1,
          }
        }),
    }),
  )
