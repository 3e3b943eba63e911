/**
 * Report goals (issue 5): a 50,000-row XLSX within 5 s and 300 MB, a 2,000-row PDF within 5 s.
 * Rows are synthetic but shaped like a real report (text, integer, money, date, percentage; groups with
 * subtotals), and go through the same document builder and renderers as the API.
 */
import { defineConsulta, resultadoDe, type Linha } from '../core/shared/consulta.ts'
import { defineRelatorio, documentoDoRelatorio, montarDocumento } from '../core/shared/relatorio.ts'
import { renderizarPdf } from '../adapters/pdf.ts'
import { relatorioXlsx } from '../adapters/relatorios/xlsx.ts'

const def = defineRelatorio({
  consulta: defineConsulta({
    nome: 'bench/bench',
    autoridade: 'ROLE_X',
    campos: {},
    colunas: () => [
      { campo: 'nome', titulo: 'Candidato', tipo: 'texto', largura: 3, total: 'contagem' },
      { campo: 'cargo', titulo: 'Cargo', tipo: 'texto', largura: 2 },
      { campo: 'data', titulo: 'Data', tipo: 'data' },
      { campo: 'pretensao', titulo: 'Pretensão', tipo: 'dinheiro', total: 'media' },
      { campo: 'nota', titulo: 'Nota', tipo: 'percentual', total: 'media' },
    ],
    agruparPor: () => 'etapa',
  }),
  titulo: 'Candidatos por etapa seletiva',
  descreverFiltro: () => 'Todos os candidatos',
})

const linhas = (n: number): Linha[] =>
  Array.from({ length: n }, (_, i) => ({
    etapa: `Etapa ${Math.floor((i * 5) / n) + 1}`,
    nome: `Candidato de Teste Número ${i} da Silva`,
    cargo: ['Analista de RH', 'Operador de Produção', 'Vendedor Externo'][i % 3]!,
    data: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    pretensao: 150_000 + (i % 1000) * 100,
    nota: (i % 100) + 0.5,
  }))

const medir = async (rotulo: string, f: () => Promise<Buffer>) => {
  global.gc?.()
  const base = process.memoryUsage().rss
  let pico = base
  const amostra = setInterval(() => {
    pico = Math.max(pico, process.memoryUsage().rss)
  }, 20)
  const t0 = performance.now()
  const b = await f()
  const ms = performance.now() - t0
  clearInterval(amostra)
  pico = Math.max(pico, process.memoryUsage().rss)
  return { relatorio: rotulo, segundos: +(ms / 1000).toFixed(2), picoRssMB: Math.round(pico / 2 ** 20), acrescimoMB: Math.round((pico - base) / 2 ** 20), tamanhoKB: Math.round(b.length / 1024) }
}

const meta = { empresa: 'Empresa Demonstração', emitidoEm: new Date().toISOString(), emitidoPor: 'bench' }
const documento = (n: number) => montarDocumento(def, resultadoDe(def.consulta, {}, linhas(n)), meta)

export const benchRelatorios = async () => {
  const r = [
    await medir('XLSX 50.000 linhas', () => relatorioXlsx(documento(50_000))),
    await medir('PDF 2.000 linhas', () => renderizarPdf(documentoDoRelatorio(documento(2_000)))),
  ]
  console.table(r)
  return r
}
