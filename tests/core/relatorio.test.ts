import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Effect, Either, Layer } from 'effect'
import { booleano, data, inteiro, referencias } from '../../core/shared/campos.ts'
import { consultar, Consultas, defineConsulta, filtroDaQuery, resultadoDe, type Linha } from '../../core/shared/consulta.ts'
import { celulasDe, Impressora, type Documento } from '../../core/shared/documento.ts'
import { Relogio } from '../../core/shared/ports.ts'
import {
  defineRelatorio,
  documentoDoRelatorio,
  formatarCelula,
  gerarRelatorio,
  montarDocumento,
  Planilha,
  rotuloTotal,
} from '../../core/shared/relatorio.ts'
import type { Ator } from '../../core/shared/ator.ts'

const consulta = defineConsulta({
  nome: 't/teste',
  autoridade: 'ROLE_X',
  campos: { agrupar: booleano({ label: 'Agrupar' }) },
  colunas: () => [
    { campo: 'nome', titulo: 'Nome', tipo: 'texto', total: 'contagem' },
    { campo: 'valor', titulo: 'Valor', tipo: 'dinheiro', total: 'soma' },
    { campo: 'nota', titulo: 'Nota', tipo: 'decimal', total: 'media' },
  ],
  agruparPor: (f) => (f.agrupar ? 'grupo' : undefined),
})
const def = defineRelatorio({ consulta, titulo: 'Teste', menu: { grupo: 'Teste' }, descreverFiltro: () => 'tudo' })
const meta = { empresa: 'E', emitidoEm: '2026-11-21T10:00:00.000Z', emitidoPor: 'U' }
const doc = (agrupar: boolean, linhas: ReadonlyArray<Linha>) => montarDocumento(def, resultadoDe(consulta, { agrupar }, linhas), meta)

describe('montarDocumento', () => {
  const linhas: Linha[] = [
    { grupo: 'A', nome: 'x', valor: 100, nota: 2 },
    { grupo: 'A', nome: 'y', valor: 250, nota: 4 },
    { grupo: 'B', nome: 'z', valor: 5, nota: null },
  ]
  it('agrupa linhas consecutivas com subtotais e total geral', () => {
    const d = doc(true, linhas)
    expect(d.grupos.map((g) => [g.titulo, g.linhas.length])).toEqual([
      ['A', 2],
      ['B', 1],
    ])
    expect(d.grupos[0]!.totais).toEqual({ nome: 2, valor: 350, nota: 3 })
    expect(d.grupos[1]!.totais).toEqual({ nome: 1, valor: 5, nota: null })
    expect(d.totais).toEqual({ nome: 3, valor: 355, nota: 3 })
    expect(d.quantidade).toBe(3)
  })
  it('sem agrupamento: um grupo sem título', () => {
    const d = doc(false, linhas)
    expect(d.grupos).toHaveLength(1)
    expect(d.grupos[0]!.titulo).toBeNull()
  })
  it('propriedade: a soma dos subtotais é o total, e nenhuma linha se perde', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ grupo: fc.constantFrom('A', 'B', 'C'), nome: fc.string(), valor: fc.integer({ min: 0, max: 1e8 }), nota: fc.integer({ min: 0, max: 10 }) })),
        (ls) => {
          const ordenadas = [...ls].sort((a, b) => a.grupo.localeCompare(b.grupo))
          const d = doc(true, ordenadas)
          expect(d.grupos.reduce((n, g) => n + g.linhas.length, 0)).toBe(ls.length)
          if (ls.length) expect(d.grupos.reduce((n, g) => n + Number(g.totais!['valor']), 0)).toBe(d.totais!['valor'])
        },
      ),
    )
  })
  it('células em pt-BR e rótulo de total', () => {
    expect(formatarCelula('dinheiro', 123456)).toBe('R$ 1.234,56')
    expect(formatarCelula('data', '2026-01-31')).toBe('31/01/2026')
    expect(formatarCelula('percentual', 12.5)).toBe('12,50%')
    expect(formatarCelula('inteiro', 12345)).toBe('12.345')
    expect(formatarCelula('texto', null)).toBe('')
    expect(rotuloTotal({ campo: 'nome', titulo: 'Nome', tipo: 'texto', total: 'contagem' }, { nome: 1234 }, 'Total')).toBe('Total: 1.234')
    expect(rotuloTotal({ campo: 'nome', titulo: 'Nome', tipo: 'texto' }, { nome: null }, 'Subtotal')).toBe('Subtotal')
  })
  it('um total próprio da consulta (razão de somas) vale para os grupos e o total geral', () => {
    const razao = defineConsulta({
      nome: 't/razao',
      autoridade: 'ROLE_X',
      campos: {},
      colunas: () => [
        { campo: 'g', titulo: 'G', tipo: 'texto' },
        { campo: 'taxa', titulo: 'Taxa', tipo: 'percentual' },
      ],
      agruparPor: () => 'g',
      totalizar: (ls) => ({ taxa: (100 * ls.reduce((a, l) => a + Number(l['a']), 0)) / ls.reduce((a, l) => a + Number(l['b']), 0) }),
    })
    const r = defineRelatorio({ consulta: razao, titulo: 'R', descreverFiltro: () => '' })
    const d = montarDocumento(r, resultadoDe(razao, {}, [{ g: 'X', a: 1, b: 4 }, { g: 'X', a: 3, b: 4 }, { g: 'Y', a: 0, b: 2 }]), meta)
    expect(d.grupos.map((g) => g.totais)).toEqual([{ taxa: 50 }, { taxa: 0 }])
    expect(d.totais).toEqual({ taxa: 40 })
  })
})

describe('documento do relatório', () => {
  it('cabeçalho repetido com empresa, emissor, título e filtro; grupos, subtotais, total e resumo como blocos', () => {
    const d = documentoDoRelatorio({ ...doc(true, [{ grupo: 'A', nome: 'x', valor: 100, nota: 2 }]), resumo: [{ rotulo: 'Taxa', valor: '10,00%' }] })
    expect(d.cabecalho).toEqual({ empresa: 'E', emitido: 'Emitido em 21/11/2026 07:00 por U', titulo: 'Teste', subtitulo: 'tudo' })
    expect(d.rodape).toEqual({ texto: '1 registro(s)', paginas: true })
    const [tabela, resumo] = d.blocos
    expect(tabela?.tipo === 'tabela' && tabela.colunas.map((c) => c.alinhamento)).toEqual(['esquerda', 'direita', 'direita'])
    expect(tabela?.tipo === 'tabela' && tabela.linhas).toEqual([
      { destaque: 'grupo', celulas: ['A'] },
      ['x', 'R$ 1,00', '2,00'],
      { destaque: 'total', celulas: ['Subtotal: 1', 'R$ 1,00', '2,00'] },
      { destaque: 'total', celulas: ['Total: 1', 'R$ 1,00', '2,00'] },
    ])
    expect(resumo).toEqual({ tipo: 'campos', campos: [{ rotulo: 'Taxa', valor: '10,00%' }] })
  })
})

describe('filtroDaQuery', () => {
  const campos = { ano: inteiro({ label: 'Ano' }), ok: booleano({ label: 'Ok' }), ids: referencias({ label: 'Ids', resource: 'x/y' }), dia: data({ label: 'Dia' }) }
  it('inteiros, booleanos e listas de ids separadas por vírgula; chaves não declaradas ficam de fora', () => {
    expect(filtroDaQuery(campos, { ano: '2020', ok: 'true', ids: '1,2,3', dia: '2020-01-02', _: '123' })).toEqual({ ano: 2020, ok: true, ids: [1, 2, 3], dia: '2020-01-02' })
    // What is not a number stays as typed, so the field answers with its own message.
    expect(filtroDaQuery(campos, { ano: 'x', ok: 'sim', ids: '1,a' })).toEqual({ ano: 'x', ok: 'sim', ids: [1, 'a'] })
  })
})

describe('consultar e gerarRelatorio pela porta única', () => {
  const pedidos: Array<{ nome: string; filtro: unknown }> = []
  const porta = Layer.succeed(Consultas, {
    linhas: (nome, filtro) => {
      pedidos.push({ nome, filtro })
      return Effect.succeed(filtro['vazio'] ? [] : [{ nome: 'b', valor: 2 }, { nome: 'a', valor: 1 }])
    },
  })
  const relogio = Layer.succeed(Relogio, { hoje: Effect.succeed('2026-06-01'), agora: Effect.succeed('2026-06-01T12:00:00.000Z') })
  const impressos: Documento[] = []
  const impressora = Layer.succeed(Impressora, { pdf: (d) => Effect.sync(() => (impressos.push(d), new Uint8Array([1]))) })
  const planilha = Layer.succeed(Planilha, { xlsx: () => Effect.succeed(new Uint8Array([2])) })
  const rodar = <A, E>(e: Effect.Effect<A, E, Consultas | Relogio | Impressora | Planilha>) =>
    Effect.runPromise(Effect.either(Effect.provide(e, Layer.mergeAll(porta, relogio, impressora, planilha))))
  const ator = (autoridades: string[]): Ator => ({ escopo: { usuarioId: 1, empresaId: 1, empresasVisiveis: [1] }, usuario: { id: 1, nome: 'Ana' }, autoridades, empresa: { id: 1, nome: 'Empresa' } })

  const q = defineConsulta({
    nome: 'modulo/ordenada',
    autoridade: ['ROLE_A', 'ROLE_B'],
    campos: { vazio: booleano({ label: 'Vazio' }), ano: inteiro({ label: 'Ano', min: 1900 }) },
    regras: (f, hoje) => (f.ano && f.ano > Number(hoje.slice(0, 4)) ? [{ field: 'ano', message: 'Ano futuro' }] : []),
    restringir: (a) => ({ gestor: a.autoridades.includes('ROLE_B') }),
    colunas: () => [
      { campo: 'nome', titulo: 'Nome', tipo: 'texto', total: 'contagem' },
      { campo: 'valor', titulo: 'Valor', tipo: 'inteiro', total: 'soma' },
    ],
    completar: (ls) => [...ls].sort((a, b) => String(a['nome']).localeCompare(String(b['nome']))),
  })
  const rel = defineRelatorio({ consulta: q, titulo: 'Ordenada', descreverFiltro: () => 'tudo' })

  it('a consulta chega ao SQL pelo nome, com o filtro validado e as restrições de quem pede; o passo puro ordena; totais', async () => {
    const r = await rodar(consultar(q, { ano: 2020 }, ator(['ROLE_B'])))
    expect(Either.getOrThrow(r)).toMatchObject({ linhas: [{ nome: 'a' }, { nome: 'b' }], totais: { nome: 2, valor: 3 }, filtro: { ano: 2020, vazio: false } })
    expect(pedidos.at(-1)).toEqual({ nome: 'modulo/ordenada', filtro: { ano: 2020, vazio: false, gestor: true } })
  })

  it('403 sem nenhuma das autoridades; 400 com as mensagens dos campos e das regras (hoje vem do relógio)', async () => {
    const n = pedidos.length
    expect(Either.flip(await rodar(consultar(q, {}, ator(['ROLE_C'])))).pipe(Either.getOrThrow)._tag).toBe('AcessoNegado')
    const invalido = Either.flip(await rodar(consultar(q, { ano: 'x', desconhecido: 1 }, ator(['ROLE_A'])))).pipe(Either.getOrThrow)
    expect(invalido).toMatchObject({ _tag: 'ValidacaoFalhou', errors: [{ field: 'desconhecido', message: 'Campo desconhecido' }, { field: 'ano', message: 'Ano inválido' }] })
    const futuro = Either.flip(await rodar(consultar(q, { ano: 2027 }, ator(['ROLE_A'])))).pipe(Either.getOrThrow)
    expect(futuro).toMatchObject({ errors: [{ field: 'ano', message: 'Ano futuro' }] })
    expect(pedidos.length).toBe(n)
  })

  it('relatório: PDF pelo documento impresso, XLSX pela planilha, nome do arquivo; sem linhas: RelatorioSemDados; formato inválido: 400', async () => {
    const pdf = Either.getOrThrow(await rodar(gerarRelatorio(rel, {}, ator(['ROLE_A']), 'pdf')))
    expect(pdf).toMatchObject({ nomeArquivo: 'ordenada_2026-06-01.pdf', tipo: 'application/pdf', quantidade: 2 })
    expect(impressos.at(-1)!.cabecalho).toMatchObject({ empresa: 'Empresa', titulo: 'Ordenada' })
    const tabela = impressos.at(-1)!.blocos[0]!
    expect(tabela.tipo === 'tabela' && tabela.linhas.map(celulasDe)).toEqual([['a', '1'], ['b', '2'], ['Total: 2', '3']])
    expect(Either.getOrThrow(await rodar(gerarRelatorio(rel, {}, ator(['ROLE_A']), 'xlsx')))).toMatchObject({ nomeArquivo: 'ordenada_2026-06-01.xlsx', bytes: new Uint8Array([2]) })
    expect(Either.flip(await rodar(gerarRelatorio(rel, { vazio: true }, ator(['ROLE_A']), 'pdf'))).pipe(Either.getOrThrow)._tag).toBe('RelatorioSemDados')
    expect(Either.flip(await rodar(gerarRelatorio(rel, {}, ator(['ROLE_A']), 'docx'))).pipe(Either.getOrThrow)).toMatchObject({ errors: [{ field: 'formato' }] })
  })
})
